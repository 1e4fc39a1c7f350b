import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { toast } from "./toast";

export const POPUP_BLOCKED = "Gagal membuka jendela cetak. Izinkan pop-up.";
export const PRINT_FAILED = "Gagal mempersiapkan struk.";

/** Thermal paper rolls the till prints on, by width in millimetres. */
export const PAPER_WIDTHS = ["80", "58"] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** What a printer prints of each roll: about 72 mm of 80 mm paper and 48 mm of 58 mm paper. */
export const PRINTABLE_MM: Record<PaperWidth, number> = { "80": 72, "58": 48 };

/** A thermal roll, or an office printer's A4 sheet for back-office documents (a transfer, a count sheet). */
export type PrintPaper = PaperWidth | "A4";

/** Text as a CSS string, for a page margin box's `content`. */
const cssString = (text: string) => JSON.stringify(text);

function paperCss(paper: PrintPaper, footer?: string): string {
  if (paper === "A4") {
    // The footer (the document's number and print date) and "Halaman 1 dari 3" on every sheet.
    return `
@page {
  size: A4; margin: 15mm 15mm 18mm;
  ${footer ? `@bottom-left { content: ${cssString(footer)}; font: 9pt sans-serif; }` : ""}
  @bottom-right { content: "Halaman " counter(page) " dari " counter(pages); font: 9pt sans-serif; }
}
html, body { margin: 0; background: #fff; }
`;
  }
  const margin = (Number(paper) - PRINTABLE_MM[paper]) / 2;
  return `
@page { size: ${paper}mm auto; margin: 0; }
html, body { margin: 0; background: #fff; }
body { width: ${paper}mm; padding: 4mm ${margin}mm; box-sizing: border-box; }
`;
}

/** The app's own styles (the content is drawn with them), loaded before printing. */
function copyStyles(from: Document, to: Document, paper: PrintPaper, footer?: string): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const node of from.querySelectorAll<HTMLElement>('style, link[rel="stylesheet"]')) {
    const copy = to.importNode(node, true);
    if (copy instanceof HTMLLinkElement) {
      loads.push(
        new Promise((resolve) => {
          // A stylesheet that fails still lets the page print, plain.
          copy.addEventListener("load", () => resolve(), { once: true });
          copy.addEventListener("error", () => resolve(), { once: true });
        }),
      );
    }
    to.head.append(copy);
  }
  const sheet = to.createElement("style");
  sheet.textContent = paperCss(paper, footer);
  to.head.append(sheet);
  return Promise.all(loads);
}

/**
 * Prints `content` on a thermal roll (or an A4 sheet) in its own window. Call it straight from a
 * click: browsers block a window opened later. Failures are told to the user (`failed`: what could
 * not be prepared, the receipt unless said); answers whether printing started. An A4 document has
 * its page numbers at the foot of each sheet, beside its `footer` when given.
 */
export async function printOnPaper(
  content: ReactNode,
  options: { title: string; paper: PrintPaper; failed?: string; footer?: string },
): Promise<boolean> {
  const size = options.paper === "A4" ? "width=820,height=960" : "width=420,height=640";
  const popup = window.open("", "_blank", size);
  if (!popup) {
    toast.error(POPUP_BLOCKED);
    return false;
  }
  try {
    const doc = popup.document;
    doc.title = options.title;
    const stylesLoaded = copyStyles(document, doc, options.paper, options.footer);
    const container = doc.createElement("div");
    doc.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(content));
    await stylesLoaded;
    popup.addEventListener("afterprint", () => popup.close(), { once: true });
    popup.focus();
    popup.print();
    return true;
  } catch {
    popup.close();
    toast.error(options.failed ?? PRINT_FAILED);
    return false;
  }
}
