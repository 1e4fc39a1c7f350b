import { drawerPulseDue, orderIdTail, type PrinterRecord } from "@kedai/shared";
import {
  encodeKitchenTicket,
  encodeReceipt,
  encodeTestPage,
  type LogoPixels,
} from "@kedai/shared/printing/escpos-documents";
import type { TillPaper } from "../../../lib/till-papers";
import type { DevicePrinters } from "./device-printers";

/** Whether the printer prints that document (a `both` printer prints either). */
export const printsDocument = (printer: Pick<PrinterRecord, "role">, document: TillPaper["document"]) =>
  printer.role === "both" || printer.role === (document === "receipt" ? "receipt" : "kitchen");

/**
 * The outlet's device printers that this till prints the document on: a `device` printer of that
 * role for which this till has chosen a device. A printer another till holds is that till's.
 */
export function devicePrintersFor(
  printers: readonly PrinterRecord[],
  document: TillPaper["document"],
  devices: Pick<DevicePrinters, "remembered">,
): PrinterRecord[] {
  return printers.filter(
    (printer) =>
      printer.connection.type === "device" &&
      printsDocument(printer, document) &&
      devices.remembered(printer._id) !== null,
  );
}

/**
 * The paper's ESC/POS bytes for one printer: the same encoder and lines the server prints with,
 * and the same rule for the drawer, read when the bytes are made (`now`), just before they go out.
 */
export function paperBytes(
  paper: TillPaper,
  printer: PrinterRecord,
  storeName: string,
  logo: LogoPixels | null = null,
  now: number = Date.now(),
): Uint8Array {
  return paper.document === "receipt"
    ? encodeReceipt(paper.order, {
        paper: printer.paperWidth,
        storeName,
        logo,
        openDrawer: drawerPulseDue({ cashTakenAt: paper.cashTakenAt, now, reprint: paper.reprint }),
        orderQr: printer.orderQr,
        language: printer.language,
      })
    : encodeKitchenTicket(paper.order, printer.paperWidth, paper.round, printer.language);
}

export const testPageBytes = (printer: PrinterRecord, storeName: string) => encodeTestPage(printer, storeName);

export type DevicePrintOutcome = { printer: PrinterRecord; ok: boolean; message: string };

const paperName = (paper: TillPaper) =>
  `${paper.document === "receipt" ? "Struk" : "Tiket dapur"} #${orderIdTail(paper.order.orderId)}`;

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
    devicePrintersFor(printers, paper.document, devices).map(async (printer) => {
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
