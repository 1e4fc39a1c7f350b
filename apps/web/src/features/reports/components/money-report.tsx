import type { ReportRangeQuery } from "@kedai/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageHeader, ReportFilters } from "../../../components/ui";
import { useReportFilters } from "../../../lib/use-report-filters";
import type { ReportTable } from "../export/report-table";
import { ReportDownloads } from "./report-downloads";

export type MoneyReportProps<Answer> = {
  /** Prefix of the filter fields' ids and of the downloaded file's name, e.g. "laporan-penjualan". */
  id: string;
  title: string;
  description: string;
  /** The report's data hook (useSalesReport, …). */
  useReport: (range: ReportRangeQuery) => UseQueryResult<Answer>;
  /** The answer as the downloads' table. */
  toTable: (answer: Answer, range: ReportRangeQuery) => ReportTable;
  /** The report on screen. */
  children: (answer: Answer | undefined, loading: boolean) => ReactNode;
};

/**
 * A money report's page: the date range (both required, the current month first), 'Tampilkan',
 * CSV and Excel downloads of what is on screen, and the report itself.
 */
export function MoneyReport<Answer>({
  id,
  title,
  description,
  useReport,
  toTable,
  children,
}: MoneyReportProps<Answer>) {
  const filters = useReportFilters({}, { period: "month" });
  const report = useReport(filters.applied);
  const { startDate, endDate } = filters.applied;
  const ready = report.data && !report.isPlaceholderData ? report.data : null;

  return (
    <section className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <ReportDownloads
            fileName={`${id}_${startDate}_${endDate}`}
            title={title}
            table={ready ? toTable(ready, filters.applied) : null}
          />
        }
      />
      <ReportFilters
        id={id}
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && report.refetch()}
        error={filters.error}
        busy={report.isFetching}
      />
      {children(report.data, report.isPending)}
    </section>
  );
}
