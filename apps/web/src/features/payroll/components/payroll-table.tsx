import { PAYROLL_TYPE_LABELS, type PayrollRow } from "@kedai/shared";
import { type Column, DataTable } from "../../../components/ui";
import { formatHours, formatPayrollAmount } from "../format";

const columns: Column<PayrollRow>[] = [
  { key: "fullName", header: "Nama Pegawai", render: (row) => <span className="font-medium">{row.fullName}</span> },
  { key: "payrollType", header: "Tipe Gaji", render: (row) => PAYROLL_TYPE_LABELS[row.payrollType] },
  { key: "payrollRate", header: "Tarif", align: "right", render: (row) => formatPayrollAmount(row.payrollRate) },
  { key: "totalHours", header: "Total Jam", align: "right", render: (row) => formatHours(row.totalHours) },
  {
    key: "calculatedSalary",
    header: "Gaji Dihitung",
    align: "right",
    render: (row) => <span className="font-semibold">{formatPayrollAmount(row.calculatedSalary)}</span>,
  },
];

/** The payroll report: each staff member's pay type, rate, hours in the range and the pay they come to. */
export function PayrollTable({ rows, loading }: { rows: PayrollRow[] | undefined; loading: boolean }) {
  const total = rows?.reduce((sum, row) => sum + row.calculatedSalary, 0) ?? 0;
  return (
    <DataTable
      caption="Laporan gaji"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      loading={loading}
      emptyMessage="Tidak ada data penggajian pada rentang ini."
      footer={
        <tr>
          <td colSpan={columns.length - 1} className="px-4 py-3 text-right text-stone-700">
            Total Gaji
          </td>
          <td className="px-4 py-3 text-right text-stone-900">{formatPayrollAmount(total)}</td>
        </tr>
      }
    />
  );
}
