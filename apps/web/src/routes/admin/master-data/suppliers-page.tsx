import { SUPPLIER_SORT_KEYS } from "@kedai/shared";
import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useSuppliers } from "../../../features/suppliers/api/use-suppliers";
import { SupplierForm } from "../../../features/suppliers/components/supplier-form";
import { SuppliersTable } from "../../../features/suppliers/components/suppliers-table";
import { useServerSearch } from "../../../lib/list-search";
import { useTableSort } from "../../../lib/use-table-sort";

/** /admin/pemasok (Supplier management with search, sorted by name or contact): name and phone required. */
export function SuppliersPage() {
  const search = useServerSearch();
  const sorting = useTableSort(SUPPLIER_SORT_KEYS);
  const suppliers = useSuppliers({ ...search.query, ...sorting.query });
  const { list } = useManagedList(suppliers, {
    name: (supplier) => supplier.name,
    confirmMessage: (supplier) => irreversibleDeleteMessage(`supplier "${supplier.name}"`),
    empty: "Belum ada supplier.",
    notFound: "Supplier tidak ditemukan.",
    search,
  });

  return (
    <ManagementScreen
      title="Manajemen Pemasok"
      description="Supplier bahan baku dan kemasan beserta kontaknya."
      resource={suppliers}
      noun="Supplier"
      renderForm={(form) => <SupplierForm {...form} />}
      listTitle="Daftar Supplier"
      search={{
        id: "supplier-search",
        label: "Cari supplier",
        placeholder: "Cari nama, kontak, atau telepon",
        ...search.box,
      }}
    >
      <SuppliersTable {...list} sort={sorting.sort} />
    </ManagementScreen>
  );
}
