import {
  PAYMENT_METHODS_FOR_PURCHASE,
  STOCK_ADJUSTMENT_TYPES,
  STOCK_COUNT_STATUSES,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_REFERENCE_TYPES,
  STOCK_REQUEST_STATUSES,
  STOCK_TRANSFER_STATUSES,
  stockCountStatusMachine,
  stockRequestStatusMachine,
  stockTransferStatusMachine,
} from "@kedai/shared";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stockItems } from "./catalog";
import { createdAt, decimal, id, money, updatedAt } from "./columns";
import { customers, users } from "./people";
import { locations } from "./places";
import { suppliers } from "./suppliers";

/** Who wrote a record: the account while it exists, and the name as it was then. */
const writtenBy = () => ({
  byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "restrict" }),
  byName: text("by_name"),
});

/** The location stock moved at: a location that holds stock or its history cannot be deleted. */
const stockLocationId = () =>
  uuid("location_id")
    .notNull()
    .references(() => locations.id, { onDelete: "restrict" });

/**
 * Every change of a stock item's quantity at a location, append-only (docs/business-rules.md#stock):
 * a location's quantity of an item is the sum of its movements there. They go with the item when
 * it is deleted.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    stockItemId: uuid("stock_item_id")
      .notNull()
      .references(() => stockItems.id, { onDelete: "restrict" }),
    locationId: stockLocationId(),
    quantity: decimal("quantity").notNull(),
    reason: text("reason", { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    referenceType: text("reference_type", { enum: STOCK_MOVEMENT_REFERENCE_TYPES }),
    referenceId: uuid("reference_id"),
    referenceLabel: text("reference_label"),
    ...writtenBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_item_created_idx").on(t.stockItemId, t.createdAt),
    index("stock_movements_location_created_idx").on(t.locationId, t.createdAt),
  ],
);

/**
 * What each location holds of each item: the sum of that location's movements, kept by the
 * statement that writes them (applyStockChanges). An item's `quantity_in_stock` is the sum of its
 * levels. A pair that never moved has no row (quantity 0). `low_stock_threshold` is the location's
 * own (a kiosk keeps less flour than head office); null, the item's threshold applies there.
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    stockItemId: uuid("stock_item_id")
      .notNull()
      .references(() => stockItems.id, { onDelete: "cascade" }),
    locationId: stockLocationId(),
    quantity: decimal("quantity").notNull(),
    lowStockThreshold: decimal("low_stock_threshold"),
  },
  (t) => [primaryKey({ columns: [t.stockItemId, t.locationId] }), index("stock_levels_location_idx").on(t.locationId)],
);

/** A purchase from a supplier (an archived supplier keeps its name here: its purchases refer to it). */
export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "restrict" }),
    /** Where the goods were received. */
    locationId: stockLocationId(),
    invoiceNumber: text("invoice_number"),
    /** The business day of the purchase, as entered. */
    purchaseDate: date("purchase_date", { mode: "string" }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS_FOR_PURCHASE }).notNull().default("Cash"),
    notes: text("notes"),
    totalCost: money("total_cost").notNull(),
    ...writtenBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("purchases_date_idx").on(t.purchaseDate, t.createdAt),
    index("purchases_supplier_date_idx").on(t.supplierId, t.purchaseDate, t.createdAt),
    check("purchases_total_nonnegative", sql`${t.totalCost} >= 0`),
  ],
);

export const purchaseItems = pgTable(
  "purchase_items",
  {
    id: id(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    stockItemId: uuid("stock_item_id").references(() => stockItems.id, { onDelete: "restrict" }),
    /** The unit as it was bought, so a deleted item's line still reads "2 kg". */
    unitName: text("unit_name").notNull(),
    quantity: decimal("quantity").notNull(),
    purchasePrice: decimal("purchase_price").notNull(),
    subtotal: money("subtotal").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("purchase_items_purchase_idx").on(t.purchaseId),
    check("purchase_items_quantity_positive", sql`${t.quantity} > 0`),
    check("purchase_items_price_positive", sql`${t.purchasePrice} > 0`),
  ],
);

/** A correction of an item's quantity; `quantity` is signed by its type. */
export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: id(),
    stockItemId: uuid("stock_item_id").references(() => stockItems.id, { onDelete: "restrict" }),
    unitName: text("unit_name").notNull(),
    quantity: decimal("quantity").notNull(),
    type: text("type", { enum: STOCK_ADJUSTMENT_TYPES }).notNull(),
    locationId: stockLocationId(),
    notes: text("notes"),
    date: date("date", { mode: "string" }).notNull(),
    ...writtenBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_adjustments_date_idx").on(t.date, t.createdAt),
    check("stock_adjustments_quantity_nonzero", sql`${t.quantity} <> 0`),
  ],
);

/**
 * A franchise member's request for stock (docs/business-rules.md#stock-requests). The member's
 * name and outlet are kept as they were, for the board once the account is gone.
 */
export const stockRequests = pgTable(
  "stock_requests",
  {
    id: id(),
    memberId: uuid("member_id").references(() => customers.id, { onDelete: "restrict" }),
    outletName: text("outlet_name").notNull(),
    status: text("status", { enum: STOCK_REQUEST_STATUSES }).notNull().default(stockRequestStatusMachine.initial),
    notes: text("notes"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("stock_requests_status_created_idx").on(t.status, t.createdAt),
    index("stock_requests_member_created_idx").on(t.memberId, t.createdAt),
  ],
);

export const stockRequestItems = pgTable(
  "stock_request_items",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => stockRequests.id, { onDelete: "cascade" }),
    stockItemId: uuid("stock_item_id").references(() => stockItems.id, { onDelete: "restrict" }),
    unitName: text("unit_name").notNull(),
    quantity: decimal("quantity").notNull(),
    /** What head office has shipped of the line so far (one or more shipments); the rest is open. */
    shippedQuantity: decimal("shipped_quantity").notNull().default(0),
    position: integer("position").notNull(),
  },
  (t) => [
    index("stock_request_items_request_idx").on(t.requestId),
    check("stock_request_items_quantity_positive", sql`${t.quantity} > 0`),
    // Never more than was asked: an over-shipment is refused before it is written, and this keeps it so.
    check(
      "stock_request_items_shipped_within_quantity",
      sql`${t.shippedQuantity} >= 0 and ${t.shippedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * Stock sent from one location to another (docs/decisions/0030-stock-transfers.md): taken from `from`
 * when sent, added to `to` when received, put back at `from` when cancelled on the way. The
 * sender is `by_*`; the receiver's or canceller's name is kept as it was then.
 */
export const stockTransfers = pgTable(
  "stock_transfers",
  {
    id: id(),
    fromLocationId: uuid("from_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    toLocationId: uuid("to_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    /** Its document number, "TRF-2026-0012": printed on its papers, given once when it is sent. */
    number: text("number").notNull().unique(),
    status: text("status", { enum: STOCK_TRANSFER_STATUSES }).notNull().default(stockTransferStatusMachine.initial),
    notes: text("notes"),
    ...writtenBy(),
    createdAt: createdAt(),
    receivedByName: text("received_by_name"),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }),
    cancelledByName: text("cancelled_by_name"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("stock_transfers_created_idx").on(t.createdAt),
    index("stock_transfers_from_created_idx").on(t.fromLocationId, t.createdAt),
    index("stock_transfers_to_created_idx").on(t.toLocationId, t.createdAt),
    check("stock_transfers_two_places", sql`${t.fromLocationId} <> ${t.toLocationId}`),
  ],
);

export const stockTransferItems = pgTable(
  "stock_transfer_items",
  {
    id: id(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => stockTransfers.id, { onDelete: "cascade" }),
    stockItemId: uuid("stock_item_id").references(() => stockItems.id, { onDelete: "restrict" }),
    unitName: text("unit_name").notNull(),
    sentQuantity: decimal("sent_quantity").notNull(),
    /** Null until the transfer is received. */
    receivedQuantity: decimal("received_quantity"),
    position: integer("position").notNull(),
  },
  (t) => [
    index("stock_transfer_items_transfer_idx").on(t.transferId),
    check("stock_transfer_items_sent_positive", sql`${t.sentQuantity} > 0`),
    check("stock_transfer_items_received_nonnegative", sql`${t.receivedQuantity} >= 0`),
  ],
);

/**
 * A stock count ('stok opname', docs/decisions/0035-stock-counts-and-usage-variance.md) of one
 * location on one day: a draft until posted, when each line's difference from what the system held
 * at the location became an 'opname' movement. `posted_at` is the posting transaction's time, the
 * same instant as its movements', so the variance report can split the ledger at it.
 */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    /** The business day counted. */
    date: date("date", { mode: "string" }).notNull(),
    /** Its document number, "OPN-2026-0003": printed on its papers, given once when it is created. */
    number: text("number").notNull().unique(),
    status: text("status", { enum: STOCK_COUNT_STATUSES }).notNull().default(stockCountStatusMachine.initial),
    notes: text("notes"),
    ...writtenBy(),
    createdAt: createdAt(),
    postedByName: text("posted_by_name"),
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("stock_counts_date_idx").on(t.date, t.createdAt),
    index("stock_counts_location_date_idx").on(t.locationId, t.date, t.postedAt),
  ],
);

export const stockCountItems = pgTable(
  "stock_count_items",
  {
    id: id(),
    countId: uuid("count_id")
      .notNull()
      .references(() => stockCounts.id, { onDelete: "cascade" }),
    stockItemId: uuid("stock_item_id").references(() => stockItems.id, { onDelete: "restrict" }),
    unitName: text("unit_name").notNull(),
    countedQuantity: decimal("counted_quantity").notNull(),
    /** What the location held when the count was posted (null while a draft). */
    systemQuantity: decimal("system_quantity"),
    /** The item's cost per unit when the count was posted (null while a draft). */
    unitCost: decimal("unit_cost"),
    position: integer("position").notNull(),
  },
  (t) => [
    index("stock_count_items_count_idx").on(t.countId),
    index("stock_count_items_item_idx").on(t.stockItemId),
    check("stock_count_items_counted_nonnegative", sql`${t.countedQuantity} >= 0`),
  ],
);

/**
 * The last document number given per kind and year (lib/document-numbers.ts): "TRF" transfers,
 * "OPN" stock counts. One row per kind and year, raised by one inside the creating transaction, so
 * two papers made at once never share a number and a rolled-back one gives its number back.
 */
export const documentNumbers = pgTable(
  "document_numbers",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
