import { orderIdTail } from "@kedai/shared";
import { Clock } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { usePaymentStatus } from "../../features/checkout/api/get-payment-status";
import { UnpaidOrderActions } from "../../features/checkout/components/unpaid-order-actions";
import { orderSecretOf } from "../../features/checkout/order-secrets";
import { forgetPendingPayment, readPendingPayment } from "../../features/checkout/pending-payment";

/**
 * The order this browser placed and has not paid online yet (the customer left the payment page):
 * on the menu, the cart and the profile, with 'Bayar sekarang' and 'Batalkan', for as long as the
 * server says it still waits for its payment (paid, expired or cancelled elsewhere: forgotten).
 */
export function PendingOrderNotice() {
  const pending = readPendingPayment();
  const orderId = pending?.orderId ?? null;
  const status = usePaymentStatus(orderId, orderId ? orderSecretOf(orderId) : undefined, { poll: false });
  const waiting = status.data?.paymentStatus === "Pending" && status.data.status !== "Cancelled";
  const settled = status.data !== undefined && !waiting;
  useEffect(() => {
    if (orderId && settled) forgetPendingPayment(orderId);
  }, [orderId, settled]);
  if (!orderId || !waiting) return null;
  return (
    <section
      aria-label="Pesanan menunggu pembayaran"
      className="flex w-full flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-950"
    >
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Pesanan <strong>#{orderIdTail(orderId, 6)}</strong> menunggu pembayaran.{" "}
          <Link to={paths.store.paymentSuccessFor(orderId)} className="underline">
            Lihat pesanan
          </Link>
        </span>
      </p>
      <UnpaidOrderActions orderId={orderId} />
    </section>
  );
}
