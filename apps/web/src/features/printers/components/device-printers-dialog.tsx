import { PRINTER_ROLE_LABELS, type PrinterRecord } from "@kedai/shared";
import { Printer } from "lucide-react";
import { useId, useState } from "react";
import { Button, Modal, Switch } from "../../../components/ui";
import { toast } from "../../../lib/toast";
import { useOutletPrinters } from "../api/get-outlet-printers";
import { testPageBytes } from "../device/device-papers";
import { type DevicePrinters, devicePrinters } from "../device/device-printers";
import { DEVICE_KIND_LABELS, type DeviceKind, supportedDeviceKinds } from "../device/transport";
import { useAutoPrint, useDevicePrintersChanged } from "../device/use-device-printing";

export const NO_DEVICE_SUPPORT =
  "Browser ini tidak bisa terhubung langsung ke printer USB, serial atau Bluetooth (gunakan Chrome atau Edge). Struk tetap bisa dicetak lewat dialog cetak browser (tombol Cetak Struk).";
export const NO_DEVICE_PRINTERS =
  'Outlet ini belum punya printer "Perangkat kasir (USB/Bluetooth)". Admin atau manajer menambahkannya di menu Printer. Printer jaringan dicetak oleh server.';

const deviceName = (device: { productName?: string; name?: string; manufacturerName?: string; type: DeviceKind }) =>
  device.productName || device.name || `Printer ${DEVICE_KIND_LABELS[device.type]}`;

function DevicePrinterRow({
  printer,
  storeName,
  kinds,
  devices,
}: {
  printer: PrinterRecord;
  storeName: string;
  kinds: DeviceKind[];
  devices: DevicePrinters;
}) {
  useDevicePrintersChanged(devices);
  const [busy, setBusy] = useState(false);
  const connected = devices.connected(printer._id);
  const remembered = devices.remembered(printer._id);
  const state = connected
    ? `Terhubung: ${deviceName(connected)}`
    : remembered
      ? `Dipilih: ${deviceName(remembered)} (belum terhubung)`
      : "Belum dipilih di perangkat ini";

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const choose = (kind: DeviceKind) =>
    run(async () => {
      const device = await devices.choose(printer._id, kind).catch(() => null);
      if (device) toast.success(`"${printer.name}" terhubung ke ${deviceName(device)}.`);
      else toast.error(`Tidak ada printer ${DEVICE_KIND_LABELS[kind]} yang dipilih untuk "${printer.name}".`);
    });

  const testPage = () =>
    run(async () => {
      try {
        await devices.print(printer._id, testPageBytes(printer, storeName));
        toast.success(`Halaman tes terkirim ke "${printer.name}".`);
      } catch {
        toast.error(`Halaman tes tidak tercetak: "${printer.name}" tidak terhubung. Hubungkan lagi.`);
      }
    });

  return (
    <li className="space-y-2 rounded-lg border border-stone-200 p-3" aria-label={printer.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <Printer aria-hidden="true" className="mr-1 inline size-4" />
          {printer.name}
        </p>
        <p className="text-xs text-stone-500">
          {PRINTER_ROLE_LABELS[printer.role]} · {printer.paperWidth} mm
        </p>
      </div>
      <p className={connected ? "text-sm text-emerald-700" : "text-sm text-stone-600"}>{state}</p>
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <Button key={kind} size="sm" variant="secondary" disabled={busy} onClick={() => choose(kind)}>
            Hubungkan {DEVICE_KIND_LABELS[kind]}
          </Button>
        ))}
        <Button size="sm" disabled={busy || !remembered} onClick={testPage}>
          Tes cetak
        </Button>
        {remembered ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => run(() => devices.forget(printer._id))}>
            Lupakan
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function AutoPrintSwitch({ document, label }: { document: "receipt" | "kitchen"; label: string }) {
  const id = useId();
  const [on, setOn] = useAutoPrint(document);
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={on} onCheckedChange={setOn} />
    </div>
  );
}

type DevicePrintersDialogProps = {
  outletId: string | null;
  storeName: string;
  open: boolean;
  onClose: () => void;
  /** For tests: the page's device printers otherwise. */
  devices?: DevicePrinters;
  /** For tests: this browser's navigator otherwise. */
  nav?: Navigator;
};

/**
 * 'Printer perangkat ini': which USB, serial or Bluetooth printer this till uses for each of its
 * outlet's device printers, a test page on it, and this device's 'Cetak otomatis' switches.
 */
export function DevicePrintersDialog({
  outletId,
  storeName,
  open,
  onClose,
  devices = devicePrinters,
  nav,
}: DevicePrintersDialogProps) {
  const printers = (useOutletPrinters(outletId).data ?? []).filter((printer) => printer.connection.type === "device");
  const kinds = supportedDeviceKinds(nav);
  return (
    <Modal open={open} onClose={onClose} title="Printer perangkat ini" size="md">
      <div className="space-y-4">
        {kinds.length === 0 ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {NO_DEVICE_SUPPORT}
          </p>
        ) : null}
        {printers.length === 0 ? (
          <p className="text-sm text-stone-600">{NO_DEVICE_PRINTERS}</p>
        ) : (
          <ul className="space-y-2">
            {printers.map((printer) => (
              <DevicePrinterRow
                key={printer._id}
                printer={printer}
                storeName={storeName}
                kinds={kinds}
                devices={devices}
              />
            ))}
          </ul>
        )}
        <fieldset className="space-y-2 border-t border-stone-200 pt-3">
          <legend className="pb-1 text-sm font-semibold">Cetak otomatis di perangkat ini</legend>
          <AutoPrintSwitch document="receipt" label="Struk setelah pembayaran" />
          <AutoPrintSwitch document="kitchen" label="Tiket dapur untuk pesanan baru" />
          <p className="text-xs text-stone-500">
            Berlaku untuk printer perangkat ini. Printer jaringan dicetak otomatis oleh server.
          </p>
        </fieldset>
      </div>
    </Modal>
  );
}
