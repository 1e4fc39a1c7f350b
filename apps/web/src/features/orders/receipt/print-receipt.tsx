import type { OrderRecord } from "@kedai/shared";
import { type PaperWidth, printOnPaper } from "../../../lib/print-on-paper";
import { storedPaperWidth } from "./paper-choice";
import { Receipt } from "./receipt";

export { POPUP_BLOCKED, PRINT_FAILED } from "../../../lib/print-on-paper";

/** Prints the order's receipt on the device's paper (80 mm unless chosen otherwise in the receipt window). */
export function printReceipt(
  order: OrderRecord,
  storeName: string,
  paper: PaperWidth = storedPaperWidth(),
): Promise<boolean> {
  return printOnPaper(<Receipt order={order} storeName={storeName} paper={paper} />, {
    title: `Struk ${order.orderId}`,
    paper,
  });
}
