import type { PrinterRecord } from "@kedai/shared";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { installTillPrinting, type TillPaper } from "../../../lib/till-papers";
import { toast } from "../../../lib/toast";
import { useDeviceChoice } from "../../../lib/use-device-choice";
import { useOutletPrinters } from "../api/get-outlet-printers";
import { devicePrintersFor, printOnDevices } from "./device-papers";
import { type DevicePrinters, devicePrinters } from "./device-printers";
import { canvasLogo, type LogoLoader, logoPixels } from "./logo-pixels";

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
async function printAndTell(paper: TillPaper, { logoUrl, loadLogo, ...context }: PrintContext) {
  if (devicePrintersFor(context.printers, paper.document, context.devices).length === 0) return;
  const logo = paper.document === "receipt" ? await logoPixels(logoUrl, loadLogo) : null;
  for (const outcome of await printOnDevices(paper, { ...context, logo })) {
    if (!outcome.ok) toast.error(outcome.message);
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
 * makes where the switches say so, and answers 'Cetak Struk' on a device printer when there is one.
 */
export function useDevicePrinting(
  { outletId, storeName, logoUrl }: TillPrintingSetup,
  { devices = devicePrinters, loadLogo = canvasLogo }: { devices?: DevicePrinters; loadLogo?: LogoLoader } = {},
): void {
  const printers = useOutletPrinters(outletId).data ?? [];
  const [receiptAuto] = useAutoPrint("receipt");
  const [kitchenAuto] = useAutoPrint("kitchen");
  const latest = useRef({ printers, storeName, logoUrl, receiptAuto, kitchenAuto });
  latest.current = { printers, storeName, logoUrl, receiptAuto, kitchenAuto };

  useEffect(
    () =>
      installTillPrinting({
        made(paper) {
          const now = latest.current;
          const auto = paper.document === "receipt" ? now.receiptAuto : now.kitchenAuto;
          if (auto) void printAndTell(paper, { ...now, devices, loadLogo });
        },
        has: (document) => devicePrintersFor(latest.current.printers, document, devices).length > 0,
        print(paper) {
          void printAndTell(paper, { ...latest.current, devices, loadLogo });
        },
      }),
    [devices, loadLogo],
  );
}
