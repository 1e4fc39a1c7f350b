import { ORDER_STATUS, type OrderRecord, orderIdTail, orderStepWord, paymentTakenOf } from "@kedai/shared";
import { BadgeCheck, Ban, Pencil, Wallet } from "lucide-react";
import { useState } from "react";
import { Button, useConfirm } from "../../../components/ui";
import { useChangeOrderStatus } from "../api/change-order-status";
import { useConfirmOrderPayment } from "../api/confirm-order-payment";
import { cancelConfirmation, orderActions } from "../order-actions";
import { CancelPaidOrderModal } from "./cancel-paid-order-modal";

const UPDATE_FAILED = "Gagal mengupdate status pesanan.";

type OrderStepActionsProps = {
  order: OrderRecord;
  onPay: (order: OrderRecord) => void;
  /** Opens the order for editing (offline, or still in the outbox: a round added waits there, ADR 0046). */
  onEdit: (order: OrderRecord) => void;
};

/**
 * An order's next step at the till: move it on, pay (or complete) it, edit, cancel. The same on
 * the order list and on an order still waiting in the outbox, whose moves, round, cash payment and
 * cancel wait there behind it (docs/decisions/0046-till-commands.md).
 */
export function OrderStepActions({ order, onPay, onEdit }: OrderStepActionsProps) {
  const confirm = useConfirm();
  const change = useChangeOrderStatus(UPDATE_FAILED);
  const confirmPayment = useConfirmOrderPayment();
  const actions = orderActions(order);
  const next = actions.advanceTo;
  const busy = change.isPending;
  const [cancellingPaid, setCancellingPaid] = useState(false);

  async function cancel() {
    // Money taken: a manager approves in a dialog of its own (ADR 0041).
    if (paymentTakenOf(order)) return setCancellingPaid(true);
    const yes = await confirm(cancelConfirmation(`#${orderIdTail(order.orderId)}`));
    if (yes) change.mutate({ order, status: ORDER_STATUS.Cancelled });
  }

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {next ? (
        <Button onClick={() => change.mutate({ order, status: next })} busy={busy} className="flex-1">
          {orderStepWord(next)}
        </Button>
      ) : null}
      {actions.canConfirmPayment ? (
        <Button
          onClick={() => confirmPayment.mutate(order)}
          busy={confirmPayment.isPending}
          icon={<BadgeCheck className="size-4" />}
          className="flex-1"
        >
          Konfirmasi Pembayaran
        </Button>
      ) : null}
      {actions.canPay ? (
        <Button onClick={() => onPay(order)} icon={<Wallet className="size-4" />} className="flex-1">
          {order.paymentDetails ? "Selesaikan" : "Bayar"}
        </Button>
      ) : null}
      {actions.canEdit ? (
        <Button variant="secondary" onClick={() => onEdit(order)} icon={<Pencil className="size-4" />}>
          Edit
        </Button>
      ) : null}
      {actions.canCancel ? (
        <Button variant="secondary" onClick={cancel} disabled={busy} icon={<Ban className="size-4" />}>
          Batalkan
        </Button>
      ) : null}
      {cancellingPaid ? <CancelPaidOrderModal order={order} onClose={() => setCancellingPaid(false)} /> : null}
    </div>
  );
}
