import {
  invoiceStatusMachine,
  locationStatusMachine,
  orderStatusMachine,
  paymentStatusMachine,
  qrisStatusMachine,
  refundStatusMachine,
  type StatusMachine,
  stockCountStatusMachine,
  stockRequestStatusMachine,
  stockTransferStatusMachine,
  tableStatusMachine,
} from "@kedai/shared";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { StatusTarget } from "../lib/status-change";
import {
  diningTables,
  locations,
  orderEvents,
  orderStatusChanges,
  orders,
  paymentInvoices,
  qrisPayments,
  refunds,
  stockCounts,
  stockRequests,
  stockTransfers,
} from "./schema";

/**
 * The status machine behind every status column of the schema (ADR 0007): a column named
 * `status`, `*_status` or `state` takes its values, and is moved, only by its machine. History
 * columns (an order's status changes, its live events) record the statuses of the machine they
 * copy. `status-columns.test.ts` fails on a status column missing here, or whose values are not
 * its machine's.
 */
export const STATUS_COLUMNS: ReadonlyArray<readonly [AnyPgColumn, StatusMachine<string>]> = [
  [orders.status, orderStatusMachine],
  [orders.paymentStatus, paymentStatusMachine],
  [orderStatusChanges.fromStatus, orderStatusMachine],
  [orderStatusChanges.toStatus, orderStatusMachine],
  [orderEvents.status, orderStatusMachine],
  [paymentInvoices.status, invoiceStatusMachine],
  [qrisPayments.status, qrisStatusMachine],
  [refunds.status, refundStatusMachine],
  [stockRequests.status, stockRequestStatusMachine],
  [stockTransfers.status, stockTransferStatusMachine],
  [stockCounts.status, stockCountStatusMachine],
  [diningTables.status, tableStatusMachine],
  [locations.status, locationStatusMachine],
];

const machineOf = new Map(STATUS_COLUMNS);

type StatusColumnOf<T> = { [K in keyof T]: T[K] extends AnyPgColumn ? K : never }[keyof T] & string;
type StatusOf<C> = C extends AnyPgColumn ? Extract<C["_"]["data"], string> : never;

/**
 * What `changeStatus` needs to move a row of `table` in its status column `field` (`status` unless
 * said): the column's registered machine, and how messages name one of its rows ("transfer stok").
 * The machine's statuses are the column's (the test holds them equal), hence the typed answer.
 */
export function statusTargetOf<
  T extends PgTable & { id: AnyPgColumn },
  K extends StatusColumnOf<T> = "status" & StatusColumnOf<T>,
>(table: T, noun: string, field: K = "status" as K): StatusTarget<StatusOf<T[K]>, T> {
  const machine = machineOf.get(table[field] as AnyPgColumn);
  if (!machine) throw new Error(`No status machine is registered for ${noun} (${field})`);
  return { table, field, machine: machine as StatusMachine<StatusOf<T[K]>>, noun };
}
