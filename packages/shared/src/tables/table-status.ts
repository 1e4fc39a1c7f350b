import { defineStatusMachine } from "../common/status-machine";
import { TABLE_STATUSES, type TableStatus } from "./tables.contract";

/**
 * A dining table is free, seated or held for a booking, and any of them may follow any other: an
 * order seats and frees it, the admin reserves it or frees it by hand. No status is final.
 */
export const tableStatusMachine = defineStatusMachine<TableStatus>({
  statuses: TABLE_STATUSES,
  initial: "Available",
  final: [],
  transitions: {
    Available: ["Occupied", "Reserved"],
    Occupied: ["Available", "Reserved"],
    Reserved: ["Available", "Occupied"],
  },
});
