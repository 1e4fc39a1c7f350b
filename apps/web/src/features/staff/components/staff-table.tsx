import { PAYROLL_TYPE_LABELS, ROLE_LABELS, type StaffRecord } from "@kedai/shared";
import { Badge, type Column, DataTable, type ManagedListProps, rowId } from "../../../components/ui";
import { formatDate, formatPhone, formatRupiah } from "../../../lib/format";

/** A "YYYY-MM-DD" day as the lists show dates: the day itself, whatever the time zone. */
const shownDay = (day: string) => formatDate(`${day}T00:00:00Z`, "UTC");

const columns: Column<StaffRecord>[] = [
  {
    key: "fullName",
    header: "Nama Lengkap",
    render: (staff) => (
      <div>
        <div className="font-medium">{staff.fullName}</div>
        {staff.phone ? <div className="text-xs text-stone-500">{formatPhone(staff.phone)}</div> : null}
      </div>
    ),
  },
  { key: "username", header: "Username" },
  { key: "role", header: "Peran", render: (staff) => <Badge tone="amber">{ROLE_LABELS[staff.role]}</Badge> },
  { key: "location", header: "Lokasi", render: (staff) => staff.assignedLocation?.name ?? "-" },
  {
    key: "payroll",
    header: "Gaji",
    render: (staff) => (
      <div className="whitespace-nowrap">
        <div>{formatRupiah(staff.payroll.rate)}</div>
        <div className="text-xs text-stone-500">{PAYROLL_TYPE_LABELS[staff.payroll.type]}</div>
      </div>
    ),
  },
  {
    key: "employment",
    header: "Masa Kerja",
    render: (staff) => (
      <div className="whitespace-nowrap">
        <div>Mulai {shownDay(staff.startDate)}</div>
        {staff.endDate ? <div className="text-xs text-stone-500">Berhenti {shownDay(staff.endDate)}</div> : null}
      </div>
    ),
  },
];

/** The staff accounts, with Edit and Hapus per row. */
export function StaffTable(list: ManagedListProps<StaffRecord>) {
  return <DataTable caption="Daftar pegawai" columns={columns} rowKey={rowId} {...list} />;
}
