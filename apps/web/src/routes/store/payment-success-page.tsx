import {
  AWAITING_CONFIRMATION_WORD,
  type OrderConfirmation,
  orderIdTail,
  orderStatusWord,
  type PaymentFacts,
  paymentMethodWords,
  paymentStanding,
  paysThroughXendit,
  type Settings,
  tableLabel,
} from "@kedai/shared";
import { CheckCircle2, CircleX, Clock, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert";
import { buttonClasses } from "../../components/ui/button";
import { OrderSummaryLines, SummaryRow } from "../../components/ui/order-summary-lines";
import { PaymentStatusBadge } from "../../components/ui/payment-status-badge";
import { RefundNotice } from "../../components/ui/refund-notice";
import { LoadingText } from "../../components/ui/spinner";
import { PAYMENT_ORDER_PARAM, PAYMENT_TOKEN_PARAM, paths } from "../../config/paths";
import { usePaymentStatus } from "../../features/checkout/api/get-payment-status";
import { UnpaidOrderActions } from "../../features/checkout/components/unpaid-order-actions";
import { orderSecretOf } from "../../features/checkout/order-secrets";
import { forgetPendingPayment } from "../../features/checkout/pending-payment";
import { isApiError } from "../../lib/api";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { useStorePage } from "./use-store-page";

export const ORDER_LOAD_FAILED = "Gagal memuat pesanan. Silakan coba lagi.";
export const ORDER_UNKNOWN = "Pesanan tidak ditemukan.";

const DELIVERY_WORDS = { "dine-in": "Makan di tempat", pickup: "Ambil sendiri", delivery: "Diantar" } as const;

type Heading = { icon: "paid" | "waiting" | "cancelled"; title: string };

/**
 * The page's heading from the payment as it really stands: thanks and a green check only for an
 * order that stands (placed to pay at the cashier or by transfer, or paid); a cancelled or expired
 * one says so; an online payment still open says it is waited for.
 */
function headingOf(payment: PaymentFacts): Heading {
  const standing = paymentStanding(payment);
  if (standing === "refunded") return { icon: "cancelled", title: "Pesanan dibatalkan, dana dikembalikan" };
  if (standing === "cancelled") {
    return {
      icon: "cancelled",
      title: payment.paymentStatus === "Expired" ? "Pembayaran kedaluwarsa, pesanan dibatalkan" : "Pesanan dibatalkan",
    };
  }
  if (standing === "failed") return { icon: "cancelled", title: "Pembayaran gagal" };
  if (standing === "awaiting") {
    const byStaff = payment.paymentMethod && !paysThroughXendit(payment.paymentMethod);
    return { icon: "waiting", title: byStaff ? AWAITING_CONFIRMATION_WORD : "Menunggu Pembayaran" };
  }
  return { icon: "paid", title: "Terima kasih atas pesanan Anda!" };
}

const ICONS = {
  paid: <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-500" />,
  waiting: <Clock aria-hidden="true" className="size-16 text-amber-500" />,
  cancelled: <CircleX aria-hidden="true" className="size-16 text-red-500" />,
};

export function PaymentSuccessPage() {
  const settings = useStorePage("Pesanan Anda");
  const [params] = useSearchParams();
  const orderId = params.get(PAYMENT_ORDER_PARAM);
  // The order's secret: in the link the payment page sends back to, else kept by this browser at checkout.
  const token = params.get(PAYMENT_TOKEN_PARAM) ?? (orderId ? orderSecretOf(orderId) : undefined);
  const payment = usePaymentStatus(orderId, token);
  const unknown = !orderId || (isApiError(payment.error) && payment.error.status === 404);
  const data = payment.data;
  const facts: PaymentFacts | null = data
    ? {
        status: data.status,
        paymentStatus: data.paymentStatus,
        paymentTaken: data.order?.paymentTaken ?? false,
        paymentMethod: data.order?.paymentMethod,
      }
    : null;
  const settled = data && data.paymentStatus !== "Pending";
  // Once the payment is settled (paid, expired, cancelled) the order no longer waits in the cart.
  useEffect(() => {
    if (orderId && settled) forgetPendingPayment(orderId);
  }, [orderId, settled]);

  if (unknown) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-14 text-center">
        <SearchX aria-hidden="true" className="size-16 text-stone-400" />
        <h1 className="text-2xl font-bold text-stone-900">{ORDER_UNKNOWN}</h1>
        <Link to={paths.store.order} className={buttonClasses("secondary")}>
          Lihat Menu
        </Link>
      </div>
    );
  }

  const heading = facts ? headingOf(facts) : null;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-14 text-center">
      {heading ? ICONS[heading.icon] : null}
      <h1 className="text-2xl font-bold text-stone-900">{heading?.title ?? "Pesanan Anda"}</h1>
      <p className="text-stone-600">
        Nomor pesanan <strong className="text-lg text-stone-900">#{orderIdTail(orderId, 6)}</strong>
      </p>
      {payment.isPending ? <LoadingText /> : null}
      {payment.isError ? <ErrorAlert>{ORDER_LOAD_FAILED}</ErrorAlert> : null}
      {data && facts ? (
        <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-stone-600">
          Status: <strong className="text-stone-900">{orderStatusWord(facts)}</strong> · Pembayaran:{" "}
          <PaymentStatusBadge payment={facts} />
        </div>
      ) : null}
      {data?.order?.refund ? <RefundNotice refund={data.order.refund} contactNumber={settings.contactNumber} /> : null}
      {heading?.icon === "waiting" ? (
        <>
          <p className="text-sm text-stone-500">Halaman ini diperbarui otomatis setelah pembayaran kami terima.</p>
          {data && paysThroughXendit(data.order?.paymentMethod ?? "") ? <UnpaidOrderActions orderId={orderId} /> : null}
        </>
      ) : null}
      {data?.order && facts ? (
        <OrderSummary
          order={data.order}
          settings={settings}
          transferDue={["unpaid", "awaiting"].includes(paymentStanding(facts))}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to={paths.store.order} className={buttonClasses("primary")}>
          Pesan Lagi
        </Link>
        <Link to={paths.store.home} className={buttonClasses("secondary")}>
          Beranda
        </Link>
      </div>
    </div>
  );
}

/** What was ordered, the money, where and when; for a transfer still due, where to send how much. */
function OrderSummary({
  order,
  settings,
  transferDue,
}: {
  order: OrderConfirmation;
  settings: Settings;
  transferDue: boolean;
}) {
  const place = order.table ? tableLabel(order.table) : order.outlet;
  return (
    <section
      aria-label="Rincian pesanan"
      className="w-full space-y-3 rounded-2xl border border-amber-100 bg-white p-4 text-left text-sm shadow-sm"
    >
      <ul className="space-y-1.5">
        {order.items.map((item, index) => (
          // Lines of one order may repeat a name with other options: their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
          <li key={index} className="flex justify-between gap-3">
            <span>
              <span>{`${item.quantity}× ${item.name}`}</span>
              {item.selectedOptions.length > 0 ? (
                <span className="block text-xs text-stone-500">
                  {item.selectedOptions.map((option) => option.name).join(", ")}
                </span>
              ) : null}
            </span>
            <span className="shrink-0">{formatRupiah(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-stone-100 pt-2">
        <OrderSummaryLines figures={order} delivering={order.deliveryMethod === "delivery"} />
      </div>
      <dl className="space-y-1 border-t border-stone-100 pt-2 text-stone-600">
        {order.deliveryMethod ? <SummaryRow label="Cara pesan" value={DELIVERY_WORDS[order.deliveryMethod]} /> : null}
        {place ? <SummaryRow label="Outlet" value={place} /> : null}
        {order.dateTime ? <SummaryRow label="Waktu" value={formatDateTime(order.dateTime)} /> : null}
        <SummaryRow label="Dipesan" value={formatDateTime(order.createdAt)} />
        <SummaryRow label="Pembayaran" value={paymentMethodWords(order.paymentMethod, order.deliveryMethod).label} />
      </dl>
      {order.paymentMethod === "Transfer" && transferDue ? (
        <TransferInstructions order={order} settings={settings} />
      ) : null}
    </section>
  );
}

function TransferInstructions({ order, settings }: { order: OrderConfirmation; settings: Settings }) {
  const { bankName, accountNumber, accountHolder } = settings;
  return (
    <div className="space-y-1 rounded-lg bg-amber-50 p-3 text-amber-950">
      <p>
        Transfer <strong>{formatRupiah(order.totalAmount)}</strong>
        {accountNumber ? " ke:" : "."}
      </p>
      {accountNumber ? (
        <p>
          <strong>{bankName}</strong> {accountNumber}
          {accountHolder ? ` a.n. ${accountHolder}` : ""}
        </p>
      ) : (
        <p>Nomor rekening akan kami kirimkan; hubungi kami bila perlu.</p>
      )}
      <p className="text-xs">
        {order.deliveryMethod === "delivery"
          ? "Pesanan disiapkan dan diantar setelah transfer Anda kami konfirmasi. Simpan bukti transfer; hubungi kami bila perlu."
          : "Tunjukkan bukti transfer kepada kasir saat mengambil pesanan."}
      </p>
    </div>
  );
}
