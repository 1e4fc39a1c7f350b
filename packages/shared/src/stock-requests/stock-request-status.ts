import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";

/** A franchise member's request for stock from head office. Code names a status as `STOCK_REQUEST_STATUS.Dikirim`. */
export const STOCK_REQUEST_STATUSES = ["Diajukan", "Diproses", "Dikirim", "Selesai", "Dibatalkan"] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];
export const STOCK_REQUEST_STATUS = namedValues(STOCK_REQUEST_STATUSES);

/**
 * Submitted → processed ('Proses') → shipped ('Kirim') → finished ('Selesaikan'). Head office may
 * cancel a request until it ships. A shipped one is not cancellable: the goods have left head
 * office's stock and are with the outlet or on the road, and a click cannot bring them back; a
 * problem with a delivery is finished and then corrected with a stock adjustment or a new request.
 */
export const stockRequestStatusMachine = defineStatusMachine<StockRequestStatus>({
  statuses: STOCK_REQUEST_STATUSES,
  initial: "Diajukan",
  final: ["Selesai", "Dibatalkan"],
  transitions: {
    Diajukan: ["Diproses", "Dibatalkan"],
    Diproses: ["Dikirim", "Dibatalkan"],
    Dikirim: ["Selesai"],
    Selesai: [],
    Dibatalkan: [],
  },
});
