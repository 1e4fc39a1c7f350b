import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";
import { STOCK_COUNT_STATUSES, type StockCountStatus } from "./stock-counts.contract";

export const STOCK_COUNT_STATUS = namedValues(STOCK_COUNT_STATUSES);

/** A draft, edited freely, posted once; a posted count is corrected by a new count, never edited. */
export const stockCountStatusMachine = defineStatusMachine<StockCountStatus>({
  statuses: STOCK_COUNT_STATUSES,
  initial: "Draf",
  final: ["Diposting"],
  transitions: { Draf: ["Diposting"], Diposting: [] },
});
