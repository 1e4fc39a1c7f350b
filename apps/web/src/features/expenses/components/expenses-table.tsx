import { type ExpenseRecord, expenseLabel, sumExpenses } from "@kedai/shared";
import { Trash2 } from "lucide-react";
import { Button, type Column, DataTable, LoadMore, type LoadMoreProps, rowId } from "../../../components/ui";
import { formatDate, formatRupiah } from "../../../lib/format";
import type { TableSort } from "../../../lib/use-table-sort";

export type ExpensesTableProps = LoadMoreProps & {
  rows: ExpenseRecord[] | undefined;
  loading: boolean;
  /** How many expenses and how many rupiah the whole filter holds (all pages), from the server. */
  total?: number;
  totalAmount?: number;
  onDelete: (expense: ExpenseRecord) => void;
  deleting: boolean;
  /** The server's sort (by day or amount), kept in the address. */
  sort: TableSort;
};

/**
 * The expenses of the chosen days, newest first, with the total of the listed ones in the footer
 * (and the whole filter's total while older pages are not loaded yet).
 */
export function ExpensesTable({
  rows,
  loading,
  total,
  totalAmount,
  onDelete,
  deleting,
  sort,
  ...more
}: ExpensesTableProps) {
  const columns: Column<ExpenseRecord>[] = [
    {
      key: "date",
      header: "Tanggal",
      sortKey: "date",
      sortFirst: "desc",
      className: "whitespace-nowrap",
      render: (row) => formatDate(row.date),
    },
    { key: "category", header: "Kategori", render: (row) => <span className="font-medium">{row.category.name}</span> },
    {
      key: "amount",
      header: "Jumlah",
      sortKey: "amount",
      sortFirst: "desc",
      align: "right",
      className: "whitespace-nowrap",
      render: (row) => formatRupiah(row.amount),
    },
    { key: "description", header: "Catatan", render: (row) => row.description || "-" },
    {
      key: "actions",
      header: "Aksi",
      align: "right",
      render: (row) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDelete(row)}
          disabled={deleting}
          aria-label={`Hapus ${expenseLabel(row)}`}
          icon={<Trash2 aria-hidden="true" className="size-3.5" />}
        >
          Hapus
        </Button>
      ),
    },
  ];
  const listed = rows ?? [];
  const partial = total !== undefined && totalAmount !== undefined && total > listed.length;

  return (
    <div className="space-y-4">
      <DataTable
        caption="Daftar pengeluaran"
        columns={columns}
        rows={rows}
        rowKey={rowId}
        loading={loading}
        sort={sort}
        emptyMessage={more.loadError ?? "Belum ada data pengeluaran pada rentang ini."}
        footer={
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3 text-left">
              Total Pengeluaran
            </th>
            <td className="px-4 py-3 text-right whitespace-nowrap" data-testid="expenses-total">
              {formatRupiah(sumExpenses(listed))}
            </td>
            <td colSpan={2} className="px-4 py-3 text-sm font-normal text-stone-500">
              {partial
                ? `${listed.length} dari ${total} ditampilkan; total seluruh filter ${formatRupiah(totalAmount)}.`
                : ""}
            </td>
          </tr>
        }
      />
      <LoadMore {...more} />
    </div>
  );
}
