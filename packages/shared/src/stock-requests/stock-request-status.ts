import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";

/** A franchise member's request for stock from head office. Code names a status as `STOCK_REQUEST_STATUS.Dikirim`. */
export const STOCK_REQUEST_STATUSES = [
  "Diajukan",
  "Diproses",
  "Dikirim Sebagian",
  "Dikirim",
  "Selesai",
  "Dibatalkan",
] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];
export const STOCK_REQUEST_STATUS = namedValues(STOCK_REQUEST_STATUSES);

/**
 * Submitted → processed ('Proses') → shipped ('Kirim') → finished ('Selesaikan'). A shipment sends
 * what head office holds now: when some of a line is left open the request is 'Dikirim Sebagian',
 * and a later shipment sends the rest ('Dikirim'); head office may also finish a partly shipped
 * request when the rest will not come. Head office may cancel a request until it is finished.
 * Cancelling a shipped one means the delivery came back (refused, wrong goods, never left the
 * van): what was shipped returns to head office's stock, each with a movement. Once the outlet has
 * confirmed it (Selesai) a problem is corrected with a stock adjustment or a new request instead.
 */
export const stockRequestStatusMachine = defineStatusMachine<StockRequestStatus>({
  statuses: STOCK_REQUEST_STATUSES,
  initial: "Diajukan",
  final: ["Selesai", "Dibatalkan"],
  transitions: {
    Diajukan: ["Diproses", "Dibatalkan"],
    Diproses: ["Dikirim Sebagian", "Dikirim", "Dibatalkan"],
    "Dikirim Sebagian": ["Dikirim", "Selesai", "Dibatalkan"],
    Dikirim: ["Selesai", "Dibatalkan"],
    Selesai: [],
    Dibatalkan: [],
  },
});

/** The statuses in which goods of the request are on their way or delivered: a cancel returns them. */
export const STOCK_REQUEST_SHIPPED_STATUSES = [
  STOCK_REQUEST_STATUS["Dikirim Sebagian"],
  STOCK_REQUEST_STATUS.Dikirim,
] as const satisfies readonly StockRequestStatus[];

/** The statuses a shipment may leave from: processed, or shipped in part with the rest still open. */
export const STOCK_REQUEST_SHIPPABLE_STATUSES = [
  STOCK_REQUEST_STATUS.Diproses,
  STOCK_REQUEST_STATUS["Dikirim Sebagian"],
] as const satisfies readonly StockRequestStatus[];
