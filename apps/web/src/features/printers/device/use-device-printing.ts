import { type OrderRecord, type PrintEvent, type PrinterRecord, paperRole, papersOf } from "@kedai/shared";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { installTillPrinting, type TillPaper } from "../../../lib/till-papers";
import { toast } from "../../../lib/toast";
import { useDeviceChoice } from "../../../lib/use-device-choice";
import { useOutletPrinters } from "../api/get-outlet-printers";
import { devicePrintersFor, printOnDevices } from "./device-papers";
import { type DevicePrinters, devicePrinters } from "./device-printers";
import { KitchenTicketMemory } from "./kitchen-ticket-memory";
import { canvasLogo, type LogoLoader, logoPixels } from "./logo-pixels";
import { watchOutletKitchen } from "./outlet-kitchen-watch";
import { tracked } from "./print-work";

/**
 * 'Cetak otomatis', per device (this browser's local storage): the receipt once a payment is taken
 * here, on this till's device receipt printers; the kitchen ticket of every order of the outlet
 * (placed here, at another till or online) and of each round added to it, on this device's
 * kitchen printers (ADR 0040). On until the cashier turns it off: a till that connected a printer
 * means to use it.
 */
export const AUTO_PRINT_KEYS: Record<"receipt" | "kitchen", string> = {
  receipt: "kedai.auto-print.receipt",
  kitchen: "kedai.auto-print.kitchen",
};
const SWITCH = ["on", "off"] as const;

export function useAutoPrint(document: "receipt" | "kitchen"): [boolean, (on: boolean) => void] {
  const [value, set] = useDeviceChoice(AUTO_PRINT_KEYS[document], SWITCH, "on");
  return [value === "on", (on) => set(on ? "on" : "off")];
}

/** Re-renders when a device printer connects, disconnects or is forgotten. */
export function useDevicePrintersChanged(devices: DevicePrinters = devicePrinters): number {
  return useSyncExternalStore(
    (listener) => devices.subscribe(listener),
    () => devices.snapshot(),
  );
}

type PrintContext = {
  printers: readonly PrinterRecord[];
  storeName: string;
  logoUrl: string;
  devices: DevicePrinters;
  loadLogo: LogoLoader;
};

/**
 * Prints (a receipt with the settings' logo) and tells the cashier of each printer that failed
 * (the sale has gone through regardless).
 */
function printAndTell(paper: TillPaper, context: PrintContext): Promise<void> {
  return tracked(printAndTellNow(paper, context));
}

async function printAndTellNow(paper: TillPaper, { logoUrl, loadLogo, ...context }: PrintContext) {
  if (devicePrintersFor(context.printers, paperRole(paper), context.devices).length === 0) return;
  const logo = paper.document === "receipt" ? await logoPixels(logoUrl, loadLogo) : null;
  for (const outcome of await printOnDevices(paper, { ...context, logo })) {
    if (!outcome.ok) toast.error(outcome.message);
  }
}

/** The print policy's papers of the event for printers of `role`, each on this till's printers for it. */
function printEvent(order: OrderRecord, event: PrintEvent, role: "receipt" | "kitchen", context: PrintContext) {
  for (const paper of papersOf(event, order)) {
    if (paperRole(paper) === role) void printAndTell({ ...paper, order }, context);
  }
}

export type TillPrintingSetup = {
  outletId: string | null;
  /** The settings' company name and logo, the receipt's heading. */
  storeName: string;
  logoUrl: string;
};

/**
 * The till's printing on its own printers, installed by the till's screen: prints what this till
 * makes and the outlet's kitchen tickets where the switches say so, and answers 'Cetak Struk' on a
 * device printer when there is one.
 */
export function useDevicePrinting(
  { outletId, storeName, logoUrl }: TillPrintingSetup,
  { devices = devicePrinters, loadLogo = canvasLogo }: { devices?: DevicePrinters; loadLogo?: LogoLoader } = {},
): void {
  const printers = useOutletPrinters(outletId).data ?? [];
  const [receiptAuto] = useAutoPrint("receipt");
  const [kitchenAuto] = useAutoPrint("kitchen");
  useDevicePrintersChanged(devices);
  const latest = useRef({ printers, storeName, logoUrl, receiptAuto, kitchenAuto, outletId });
  latest.current = { printers, storeName, logoUrl, receiptAuto, kitchenAuto, outletId };
  const kitchenOutlet =
    kitchenAuto && outletId && devicePrintersFor(printers, "kitchen", devices).length > 0 ? outletId : null;

  useEffect(() => {
    if (!kitchenOutlet) return;
    return watchOutletKitchen(new KitchenTicketMemory(kitchenOutlet), (order, event) =>
      printEvent(order, event, "kitchen", { ...latest.current, devices, loadLogo }),
    );
  }, [kitchenOutlet, devices, loadLogo]);

  useEffect(
    () =>
      installTillPrinting({
        happened(order, event) {
          const now = latest.current;
          const context = { ...now, devices, loadLogo };
          if (now.receiptAuto) printEvent(order, event, "receipt", context);
          if (!now.kitchenAuto || !now.outletId) return;
          if (devicePrintersFor(now.printers, "kitchen", devices).length === 0) return;
          if (!papersOf(event, order).some((paper) => paperRole(paper) === "kitchen")) return;
          const memory = new KitchenTicketMemory(now.outletId);
          // A change to an order this device never printed: the outlet's watch decides, as for any such order.
          if (event.kind !== "placed" && event.kind !== "reached-kitchen" && !memory.knows(order)) return;
          // Taken from the memory, so the outlet's watch (on this page or after a reload) does not print it again.
          for (const due of memory.take(order, { placedHere: true })) printEvent(order, due, "kitchen", context);
        },
        has: (document) => devicePrintersFor(latest.current.printers, document, devices).length > 0,
        print(paper) {
          void printAndTell(paper, { ...latest.current, devices, loadLogo });
        },
      }),
    [devices, loadLogo],
  );
}
