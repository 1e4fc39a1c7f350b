import type { SupplierRecord } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, rowId } from "../../../components/ui";
import type { TableSort } from "../../../lib/use-table-sort";

/** Sorted by name or contact by the server (`SUPPLIER_SORT_KEYS`), the sort kept in the address. */
export function SuppliersTable({ sort, ...list }: ManagedListProps<SupplierRecord> & { sort: TableSort }) {
  const columns: Column<SupplierRecord>[] = [
    {
      key: "name",
      header: "Nama Supplier",
      sortKey: "name",
      render: (supplier) => (
        <div>
          <p className="font-medium">{supplier.name}</p>
          {supplier.notes ? <p className="mt-0.5 line-clamp-2 text-xs text-stone-500">{supplier.notes}</p> : null}
        </div>
      ),
    },
    { key: "contactPerson", header: "Kontak", sortKey: "contact", render: (supplier) => supplier.contactPerson || "-" },
    { key: "phone", header: "Telepon", className: "whitespace-nowrap" },
    {
      key: "address",
      header: "Alamat",
      render: (supplier) => <span className="line-clamp-2">{supplier.address || "-"}</span>,
    },
  ];
  return <DataTable caption="Daftar supplier" columns={columns} rowKey={rowId} sort={sort} {...list} />;
}
