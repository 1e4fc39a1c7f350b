import { formatDateTime, PRINTER_CONNECTION_LABELS, PRINTER_ROLE_LABELS, type PrinterRecord } from "@kedai/shared";
import {
  Badge,
  Button,
  type Column,
  DataTable,
  type ManagedListProps,
  nameColumn,
  rowId,
} from "../../../components/ui";
import { useTestPrinter } from "../api/test-printer";

const connectionText = (printer: PrinterRecord) =>
  printer.connection.type === "network"
    ? `${printer.connection.host}:${printer.connection.port}`
    : PRINTER_CONNECTION_LABELS[printer.connection.type];

/** The last print the server tried: whether it arrived, and the message that says which failed. */
function PrinterStatus({ printer }: { printer: PrinterRecord }) {
  if (printer.connection.type !== "network")
    return <span className="text-stone-500">Dicetak dari perangkat kasir</span>;
  if (!printer.status) return <span className="text-stone-500">Belum pernah mencetak</span>;
  return (
    <div className="space-y-1">
      <Badge tone={printer.status.ok ? "green" : "red"}>{printer.status.ok ? "Tersambung" : "Gagal"}</Badge>
      <p className="text-xs text-stone-600">
        {printer.status.message} ({formatDateTime(printer.status.at)})
      </p>
    </div>
  );
}

function TestButton({ printer }: { printer: PrinterRecord }) {
  const test = useTestPrinter();
  if (printer.connection.type !== "network") return null;
  return (
    <Button variant="secondary" size="sm" disabled={test.isPending} onClick={() => test.mutate(printer._id)}>
      {test.isPending ? "Mencetak..." : "Tes Cetak"}
    </Button>
  );
}

export function PrintersTable(list: ManagedListProps<PrinterRecord>) {
  const columns: Column<PrinterRecord>[] = [
    nameColumn("Nama Printer"),
    { key: "outlet", header: "Outlet", render: (printer) => printer.outlet.name },
    { key: "role", header: "Fungsi", render: (printer) => PRINTER_ROLE_LABELS[printer.role] },
    { key: "paper", header: "Kertas", render: (printer) => `${printer.paperWidth} mm` },
    { key: "connection", header: "Koneksi", render: connectionText },
    { key: "status", header: "Status", render: (printer) => <PrinterStatus printer={printer} /> },
    { key: "test", header: "", render: (printer) => <TestButton printer={printer} /> },
  ];
  return <DataTable caption="Daftar printer" columns={columns} rowKey={rowId} {...list} />;
}
