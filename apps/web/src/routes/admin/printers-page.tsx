import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../components/ui";
import { useLocationOptions } from "../../features/locations/api/use-locations";
import { usePrinters } from "../../features/printers/api/use-printers";
import { PrinterForm } from "../../features/printers/components/printer-form";
import { PrintersTable } from "../../features/printers/components/printers-table";

/** /admin/printer: each outlet's receipt and kitchen printers, how they are reached, and their last print. */
export function PrintersPage() {
  const printers = usePrinters();
  const { locations } = useLocationOptions();
  const { list } = useManagedList(printers, {
    name: (printer) => printer.name,
    confirmMessage: (printer) => irreversibleDeleteMessage(`printer "${printer.name}"`),
    empty: "Belum ada printer.",
  });

  return (
    <ManagementScreen
      title="Manajemen Printer"
      description="Printer struk di kasir dan printer tiket di dapur, per outlet. Printer jaringan dicetak langsung oleh server Kedai."
      resource={printers}
      noun="Printer"
      renderForm={(form) => <PrinterForm outlets={locations} {...form} />}
      listTitle="Daftar Printer"
    >
      <PrintersTable {...list} />
    </ManagementScreen>
  );
}
