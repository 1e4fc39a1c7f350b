import type { PrinterRecord } from "@kedai/shared";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { installTillPrinting, type TillPaper } from "../../../lib/till-papers";
import { toast } from "../../../lib/toast";
import { useDeviceChoice } from "../../../lib/use-device-choice";
import { useOutletPrinters } from "../api/get-outlet-printers";
import { devicePrintersFor, printOnDevices } from "./device-papers";
import { type DevicePrinters, devicePrinters } from "./device-printers";

/**
 * 'Cetak otomatis', per device (this browser's local storage): the receipt once a payment is taken
 * here, the kitchen ticket once an order is placed here, on this till's device printers. On until
 * the cashier turns it off: a till that connected a printer means to use it.
 */
export const AUTO_PRINT_KEYS: Record<TillPaper["document"], string> = {
  receipt: "kedai.auto-print.receipt",
  kitchen: "kedai.auto-print.kitchen",
};
const SWITCH = ["on", "off"] as const;

export function useAutoPrint(document: TillPaper["document"]): [boolean, (on: boolean) => void] {
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

/** Prints and tells the cashier of each printer that failed (the sale has gone through regardless). */
async function printAndTell(
  paper: TillPaper,
  context: { printers: readonly PrinterRecord[]; storeName: string; devices: DevicePrinters },
) {
  for (const outcome of await printOnDevices(paper, context)) {
    if (!outcome.ok) toast.error(outcome.message);
  }
}

/**
 * The till's printing on its own printers, installed by the till's screen: prints what this till
 * makes where the switches say so, and answers 'Cetak Struk' on a device printer when there is one.
 */
export function useDevicePrinting(
  outletId: string | null,
  storeName: string,
  devices: DevicePrinters = devicePrinters,
): void {
  const printers = useOutletPrinters(outletId).data ?? [];
  const [receiptAuto] = useAutoPrint("receipt");
  const [kitchenAuto] = useAutoPrint("kitchen");
  const latest = useRef({ printers, storeName, receiptAuto, kitchenAuto });
  latest.current = { printers, storeName, receiptAuto, kitchenAuto };

  useEffect(
    () =>
      installTillPrinting({
        made(paper) {
          const now = latest.current;
          const auto = paper.document === "receipt" ? now.receiptAuto : now.kitchenAuto;
          if (auto) void printAndTell(paper, { ...now, devices });
        },
        has: (document) => devicePrintersFor(latest.current.printers, document, devices).length > 0,
        print(paper) {
          void printAndTell(paper, { ...latest.current, devices });
        },
      }),
    [devices],
  );
}
