import type { UnitRecord } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";

export function UnitsTable(list: ManagedListProps<UnitRecord>) {
  const columns: Column<UnitRecord>[] = [nameColumn("Nama Satuan")];
  return <DataTable caption="Daftar satuan" columns={columns} rowKey={rowId} {...list} />;
}
