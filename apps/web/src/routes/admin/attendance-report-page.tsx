import { ATTENDANCE_SORT_KEYS } from "@kedai/shared";
import { namedOptions, PageHeader, ReportFilters, SelectField } from "../../components/ui";
import { useAttendanceReport } from "../../features/attendance/api/get-attendance-report";
import { AttendanceReportTable } from "../../features/attendance/components/attendance-report-table";
import { useLocationOptions } from "../../features/locations/api/use-locations";
import { useReportFilters } from "../../lib/use-report-filters";
import { useTableSort } from "../../lib/use-table-sort";

/** /admin/laporan-absensi: attendance sessions of a date range (default today) at one location or all. */
export function AttendanceReportPage() {
  const filters = useReportFilters({ locationId: "" });
  const sorting = useTableSort(ATTENDANCE_SORT_KEYS);
  const report = useAttendanceReport({ ...filters.applied, ...sorting.query });
  const { locations } = useLocationOptions();

  return (
    <section>
      <PageHeader title="Laporan Absensi" description="Jam masuk, jam pulang dan durasi kerja pegawai." />
      <ReportFilters
        id="attendance-report"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && report.refetch()}
        error={filters.error}
        busy={report.fetching}
      >
        <SelectField
          id="attendance-report-location"
          label="Lokasi"
          placeholder="Semua Lokasi"
          options={namedOptions(locations)}
          value={filters.draft.locationId}
          onChange={(event) => filters.update({ locationId: event.target.value })}
        />
      </ReportFilters>
      <AttendanceReportTable {...report} sort={sorting.sort} />
    </section>
  );
}
