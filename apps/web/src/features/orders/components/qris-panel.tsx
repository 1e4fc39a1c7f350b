import { type CashierDiscount, ORDER_STATUS, type OrderRecord } from "@kedai/shared";
import { useEffect } from "react";
import { Button, ErrorAlert } from "../../../components/ui";
import { QrCode } from "../../../components/ui/qr-code";
import { messageOf } from "../../../lib/api";
import { showPaymentToCustomer, withdrawQrisFromCustomer } from "../../../lib/customer-display";
import { formatRupiah } from "../../../lib/format";
import { timeLeft, useNow } from "../../../lib/use-now";
import { useCancelQris, useOpenQris, useSimulateQrisPayment } from "../api/order-qris";

export const QRIS_EXPIRED = "QRIS kedaluwarsa. Buat QRIS baru.";
export const QRIS_RECEIVED = "Pembayaran QRIS diterima";

type QrisPanelProps = {
  /** The order as the server has it now: kept current by the live stream, so its completion shows by itself. */
  order: OrderRecord;
  discount: CashierDiscount | null;
  onCancelled: () => void;
  onReceipt: () => void;
};

/**
 * A dynamic QRIS for the order's exact total (docs/decisions/0031-qris-at-the-till.md): the QR, a
 * countdown to its expiry and 'Batalkan'; it turns green when Xendit's payment completes the order,
 * which the live stream brings to every screen. In demo mode the simulator's 'Bayar (simulasi)' pays it.
 */
export function QrisPanel({ order, discount, onCancelled, onReceipt }: QrisPanelProps) {
  const open = useOpenQris();
  const cancel = useCancelQris();
  const simulate = useSimulateQrisPayment();
  const now = useNow(1000);
  const paid = order.status === ORDER_STATUS.Completed;
  const { mutate } = open;
  const discountKey = JSON.stringify(discount);

  // A QR for the total as it stands; a changed discount asks for a new one (the server withdraws the old).
  // biome-ignore lint/correctness/useExhaustiveDependencies: discountKey stands for the discount's value
  useEffect(() => {
    if (!paid) mutate({ order, discount });
  }, [order._id, discountKey, mutate]);

  // The customer-facing screen on this device shows the same QR, then the payment (ADR 0038).
  const qr = open.data;
  useEffect(() => {
    if (paid) showPaymentToCustomer({ view: "paid", orderId: order._id, amount: order.totalAmount });
    else if (qr) {
      const { qrString, amount, expiresAt } = qr;
      showPaymentToCustomer({ view: "qris", orderId: order._id, qrString, amount, expiresAt });
    }
  }, [paid, qr, order._id, order.totalAmount]);
  useEffect(() => () => withdrawQrisFromCustomer(order._id), [order._id]);

  if (paid) {
    return (
      <div className="space-y-3 rounded-xl bg-emerald-600 px-4 py-6 text-center text-white" role="status">
        <p className="text-2xl font-bold">{QRIS_RECEIVED}</p>
        <p className="text-lg tabular-nums">{formatRupiah(order.totalAmount)}</p>
        <Button variant="secondary" onClick={onReceipt} data-autofocus>
          Lihat Struk
        </Button>
      </div>
    );
  }

  const left = qr ? timeLeft(qr.expiresAt, now) : null;
  return (
    <div className="space-y-3 rounded-xl border border-stone-200 p-4 text-center">
      {open.isError ? <ErrorAlert>{messageOf(open.error, "QRIS tidak dapat dibuat.")}</ErrorAlert> : null}
      {!qr && open.isPending ? <p className="text-sm text-stone-600">Membuat QRIS...</p> : null}
      {qr && left ? (
        <>
          <QrCode value={qr.qrString} label={`QRIS ${formatRupiah(qr.amount)}`} className="mx-auto w-56" />
          <p className="text-2xl font-bold tabular-nums" data-testid="qris-amount">
            {formatRupiah(qr.amount)}
          </p>
          <p className="text-sm text-stone-600">
            Berlaku <span className="font-semibold tabular-nums">{left}</span> lagi · menunggu pembayaran...
          </p>
          {qr.simulated ? (
            <Button variant="secondary" busy={simulate.isPending} onClick={() => simulate.mutate(order)}>
              Bayar (simulasi)
            </Button>
          ) : null}
        </>
      ) : null}
      {qr && !left ? (
        <>
          <ErrorAlert>{QRIS_EXPIRED}</ErrorAlert>
          <Button onClick={() => mutate({ order, discount })} busy={open.isPending}>
            Buat QRIS baru
          </Button>
        </>
      ) : null}
      <div>
        <Button
          variant="secondary"
          busy={cancel.isPending}
          onClick={() => cancel.mutate(order, { onSuccess: onCancelled })}
        >
          Batalkan
        </Button>
      </div>
    </div>
  );
}
