import type { OrderRecord } from "@kedai/shared";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { toast } from "../../../lib/toast";
import { Receipt } from "./receipt";

export const POPUP_BLOCKED = "Gagal membuka jendela cetak. Izinkan pop-up.";
export const PRINT_FAILED = "Gagal mempersiapkan struk.";

/** 80 mm thermal paper: about 72 mm printable, as long as the receipt. */
const PAPER_CSS = `
@page { size: 80mm auto; margin: 0; }
html, body { margin: 0; background: #fff; }
body { width: 80mm; padding: 4mm; box-sizing: border-box; }
`;

/** The app's own styles (the receipt is drawn with them), loaded before printing. */
function copyStyles(from: Document, to: Document): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const node of from.querySelectorAll<HTMLElement>('style, link[rel="stylesheet"]')) {
    const copy = to.importNode(node, true);
    if (copy instanceof HTMLLinkElement) {
      loads.push(
        new Promise((resolve) => {
          // A stylesheet that fails still lets the receipt print, plain.
          copy.addEventListener("load", () => resolve(), { once: true });
          copy.addEventListener("error", () => resolve(), { once: true });
        }),
      );
    }
    to.head.append(copy);
  }
  const paper = to.createElement("style");
  paper.textContent = PAPER_CSS;
  to.head.append(paper);
  return Promise.all(loads);
}

/**
 * Prints the receipt in its own small window. Call it straight from a click: browsers block a
 * window opened later. Failures are told to the cashier; answers whether printing started.
 */
export async function printReceipt(order: OrderRecord, storeName: string): Promise<boolean> {
  const popup = window.open("", "_blank", "width=420,height=640");
  if (!popup) {
    toast.error(POPUP_BLOCKED);
    return false;
  }
  try {
    const doc = popup.document;
    doc.title = `Struk ${order.orderId}`;
    const stylesLoaded = copyStyles(document, doc);
    const container = doc.createElement("div");
    doc.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<Receipt order={order} storeName={storeName} />));
    await stylesLoaded;
    popup.addEventListener("afterprint", () => popup.close(), { once: true });
    popup.focus();
    popup.print();
    return true;
  } catch {
    popup.close();
    toast.error(PRINT_FAILED);
    return false;
  }
}
