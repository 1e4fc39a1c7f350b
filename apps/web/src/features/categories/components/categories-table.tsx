import type { Category } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";

export function CategoriesTable(list: ManagedListProps<Category>) {
  const columns: Column<Category>[] = [nameColumn("Nama Kategori")];
  return <DataTable caption="Daftar kategori" columns={columns} rowKey={rowId} {...list} />;
}
