import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";

/** A franchise member's request for stock from head office. Code names a status as `STOCK_REQUEST_STATUS.Dikirim`. */
export const STOCK_REQUEST_STATUSES = ["Diajukan", "Diproses", "Dikirim", "Selesai", "Dibatalkan"] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];
export const STOCK_REQUEST_STATUS = namedValues(STOCK_REQUEST_STATUSES);

/**
 * Submitted → processed ('Proses') → shipped ('Kirim') → finished ('Selesaikan'). Head office may
 * cancel a request until it is finished. Cancelling a shipped one means the delivery came back
 * (refused, wrong goods, never left the van): its quantities return to head office's stock, each
 * with a movement. Once the outlet has confirmed it (Selesai) a problem is corrected with a stock
 * adjustment or a new request instead.
 */
export const stockRequestStatusMachine = defineStatusMachine<StockRequestStatus>({
  statuses: STOCK_REQUEST_STATUSES,
  initial: "Diajukan",
  final: ["Selesai", "Dibatalkan"],
  transitions: {
    Diajukan: ["Diproses", "Dibatalkan"],
    Diproses: ["Dikirim", "Dibatalkan"],
    Dikirim: ["Selesai", "Dibatalkan"],
    Selesai: [],
    Dibatalkan: [],
  },
});
