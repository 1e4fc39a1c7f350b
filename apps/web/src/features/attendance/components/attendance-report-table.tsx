import type { AttendanceRecord } from "@kedai/shared";
import { Badge, type Column, type LoadMoreProps, PagedDataTable, rowId } from "../../../components/ui";
import { formatDateTime } from "../../../lib/format";
import type { TableSort } from "../../../lib/use-table-sort";
import { formatWorkDuration } from "../format";

const columns: Column<AttendanceRecord>[] = [
  {
    key: "employee",
    header: "Pegawai",
    sortKey: "name",
    render: (row) => <span className="font-medium">{row.user.fullName}</span>,
  },
  { key: "location", header: "Lokasi", render: (row) => row.location.name },
  {
    key: "clockIn",
    header: "Clock In",
    sortKey: "clockIn",
    sortFirst: "desc",
    render: (row) => formatDateTime(row.clockInTime),
  },
  {
    key: "clockOut",
    header: "Clock Out",
    render: (row) =>
      row.clockOutTime ? (
        formatDateTime(row.clockOutTime)
      ) : (
        <Badge tone="green" dot>
          Masih Bekerja
        </Badge>
      ),
  },
  {
    key: "duration",
    header: "Durasi Kerja",
    sortKey: "duration",
    sortFirst: "desc",
    align: "right",
    className: "whitespace-nowrap",
    render: (row) => formatWorkDuration(row.workDurationMinutes),
  },
  { key: "notes", header: "Catatan", render: (row) => row.notes || "-" },
];

/**
 * The attendance report's rows: who worked where, from when to when, and for how long; 'Muat Lebih
 * Banyak' under them while the server has older sessions in the range.
 */
export function AttendanceReportTable({
  rows,
  loading,
  sort,
  ...more
}: LoadMoreProps & { rows: AttendanceRecord[] | undefined; loading: boolean; sort: TableSort }) {
  return (
    <PagedDataTable
      caption="Laporan absensi"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      sort={sort}
      emptyMessage="Tidak ada data absensi pada rentang ini."
      more={more}
    />
  );
}
