import { orderIdTail } from "@kedai/shared";
import { CheckCircle2, Clock } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert";
import { buttonClasses } from "../../components/ui/button";
import { PaymentStatusBadge } from "../../components/ui/payment-status-badge";
import { LoadingText } from "../../components/ui/spinner";
import { PAYMENT_ORDER_PARAM, paths } from "../../config/paths";
import { usePaymentStatus } from "../../features/checkout/api/get-payment-status";
import { useStorePage } from "./use-store-page";

export const ORDER_LOAD_FAILED = "Gagal memuat pesanan. Silakan coba lagi.";

export function PaymentSuccessPage() {
  useStorePage("Pesanan Diterima");
  const [params] = useSearchParams();
  const orderId = params.get(PAYMENT_ORDER_PARAM);
  const payment = usePaymentStatus(orderId);
  const pending = payment.data?.paymentStatus === "Pending";

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-14 text-center">
      {pending ? (
        <Clock aria-hidden="true" className="size-16 text-amber-500" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-500" />
      )}
      <h1 className="text-2xl font-bold text-stone-900">
        {pending ? "Menunggu Pembayaran" : "Terima kasih atas pesanan Anda!"}
      </h1>
      {orderId ? (
        <p className="text-stone-600">
          Nomor pesanan <strong className="text-lg text-stone-900">#{orderIdTail(orderId, 6)}</strong>
        </p>
      ) : (
        <p className="text-stone-600">Pesanan Anda tidak ditemukan di tautan ini.</p>
      )}
      {payment.isPending && orderId ? <LoadingText /> : null}
      {payment.isError ? <ErrorAlert>{ORDER_LOAD_FAILED}</ErrorAlert> : null}
      {payment.data ? (
        <div className="flex items-center gap-2 text-sm text-stone-600">
          Status pembayaran: <PaymentStatusBadge status={payment.data.paymentStatus} />
        </div>
      ) : null}
      {pending ? (
        <p className="text-sm text-stone-500">Halaman ini diperbarui otomatis setelah pembayaran kami terima.</p>
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
