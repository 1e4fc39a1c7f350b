import type { OrderRecord } from "@kedai/shared";

/**
 * The papers this till makes, between the features that make them (orders: a payment taken, an
 * order placed) and the one that prints them on this device's own printers (printers, ADR 0037),
 * which may not import each other. The till's screen installs the printing; without it (another
 * area, a test) papers go nowhere and 'Cetak Struk' uses the print dialog.
 */
export type TillPaper =
  /**
   * A receipt. `cashTakenAt`: when cash was just taken at this till (ms), else null; `reprint`:
   * printed again ('Cetak Struk'). The drawer opens by the shared rule (`drawerPulseDue`).
   */
  | { document: "receipt"; order: OrderRecord; cashTakenAt: number | null; reprint: boolean }
  /** A kitchen ticket: the whole order, or with `round` only that later round ('Tambahan'). */
  | { document: "kitchen"; order: OrderRecord; round?: number };

export type TillPrinting = {
  /** A paper was just made here: print it where this device's 'Cetak otomatis' switch says so. */
  made(paper: TillPaper): void;
  /** Whether this till has a device printer for the document (checked in a click, synchronously). */
  has(document: TillPaper["document"]): boolean;
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

/** A receipt or ticket this till just made. */
export function tillPaperMade(paper: TillPaper): void {
  installed?.made(paper);
}

/**
 * 'Cetak Struk' and the like: prints on this till's device printer and answers true, or answers
 * false at once (still inside the click) so the caller opens the print dialog instead.
 */
export function printOnTillDevice(paper: TillPaper): boolean {
  if (!installed?.has(paper.document)) return false;
  installed.print(paper);
  return true;
}
