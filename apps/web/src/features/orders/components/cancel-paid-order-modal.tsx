import {
  approvalInput,
  awaitsTransfer,
  ORDER_STATUS,
  type OrderRecord,
  orderIdTail,
  refundAmountInput,
  refundOverPaidMessage,
} from "@kedai/shared";
import { useId, useState } from "react";
import { z } from "zod";
import { Button, ErrorAlert, Modal, RupiahField, TextField } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { QUEUED, useOutbox } from "../../../lib/outbox";
import { useAppForm } from "../../../lib/use-app-form";
import { APPROVAL_NEEDS_SERVER, useChangeOrderStatus } from "../api/change-order-status";
import { useOrder } from "../api/get-order";
import { RefundPanel } from "./refund-panel";

const NEEDS_BOTH = "Isi username dan PIN manajer atau admin.";

/**
 * The money given back (whole rupiah, at most what was paid: the server checks it too) and, for a
 * canceller who cannot approve it themselves, a manager's username and PIN.
 */
const cancelPaidSchema = (paid: number, askApproval: boolean) =>
  z.object({
    refundAmount: refundAmountInput.refine((amount) => amount <= paid, refundOverPaidMessage(paid)),
    approval: askApproval ? approvalInput : approvalInput.optional(),
  });
type CancelPaidSchema = ReturnType<typeof cancelPaidSchema>;

type CancelPaidOrderModalProps = {
  order: OrderRecord;
  onClose: () => void;
  /** False when the signed-in user is a manager or admin, whose own word approves (the back office). */
  askApproval?: boolean;
};
/**
 * Cancelling an order whose money was taken: how much of it goes back (default all of it; less
 * keeps a fee, docs/business-rules.md#refunds) and, when the signed-in user is not a manager or
 * admin, the approval of one who types their username and PIN (their password while they have no
 * PIN) here (ADR 0041); the server checks both. Offline it says the server is needed and cancels
 * nothing. A refund that then waits for a bank transfer shows its form here at once.
 */
export function CancelPaidOrderModal({ order, onClose, askApproval = true }: CancelPaidOrderModalProps) {
  const id = useId();
  const change = useChangeOrderStatus("Gagal membatalkan pesanan.");
  const offline = useOutbox().offline;
  const [cancelled, setCancelled] = useState<OrderRecord | null>(null);
  const form = useAppForm<z.input<CancelPaidSchema>, z.output<CancelPaidSchema>>({
    schema: cancelPaidSchema(order.totalAmount, askApproval),
    defaultValues: { refundAmount: order.totalAmount, ...(askApproval && { approval: { username: "", secret: "" } }) },
    onValid: async ({ refundAmount, approval }) => {
      const answer = await change
        .mutateAsync({ order, status: ORDER_STATUS.Cancelled, approval, refundAmount })
        .catch(() => null); // Said in a toast by the mutation.
      if (answer && answer !== QUEUED && answer.refund && awaitsTransfer(answer.refund)) setCancelled(answer);
      else if (answer) onClose();
    },
  });
  const busy = form.submitting;

  if (cancelled) {
    return (
      <Modal open onClose={onClose} title={`Pesanan #${orderIdTail(order.orderId)} dibatalkan`} size="md">
        <RefundAfterCancel order={cancelled} />
      </Modal>
    );
  }

  return (
    <Modal open onClose={onClose} dismissible={!busy} title="Batalkan pesanan yang sudah dibayar?" size="md">
      <form onSubmit={form.submit} className="space-y-3" noValidate>
        <p className="text-sm text-stone-700">
          Pesanan #{orderIdTail(order.orderId)} sudah dibayar {formatRupiah(order.totalAmount)}.
          {askApproval
            ? " Membatalkannya perlu persetujuan manajer atau admin: mereka mengetik username dan PIN-nya (password bila belum punya PIN)."
            : ""}
        </p>
        {offline ? <ErrorAlert>{APPROVAL_NEEDS_SERVER}</ErrorAlert> : null}
        <RupiahField
          control={form.control}
          name="refundAmount"
          id={`${id}-refund`}
          label="Jumlah dikembalikan (Rp)"
          required
          hint={`Paling banyak ${formatRupiah(order.totalAmount)}; kurangi bila sebagian tidak dikembalikan.`}
          error={form.errors.refundAmount?.message}
          disabled={offline}
        />
        {askApproval && !offline ? (
          <div className="grid grid-cols-2 gap-2">
            <TextField
              id={`${id}-approver`}
              label="Username penyetuju"
              autoComplete="off"
              {...form.register("approval.username")}
            />
            <TextField
              id={`${id}-secret`}
              label="PIN / password"
              type="password"
              autoComplete="off"
              {...form.register("approval.secret")}
            />
          </div>
        ) : null}
        {form.errors.approval && !offline ? <ErrorAlert>{NEEDS_BOTH}</ErrorAlert> : null}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Tidak
          </Button>
          <Button type="submit" variant="danger" busy={busy} busyText="Memproses..." disabled={offline}>
            Ya, batalkan
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The refund just started, kept current: the bank-transfer form until staff record the transfer. */
function RefundAfterCancel({ order }: { order: OrderRecord }) {
  const current = useOrder(order).data;
  return current.refund ? <RefundPanel order={current} refund={current.refund} /> : null;
}
