import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useTables } from "../../../features/tables/api/use-tables";
import { TableForm } from "../../../features/tables/components/table-form";
import { TablesGrid } from "../../../features/tables/components/tables-grid";
import { useServerSearch } from "../../../lib/list-search";

/** /admin/meja (Table management: card grid with search). */
export function TablesPage() {
  const search = useServerSearch();
  const tables = useTables(search.query);
  const { list, isEditing } = useManagedList(tables, {
    name: (table) => table.name,
    confirmMessage: (table) => irreversibleDeleteMessage(`meja "${table.name}"`),
    empty: "Belum ada meja.",
    notFound: "Meja tidak ditemukan.",
    search,
  });

  return (
    <ManagementScreen
      title="Manajemen Meja"
      description="Meja makan untuk pesanan Dine-In beserta kapasitasnya."
      resource={tables}
      noun="Meja"
      renderForm={(form) => <TableForm {...form} />}
      listTitle="Daftar Meja"
      search={{ id: "table-search", label: "Cari meja", ...search.box }}
    >
      <TablesGrid {...list} isEditing={isEditing} />
    </ManagementScreen>
  );
}
