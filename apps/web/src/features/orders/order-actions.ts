import {
  canEditOrder,
  canFinalizeOrder,
  ORDER_CHANNEL,
  ORDER_STATUS,
  type OrderRecord,
  type OrderStatus,
  orderStatusChangeTargets,
  orderStatusMachine,
  PAYMENT_STATUS,
  paysThroughXendit,
} from "@kedai/shared";
import type { ConfirmOptions } from "../../components/ui";

/** The next kitchen step from `status` (New → Preparing → Ready), never a cancellation or payment. */
export function forwardStatus(status: OrderStatus): OrderStatus | undefined {
  return orderStatusChangeTargets(status).find((to) => !orderStatusMachine.isFinalStatus(to));
}

export type OrderActions = {
  /** The plain status change the main button makes, if any. */
  advanceTo: OrderStatus | undefined;
  /** Payment completes the order. */
  canPay: boolean;
  canEdit: boolean;
  canCancel: boolean;
  /** An online transfer (or COD) order waiting for staff to confirm its money (ADR 0050). */
  canConfirmPayment: boolean;
};

/**
 * What staff may do with an order, read from the shared status machine and the server's other
 * refusals: an online order still waiting for its payment can only be cancelled (the kitchen does
 * not start it unpaid), or, paid by transfer, have its money confirmed by staff, and only an order taken at the till and not yet paid can be edited there
 * (an order paid up front keeps the total its money covered).
 */
export function orderActions(
  order: Pick<OrderRecord, "status" | "channel" | "paymentStatus" | "paymentDetails" | "paymentMethod">,
): OrderActions {
  const awaitingPayment = order.paymentStatus === PAYMENT_STATUS.Pending;
  const online = order.channel === ORDER_CHANNEL.online;
  // A food platform's order is paid by the platform, and turned down with its reason ('Tolak').
  const ojol = order.channel === ORDER_CHANNEL.ojol;
  return {
    advanceTo: awaitingPayment ? undefined : forwardStatus(order.status),
    canPay: !ojol && canFinalizeOrder(order.status),
    canEdit: canEditOrder(order.status) && order.channel === ORDER_CHANNEL.pos && order.paymentDetails === null,
    canCancel: !ojol && orderStatusChangeTargets(order.status).includes(ORDER_STATUS.Cancelled),
    canConfirmPayment:
      awaitingPayment && online && order.status === ORDER_STATUS.New && !paysThroughXendit(order.paymentMethod),
  };
}

/** The question asked before cancelling the order shown as `number` (e.g. "#0001"). */
export const cancelConfirmation = (number: string): ConfirmOptions => ({
  title: "Batalkan pesanan?",
  message: `Pesanan ${number} akan dibatalkan dan stoknya dikembalikan.`,
  confirmText: "Ya, batalkan",
  cancelText: "Tidak",
  tone: "danger",
});
