import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_SORT_KEYS } from "@kedai/shared";
import { optionsOf, PageHeader, ReportFilters, SelectField } from "../../components/ui";
import { useAuditLog } from "../../features/audit/api/get-audit-log";
import { AuditTable } from "../../features/audit/components/audit-table";
import { useReportFilters } from "../../lib/use-report-filters";
import { useTableSort } from "../../lib/use-table-sort";

/** /admin/audit (admin only): who did which sensitive action when, today by default, one action or all. */
export function AuditLogPage() {
  const filters = useReportFilters({ action: "" });
  const sorting = useTableSort(AUDIT_SORT_KEYS);
  const log = useAuditLog({ ...filters.applied, ...sorting.query });

  return (
    <section>
      <PageHeader
        title="Audit Log"
        description="Tindakan penting: pembatalan pesanan dibayar, penghapusan data, perubahan harga, peran, pengaturan dan pajak."
      />
      <ReportFilters
        id="audit-log"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && log.refetch()}
        error={filters.error}
        busy={log.fetching}
      >
        <SelectField
          id="audit-log-action"
          label="Aksi"
          placeholder="Semua Aksi"
          options={optionsOf(AUDIT_ACTIONS, AUDIT_ACTION_LABELS)}
          value={filters.draft.action}
          onChange={(event) => filters.update({ action: event.target.value })}
        />
      </ReportFilters>
      <AuditTable rows={log.rows} loading={log.loading} sort={sorting.sort} more={log} />
    </section>
  );
}
