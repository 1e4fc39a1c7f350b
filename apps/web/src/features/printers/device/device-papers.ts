import { orderIdTail, type PrinterRecord, paperRole, printsRole } from "@kedai/shared";
import { encodePaper, encodeTestPage, type LogoPixels } from "@kedai/shared/printing/escpos-documents";
import type { TillPaper } from "../../../lib/till-papers";
import type { DevicePrinters } from "./device-printers";

/**
 * The outlet's device printers that this till prints the role's papers on: a `device` printer of that
 * role for which this till has chosen a device. A printer another till holds is that till's.
 */
export function devicePrintersFor(
  printers: readonly PrinterRecord[],
  role: "receipt" | "kitchen",
  devices: Pick<DevicePrinters, "remembered">,
): PrinterRecord[] {
  return printers.filter(
    (printer) =>
      printer.connection.type === "device" && printsRole(printer, role) && devices.remembered(printer._id) !== null,
  );
}

/**
 * The paper's bytes for one printer: the shared encoder the server prints with (`encodePaper`),
 * and the same rule for the drawer, read when the bytes are made (`now`), just before they go out.
 */
export function paperBytes(
  paper: TillPaper,
  printer: PrinterRecord,
  storeName: string,
  logo: LogoPixels | null = null,
  now: number = Date.now(),
): Uint8Array {
  return encodePaper(paper, paper.order, printer, { storeName, logo }, { now, reprint: paper.reprint ?? false });
}

export const testPageBytes = (printer: PrinterRecord, storeName: string) => encodeTestPage(printer, storeName);

export type DevicePrintOutcome = { printer: PrinterRecord; ok: boolean; message: string };

const PAPER_NAMES: Record<TillPaper["document"], string> = {
  receipt: "Struk",
  kitchen: "Tiket dapur",
  "kitchen-note": "Catatan dapur",
};

const paperName = (paper: TillPaper) => `${PAPER_NAMES[paper.document]} #${orderIdTail(paper.order.orderId)}`;

/**
 * Prints the paper on each of this till's device printers for it, one outcome per printer
 * ('Struk #9A3F tidak tercetak di "Kasir USB": …'). Never throws: a failed print never stops the sale.
 */
export async function printOnDevices(
  paper: TillPaper,
  {
    printers,
    storeName,
    devices,
    logo = null,
  }: { printers: readonly PrinterRecord[]; storeName: string; devices: DevicePrinters; logo?: LogoPixels | null },
): Promise<DevicePrintOutcome[]> {
  const what = paperName(paper);
  return Promise.all(
    devicePrintersFor(printers, paperRole(paper), devices).map(async (printer) => {
      try {
        await devices.print(printer._id, paperBytes(paper, printer, storeName, logo));
        return { printer, ok: true, message: `${what} tercetak di "${printer.name}".` };
      } catch {
        return {
          printer,
          ok: false,
          message: `${what} tidak tercetak di "${printer.name}": printer perangkat ini tidak terhubung. Periksa kabel atau Bluetooth, lalu hubungkan lagi di "Printer perangkat ini".`,
        };
      }
    }),
  );
}
