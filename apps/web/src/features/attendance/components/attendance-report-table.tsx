import type { AttendanceRecord } from "@kedai/shared";
import { Badge, type Column, type LoadMoreProps, PagedDataTable, rowId } from "../../../components/ui";
import { formatDateTime } from "../../../lib/format";
import { formatWorkDuration } from "../format";

const columns: Column<AttendanceRecord>[] = [
  { key: "employee", header: "Pegawai", render: (row) => <span className="font-medium">{row.user.fullName}</span> },
  { key: "location", header: "Lokasi", render: (row) => row.location.name },
  { key: "clockIn", header: "Clock In", render: (row) => formatDateTime(row.clockInTime) },
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
  ...more
}: LoadMoreProps & { rows: AttendanceRecord[] | undefined; loading: boolean }) {
  return (
    <PagedDataTable
      caption="Laporan absensi"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      emptyMessage="Tidak ada data absensi pada rentang ini."
      more={more}
    />
  );
}
