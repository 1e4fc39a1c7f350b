import {
  type DeliveryMethod,
  type LineOrigin,
  OJOL_PLATFORMS,
  ORDER_CHANNELS,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderApprovalRecord,
  orderStatusMachine,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
} from "@kedai/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products, promos } from "./catalog";
import { createdAt, decimal, id, money, updatedAt } from "./columns";
import { customers, users } from "./people";
import { diningTables, locations } from "./places";

export type OrderCustomerDetails = {
  name: string;
  phone?: string;
  email?: string;
  addressDetail?: string;
  addressNotes?: string;
};
export type OrderDeliveryInfo = {
  method: DeliveryMethod;
  outlet?: string;
  dateTime?: string;
  fee: number;
};
/** Who confirmed a payment the cashier did not check by eye: a QRIS paid through Xendit. */
export type PaymentConfirmer = "xendit";
/** `confirmedBy` absent: recorded by hand (cash counted, a static QRIS sticker looked at). */
export type OrderPaymentDetails = {
  method: string;
  amountPaid: number;
  change: number;
  confirmedBy?: PaymentConfirmer;
};
/** One payment of a split payment, in the order taken; `change` only on a last cash part. */
/** Who approved what at the till (docs/decisions/0041-manager-approval-at-the-till.md), with their name then. */
export type OrderApproval = OrderApprovalRecord;

export type OrderPayment = { method: string; amount: number; change: number; confirmedBy?: PaymentConfirmer };
/**
 * An option as sold. `externalId`: on a food platform's line, the platform's id of the option (so
 * a line Kedai could not match can be mapped later, docs/business-rules.md#ojol); absent otherwise.
 */
export type OrderItemOption = { name: string; price: number; externalId?: string };
/** A stock item and how much of it an order took. */
export type OrderStockUse = { stockItemId: string; quantity: number };
/** What an order a till took offline records (syncedAt: ISO time it reached the server). */
export type OrderOffline = { deviceId: string; catalogVersion: number; pricedWithVersion: number; syncedAt: string };

/** What closing a register stores, so the shift's figures stay as they were counted. */
export type RegisterShiftSummary = {
  openingBalance: number;
  cashSales: number;
  /** Completed orders' totals per non-cash method ("QRIS", "Debit Card", …). */
  nonCashSales: Record<string, number>;
  /** Paid back from the drawer for cancelled paid orders (absent from summaries stored before refunds). */
  refunds?: { orderId: string; amount: number; at: string }[];
  expectedCash: number;
  countedCash: number;
  /** countedCash − expectedCash: negative when cash is missing from the drawer. */
  difference: number;
  completedOrders: number;
  openOrders: number;
};

/**
 * A cashier's shift at one outlet, from opening (with the float in the drawer) to closing (with
 * the counted cash and the stored summary). One open session per cashier: the partial unique
 * index makes a second opening fail even when two arrive at once.
 */
export const registerSessions = pgTable(
  "register_sessions",
  {
    id: id(),
    /** Null once the cashier's account is deleted; `cashierName` keeps the shift readable. */
    cashierId: uuid("cashier_id").references(() => users.id, { onDelete: "restrict" }),
    cashierName: text("cashier_name").notNull().default(""),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    openingBalance: money("opening_balance").notNull(),
    openingNotes: text("opening_notes"),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    closingBalance: money("closing_balance"),
    closingNotes: text("closing_notes"),
    summary: jsonb("summary").$type<RegisterShiftSummary>(),
  },
  (t) => [
    uniqueIndex("register_sessions_one_open_per_cashier").on(t.cashierId).where(sql`${t.closedAt} is null`),
    index("register_sessions_opened_idx").on(t.openedAt),
  ],
);

/**
 * Orders from both channels. Names that may later change or disappear (waiter, table,
 * product) are snapshotted so history stays readable.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderId: text("order_id").notNull().unique(),
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull(),
    orderType: text("order_type", { enum: ORDER_TYPES }).notNull(),
    /** Moves only along the shared status table, through `lib/status-change.ts`. */
    status: text("status", { enum: ORDER_STATUSES }).notNull().default(orderStatusMachine.initial),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default(PAYMENT_STATUS.Pending),
    paymentMethod: text("payment_method").notNull(),
    paymentDetails: jsonb("payment_details").$type<OrderPaymentDetails>(),
    /**
     * Every payment of an order paid in several (ADR 0033); null for an order paid at once, whose
     * one payment is `paymentDetails` (which keeps the first part of a split payment too).
     */
    payments: jsonb("payments").$type<OrderPayment[]>(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull().default(""),
    customerDetails: jsonb("customer_details").$type<OrderCustomerDetails>(),
    deliveryInfo: jsonb("delivery_info").$type<OrderDeliveryInfo>(),
    cashierId: uuid("cashier_id").references(() => users.id, { onDelete: "restrict" }),
    cashierName: text("cashier_name"),
    waiterId: uuid("waiter_id").references(() => users.id, { onDelete: "restrict" }),
    waiterName: text("waiter_name"),
    tableId: uuid("table_id").references(() => diningTables.id, { onDelete: "restrict" }),
    tableName: text("table_name"),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "restrict" }),
    /** The cashier's shift a POS order was taken in; online orders have none. */
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id, { onDelete: "restrict" }),
    /**
     * The client's `Idempotency-Key` for the submit that created the order: a retry with the same
     * key finds this order instead of creating a second one (unique, so two at once cannot both insert).
     */
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the body that key first came with: the same key with another body is refused. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /**
     * The order's unguessable secret (random, returned only to whoever placed it): a guest's proof
     * of ownership for paying online and the key of every public look-up (the display id can be guessed).
     */
    accessToken: text("access_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    notes: text("notes"),
    /**
     * Set when a till took the order offline and synced it later: the order's `createdAt` is then
     * the time the till took it (docs/business-rules.md#offline); null for orders placed online.
     */
    offline: jsonb("offline").$type<OrderOffline>(),
    /** The manager's approvals this order needed: a cashier discount above the limit, cancelling it once paid. */
    approvals: jsonb("approvals").$type<OrderApproval[]>().notNull().default([]),
    /**
     * The stock the order took when it was placed (recipes × quantities, packaging): a
     * cancellation puts back exactly this, even if a recipe changed in between.
     */
    stockUsed: jsonb("stock_used").$type<OrderStockUse[]>().notNull().default([]),
    subTotal: money("sub_total").notNull(),
    /** Percent (5 = 5 %), up to 100 with four decimals: the rate the totals were computed with. */
    serviceChargeRate: numeric("service_charge_rate", { precision: 7, scale: 4, mode: "number" }).notNull().default(0),
    serviceCharge: money("service_charge").notNull().default(0),
    packagingFee: money("packaging_fee").notNull().default(0),
    deliveryFee: money("delivery_fee").notNull().default(0),
    /** Percent, like serviceChargeRate. */
    taxRate: numeric("tax_rate", { precision: 7, scale: 4, mode: "number" }).notNull(),
    taxLabel: text("tax_label").notNull(),
    tax: money("tax").notNull().default(0),
    promoId: uuid("promo_id").references(() => promos.id, { onDelete: "restrict" }),
    promoName: text("promo_name"),
    promoDiscount: money("promo_discount").notNull().default(0),
    /** Cashier discount given at finalize. */
    discount: money("discount").notNull().default(0),
    pointsRedeemed: integer("points_redeemed").notNull().default(0),
    pointsDiscount: money("points_discount").notNull().default(0),
    pointsEarned: integer("points_earned").notNull().default(0),
    totalAmount: money("total_amount").notNull(),
    /** The food platform an 'Ojol' order came from (docs/decisions/0056-ojol-orders-in.md); null for Kedai's own. */
    platform: text("platform", { enum: OJOL_PLATFORMS }),
    /** The platform's id of the order (GrabFood's orderID, GoFood's order_number): unique per platform. */
    platformOrderId: text("platform_order_id"),
    /** The number the driver and the platform's app show ('GF-123'). */
    platformShortCode: text("platform_short_code"),
    driverName: text("driver_name"),
    /** What the platform keeps of the order, in rupiah: null until known (its figure, or the link's rate). */
    platformCommission: money("platform_commission"),
    /** A platform order with an item Kedai could not match to its menu: the cashier maps it. */
    needsMapping: boolean("needs_mapping").notNull().default(false),
    /** When the platform gives the order up unless the outlet accepts it; null once accepted (or accepted by itself). */
    acceptDeadline: timestamp("accept_deadline", { withTimezone: true, mode: "date" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status),
    index("orders_customer_idx").on(t.customerId),
    index("orders_register_session_idx").on(t.registerSessionId),
    uniqueIndex("orders_platform_order_idx").on(t.platform, t.platformOrderId),
    // The back office's list of platform orders still to map: a few rows among every order ever.
    index("orders_needs_mapping_idx").on(t.createdAt).where(sql`${t.needsMapping}`),
    // Reports read completed orders by completion time. The status is written into the index
    // definition as a literal: a bound parameter cannot appear in CREATE INDEX.
    index("orders_completed_idx")
      .on(t.completedAt)
      .where(sql`${t.status} = ${sql.raw(`'${ORDER_STATUS.Completed}'`)}`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** The line's place in the cart: items of one order share their creation time. */
    position: integer("position").notNull().default(0),
    quantity: integer("quantity").notNull(),
    basePrice: money("base_price").notNull(),
    selectedOptions: jsonb("selected_options").$type<OrderItemOption[]>().notNull().default([]),
    finalPricePerItem: money("final_price_per_item").notNull(),
    /** Recipe cost per unit at sale time, so later recipe or cost changes leave past COGS alone. */
    unitCogs: decimal("unit_cogs").notNull().default(0),
    /** 1 for the lines placed with the order; an edit that adds lines puts them in the next round ('Tambahan'). */
    round: integer("round").notNull().default(1),
    /** The order a split or a merge moved the line from (its kitchen ticket has it); null if ordered here. */
    cameFrom: jsonb("came_from").$type<LineOrigin>(),
    /**
     * A food platform's line: the platform's id of the item as its order named it (Kedai's product
     * id, or the platform's own), kept so a line Kedai could not match can be mapped later
     * (docs/business-rules.md#ojol). Null for Kedai's own orders.
     */
    externalId: text("external_id"),
    createdAt: createdAt(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

/**
 * Every status an order has been given, who gave it and when; `fromStatus` is null for the
 * creation. Written in the same transaction as the status itself.
 */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    changedById: uuid("changed_by_id").references(() => users.id, { onDelete: "restrict" }),
    /** Snapshotted like the waiter's name, so history stays readable after the account goes. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What happened besides the status: a split, a table move, a merge (ADR 0034), a 'Tambahan' round, a split payment (ADR 0033); the status may stay the same. */
    note: text("note"),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId)],
);

/**
 * Points a cashier took off a customer's balance before the order was placed. The customer's
 * next POS order in the same register session consumes it (`orderId` set); a reservation no
 * order used is given back when that register session closes (`releasedAt` set). Taking the
 * points when reserving, not when ordering, is what stops two tills spending the same points.
 */
export const pointsReservations = pgTable(
  "points_reservations",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    registerSessionId: uuid("register_session_id")
      .notNull()
      .references(() => registerSessions.id, { onDelete: "cascade" }),
    reservedById: uuid("reserved_by_id").references(() => users.id, { onDelete: "restrict" }),
    points: integer("points").notNull(),
    discountAmount: money("discount_amount").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("points_reservations_open_idx")
      .on(t.registerSessionId, t.customerId)
      .where(sql`${t.orderId} is null and ${t.releasedAt} is null`),
    check("points_reservations_points_positive", sql`${t.points} > 0`),
  ],
);

/**
 * What happened to orders, in order: the live stream tells the order list and the kitchen from
 * here, and a client that reconnects with `Last-Event-ID` is sent every row after that id. The
 * serial id is the event id; rows are pruned once no reconnecting client could still want them.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    orderId: uuid("order_id").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_created_idx").on(t.createdAt)],
);

/**
 * The till commands applied (docs/decisions/0046-till-commands.md): one row per command that acted
 * on an order, written in the transaction that applied it, so a command sent again (its answer
 * lost, or from a second tab) finds its row and is answered without a second effect. A command
 * that placed an order needs none: the order's own `idempotencyKey` is its row.
 */
export const tillCommands = pgTable(
  "till_commands",
  {
    /** The command's Idempotency-Key scoped to its sender, hashed as an order's key is. */
    key: text("key").primaryKey(),
    /** The command's fingerprint: the same key with another command is refused. */
    fingerprint: text("fingerprint").notNull(),
    kind: text("kind").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    appliedAt: createdAt(),
  },
  (t) => [index("till_commands_order_idx").on(t.orderId)],
);
