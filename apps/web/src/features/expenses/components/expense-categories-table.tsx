import type { ExpenseCategoryRecord } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";

export function ExpenseCategoriesTable(list: ManagedListProps<ExpenseCategoryRecord>) {
  const columns: Column<ExpenseCategoryRecord>[] = [nameColumn("Nama Kategori")];
  return <DataTable caption="Daftar kategori pengeluaran" columns={columns} rowKey={rowId} {...list} />;
}
