import type { SupplierRecord } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, rowId } from "../../../components/ui";

export function SuppliersTable(list: ManagedListProps<SupplierRecord>) {
  const columns: Column<SupplierRecord>[] = [
    {
      key: "name",
      header: "Nama Supplier",
      render: (supplier) => (
        <div>
          <p className="font-medium">{supplier.name}</p>
          {supplier.notes ? <p className="mt-0.5 line-clamp-2 text-xs text-stone-500">{supplier.notes}</p> : null}
        </div>
      ),
    },
    { key: "contactPerson", header: "Kontak", render: (supplier) => supplier.contactPerson || "-" },
    { key: "phone", header: "Telepon", className: "whitespace-nowrap" },
    {
      key: "address",
      header: "Alamat",
      render: (supplier) => <span className="line-clamp-2">{supplier.address || "-"}</span>,
    },
  ];
  return <DataTable caption="Daftar supplier" columns={columns} rowKey={rowId} {...list} />;
}
