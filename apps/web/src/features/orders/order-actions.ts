import {
  canEditOrder,
  canFinalizeOrder,
  ORDER_STATUS,
  type OrderStatus,
  orderStatusChangeTargets,
  orderStatusMachine,
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
};

/** What the cashier may do with an order in `status`, read from the shared status machine. */
export function orderActions(status: OrderStatus): OrderActions {
  return {
    advanceTo: forwardStatus(status),
    canPay: canFinalizeOrder(status),
    canEdit: canEditOrder(status),
    canCancel: orderStatusChangeTargets(status).includes(ORDER_STATUS.Cancelled),
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
