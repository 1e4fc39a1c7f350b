import { type OrderRecord, orderIdTail, orderStatusWord, paymentFactsOf, paymentStandingWord } from "@kedai/shared";
import type { ReactNode } from "react";
import { ErrorAlert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { PaymentStatusBadge } from "../../../components/ui/payment-status-badge";
import { RefundNotice } from "../../../components/ui/refund-notice";
import { LoadingText } from "../../../components/ui/spinner";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { useMyOrders } from "../api/get-my-orders";

export const ORDER_HISTORY_FAILED = "Gagal memuat riwayat pesanan.";

/**
 * The customer's own orders: the id's last 6 characters, when, what, the status and the payment;
 * for a paid order cancelled, where its money goes back and how to reach the shop. `actionsOf`:
 * what the customer can still do about an order (pay it), composed by the page.
 */
export function OrderHistory({
  contactNumber,
  actionsOf,
}: {
  contactNumber?: string;
  actionsOf?: (order: OrderRecord) => ReactNode;
}) {
  const orders = useMyOrders();
  if (orders.isPending) return <LoadingText />;
  if (orders.isError) return <ErrorAlert>{ORDER_HISTORY_FAILED}</ErrorAlert>;
  const rows = orders.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <p className="text-sm text-stone-500">Belum ada pesanan.</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {rows.map((order) => (
          <li key={order._id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-stone-900">#{orderIdTail(order.orderId, 6)}</span>
              <span className="text-stone-500">{formatDateTime(order.createdAt)}</span>
            </div>
            <p className="mt-1 text-stone-600">
              {order.items.map((item) => `${item.quantity}× ${item.name}`).join(", ")}
            </p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-wrap gap-1.5">
                <Badge tone="sky">{orderStatusWord(order)}</Badge>
                {/* The payment's own word, unless the status already says it ('Menunggu pembayaran', 'Dibatalkan'). */}
                {paymentStandingWord(paymentFactsOf(order)) === orderStatusWord(order) ? null : (
                  <PaymentStatusBadge payment={paymentFactsOf(order)} />
                )}
              </span>
              <span className="font-semibold text-amber-800">{formatRupiah(order.totalAmount)}</span>
            </div>
            {order.refund ? (
              <div className="mt-2">
                <RefundNotice refund={order.refund} contactNumber={contactNumber} />
              </div>
            ) : null}
            {actionsOf?.(order)}
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button variant="secondary" busy={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          Muat lebih banyak
        </Button>
      ) : null}
    </div>
  );
}
