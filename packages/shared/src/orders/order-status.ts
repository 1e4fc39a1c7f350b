import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";
import { ORDER_TYPE, type OrderType } from "./order-type";

/**
 * The order's fixed vocabularies. Code names a value through the `ORDER_STATUS.Preparing`-style
 * objects, never by a hand-typed string.
 */
export const ORDER_STATUSES = ["New", "Preparing", "Ready", "Completed", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS = namedValues(ORDER_STATUSES);

export const PAYMENT_STATUSES = ["Pending", "Paid", "Failed", "Expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS = namedValues(PAYMENT_STATUSES);

/**
 * An order's payment: Pending until the gateway answers (an online order paid there, or its invoice
 * expired); an order paid at the till is stored Paid at once. Each answer is final: money back is a
 * refund, recorded apart from this status.
 */
export const paymentStatusMachine = defineStatusMachine<PaymentStatus>({
  statuses: PAYMENT_STATUSES,
  initial: "Pending",
  final: ["Paid", "Failed", "Expired"],
  transitions: { Pending: ["Paid", "Failed", "Expired"], Paid: [], Failed: [], Expired: [] },
});

/** Where an order was placed: at the cashier, on the storefront, or on a food platform (ojol). */
export const ORDER_CHANNELS = ["pos", "online", "ojol"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL = namedValues(ORDER_CHANNELS);

/**
 * The kitchen flow New → Preparing → Ready → Completed; an order not yet completed can be
 * cancelled. Ready's only forward move is Completed, which takes payment (see below).
 */
export const orderStatusMachine = defineStatusMachine<OrderStatus>({
  statuses: ORDER_STATUSES,
  initial: "New",
  final: ["Completed", "Cancelled"],
  transitions: {
    New: ["Preparing", "Cancelled"],
    Preparing: ["Ready", "Cancelled"],
    Ready: ["Completed", "Cancelled"],
    Completed: [],
    Cancelled: [],
  },
});

/**
 * Statuses only the finalize step (taking payment) may set. A plain status change to Completed
 * is refused, so no order counts as revenue without its payment being recorded.
 */
export const ORDER_STATUSES_SET_BY_FINALIZE: readonly OrderStatus[] = [ORDER_STATUS.Completed];

/** The moves a plain status change may make from `status`: the table's, less finalize's. */
export const orderStatusChangeTargets = (status: OrderStatus): readonly OrderStatus[] =>
  orderStatusMachine.nextStatuses(status).filter((to) => !ORDER_STATUSES_SET_BY_FINALIZE.includes(to));

export const canChangeOrderStatus = (from: OrderStatus, to: OrderStatus): boolean =>
  orderStatusChangeTargets(from).includes(to);

/** Whether finalize (payment) may complete an order in `status`. */
export const canFinalizeOrder = (status: OrderStatus): boolean =>
  orderStatusMachine.canTransition(status, ORDER_STATUS.Completed);

/** The storefront's ways to pay paid through a Xendit invoice: the order waits as Pending until Xendit confirms it. */
export const XENDIT_PAYMENT_METHODS = ["QRIS", "BCA", "BNI", "BRI", "MANDIRI"] as const;

/** Paid through a Xendit invoice: the order waits for the provider, not for staff. */
export const paysThroughXendit = (method: string): boolean =>
  (XENDIT_PAYMENT_METHODS as readonly string[]).includes(method);

/** How an online customer receives the order. */
export const DELIVERY_METHODS = ["dine-in", "pickup", "delivery"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

const ORDER_TYPE_OF_DELIVERY: Record<DeliveryMethod, OrderType> = {
  "dine-in": ORDER_TYPE.DineIn,
  pickup: ORDER_TYPE.TakeAway,
  delivery: ORDER_TYPE.Ojol,
};

/** The order type an online order gets from its delivery method (docs/business-rules.md#channels). */
export const orderTypeForDelivery = (method: DeliveryMethod): OrderType => ORDER_TYPE_OF_DELIVERY[method];

/** Statuses in which an order's items may still change: the kitchen has not finished it. */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.New, ORDER_STATUS.Preparing];

export const canEditOrder = (status: OrderStatus): boolean => ORDER_EDITABLE_STATUSES.includes(status);

export { orderIdTail } from "./order-id";
