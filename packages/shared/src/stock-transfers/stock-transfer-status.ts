import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";
import { STOCK_TRANSFER_STATUSES, type StockTransferStatus } from "./stock-transfers.contract";

export const STOCK_TRANSFER_STATUS = namedValues(STOCK_TRANSFER_STATUSES);

/** Sent, then received once or cancelled while on its way (the contract says what each moves). */
export const stockTransferStatusMachine = defineStatusMachine<StockTransferStatus>({
  statuses: STOCK_TRANSFER_STATUSES,
  initial: "Dikirim",
  final: ["Diterima", "Dibatalkan"],
  transitions: { Dikirim: ["Diterima", "Dibatalkan"], Diterima: [], Dibatalkan: [] },
});
