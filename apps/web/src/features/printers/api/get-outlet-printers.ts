import type { PrinterRecord } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { listQueryOptions } from "../../../lib/use-resource";
import { PRINTERS_PATH } from "./use-printers";

/** A failed ticket shows up within this long at the till (prints go out a moment after the sale). */
const STATUS_REFRESH_MS = 15_000;

/** GET /printers?outlet=: the printers of the till's outlet and their last print, kept fresh. */
export function useOutletPrinters(outletId: string | null) {
  return useQuery({
    ...listQueryOptions<PrinterRecord>(PRINTERS_PATH, { outlet: outletId ?? "" }),
    enabled: outletId !== null,
    refetchInterval: STATUS_REFRESH_MS,
  });
}
