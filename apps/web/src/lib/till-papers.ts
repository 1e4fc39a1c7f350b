import type { OrderRecord, PlannedPaper, PrintEvent } from "@kedai/shared";

/**
 * The papers this till prints, between the features that change orders (orders: an order placed,
 * a payment taken) and the one that prints on this device's own printers (printers, ADR 0037),
 * which may not import each other. Which papers an event prints is the shared print policy's
 * (docs/decisions/0047-one-print-policy.md), the same the server's network printers follow. The
 * till's screen installs the printing; without it (another area, a test) events print nothing and
 * 'Cetak Struk' uses the print dialog.
 */

/**
 * One paper of an order, as the print policy plans it. `reprint`: printed again ('Cetak Struk',
 * 'Cetak ulang'), which never opens the drawer.
 */
export type TillPaper = PlannedPaper & { order: OrderRecord; reprint?: boolean };

export type TillPrinting = {
  /** Something happened to an order at this till: print what the policy says, where this device's 'Cetak otomatis' switches say so. */
  happened(order: OrderRecord, event: PrintEvent): void;
  /** Whether this till has a device printer for the document (checked in a click, synchronously). */
  has(document: "receipt" | "kitchen"): boolean;
  /** Prints now on this till's device printers, telling the cashier how it went. */
  print(paper: TillPaper): void;
};

let installed: TillPrinting | null = null;

/** Installs the till's printing; returns its removal (an effect's cleanup). */
export function installTillPrinting(printing: TillPrinting): () => void {
  installed = printing;
  return () => {
    if (installed === printing) installed = null;
  };
}

/**
 * An order was placed, paid, given a round, moved or merged at this till (offline too): the till's
 * one print subscriber is told.
 */
export function tillOrderEvent(order: OrderRecord, event: PrintEvent): void {
  installed?.happened(order, event);
}

/**
 * 'Cetak Struk' and the like: prints on this till's device printer and answers true, or answers
 * false at once (still inside the click) so the caller opens the print dialog instead.
 */
export function printOnTillDevice(paper: TillPaper & { document: "receipt" | "kitchen" }): boolean {
  if (!installed?.has(paper.document)) return false;
  installed.print(paper);
  return true;
}
