import { useState } from "react";
import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useTables } from "../../../features/tables/api/use-tables";
import { TableForm } from "../../../features/tables/components/table-form";
import { TableQrDialog } from "../../../features/tables/components/table-qr-dialog";
import { TablesGrid } from "../../../features/tables/components/tables-grid";
import { useServerSearch } from "../../../lib/list-search";

/** /admin/meja (Table management: card grid with search), and each table's QR code for ordering at it. */
export function TablesPage() {
  const search = useServerSearch();
  // The id, not the row: a regenerated token reloads the list and the dialog shows the new code.
  const [qrOf, setQrOf] = useState<string | null>(null);
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
      <TablesGrid {...list} isEditing={isEditing} onShowQr={(table) => setQrOf(table._id)} />
      <TableQrDialog table={tables.rows?.find((table) => table._id === qrOf) ?? null} onClose={() => setQrOf(null)} />
    </ManagementScreen>
  );
}
