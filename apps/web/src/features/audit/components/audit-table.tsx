import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditRecord, auditFieldChanges } from "@kedai/shared";
import { type Column, type LoadMoreProps, PagedDataTable, rowId } from "../../../components/ui";
import { formatNumericDateTime } from "../../../lib/format";
import type { TableSort } from "../../../lib/use-table-sort";
import { auditEntityLabel, auditFieldLabel, auditSummary, formatAuditValue } from "./audit-values";

const columns: Column<AuditRecord>[] = [
  {
    key: "at",
    header: "Waktu",
    sortKey: "time",
    sortFirst: "desc",
    className: "whitespace-nowrap",
    render: (row) => formatNumericDateTime(row.at),
  },
  {
    key: "actor",
    header: "Pengguna",
    sortKey: "actor",
    render: (row) => (row.actor.kind === "system" ? `${row.actor.name} (sistem)` : row.actor.name),
  },
  { key: "action", header: "Aksi", render: (row) => AUDIT_ACTION_LABELS[row.action] },
  {
    key: "entity",
    header: "Data",
    render: (row) => (
      <span>
        <span className="text-stone-500">{AUDIT_ENTITY_LABELS[row.entityType]}</span>{" "}
        <span className="font-medium">{auditEntityLabel(row)}</span>
      </span>
    ),
  },
  { key: "summary", header: "Ringkasan", render: auditSummary },
];

/** The expanded row: each field that changed, its value before → after. */
function AuditChanges({ row }: { row: AuditRecord }) {
  const changes = auditFieldChanges(row.before, row.after);
  if (changes.length === 0) return <p className="text-sm text-stone-500">Tidak ada rincian perubahan.</p>;
  return (
    <table className="text-sm" aria-label={`Rincian ${row.label}`}>
      <thead>
        <tr className="text-left text-stone-500">
          <th className="pr-6 font-medium">Kolom</th>
          <th className="pr-6 font-medium">Sebelum</th>
          <th className="font-medium">Sesudah</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <td className="pr-6">{auditFieldLabel(change.field)}</td>
            <td className="pr-6">{formatAuditValue(change.field, change.before)}</td>
            <td>{formatAuditValue(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The audit log's rows: when, who, what and on which record; a click shows each field before →
 * after. 'Muat Lebih Banyak' under them while the server has older rows in the range.
 */
export function AuditTable({
  rows,
  loading,
  sort,
  more,
}: {
  rows: AuditRecord[] | undefined;
  loading: boolean;
  sort: TableSort;
  more: LoadMoreProps;
}) {
  return (
    <PagedDataTable
      caption="Audit log"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      sort={sort}
      emptyMessage="Tidak ada aktivitas tercatat pada rentang ini."
      renderExpanded={(row) => <AuditChanges row={row} />}
      more={more}
    />
  );
}
