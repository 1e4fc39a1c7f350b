import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useSuppliers } from "../../../features/suppliers/api/use-suppliers";
import { SupplierForm } from "../../../features/suppliers/components/supplier-form";
import { SuppliersTable } from "../../../features/suppliers/components/suppliers-table";

/** /admin/pemasok (B2 Supplier management with search): name and phone required. */
export function SuppliersPage() {
  const suppliers = useSuppliers();
  const { list, search } = useManagedList(suppliers, {
    name: (supplier) => supplier.name,
    confirmMessage: (supplier) => irreversibleDeleteMessage(`supplier "${supplier.name}"`),
    empty: "Belum ada supplier.",
    notFound: "Supplier tidak ditemukan.",
    // The same fields the server's ?search= looks at: name, contact person, phone.
    searchIn: (supplier) => [supplier.name, supplier.contactPerson, supplier.phone],
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
        ...search,
      }}
    >
      <SuppliersTable {...list} />
    </ManagementScreen>
  );
}
