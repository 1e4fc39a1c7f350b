import { useEffect } from "react";
import { PageHeader, ReportFilters } from "../../components/ui";
import { usePayrollReport } from "../../features/payroll/api/get-payroll-report";
import { PayrollTable } from "../../features/payroll/components/payroll-table";
import { toast } from "../../lib/toast";
import { useReportFilters } from "../../lib/use-report-filters";

const NO_PAYROLL = "Tidak ada data penggajian yang ditemukan untuk rentang tanggal ini.";

/** /admin/laporan-gaji: pay per staff member for a date range (default today); both dates required. */
export function PayrollReportPage() {
  const filters = useReportFilters({});
  const report = usePayrollReport(filters.applied);
  const empty = report.isSuccess && !report.isPlaceholderData && report.data.length === 0;

  useEffect(() => {
    // Once per answer: a repeated 'Tampilkan' of an empty range tells the user again.
    if (empty) toast.info(NO_PAYROLL, { toastId: `payroll-empty-${report.dataUpdatedAt}` });
  }, [empty, report.dataUpdatedAt]);

  return (
    <section>
      <PageHeader
        title="Laporan Gaji"
        description="Gaji per jam dihitung dari jam kerja; gaji bulanan dibagi rata per hari kalender rentang."
      />
      <ReportFilters
        id="payroll-report"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && report.refetch()}
        error={filters.error}
        busy={report.isFetching}
      />
      <PayrollTable rows={report.data} loading={report.isPending} />
    </section>
  );
}
