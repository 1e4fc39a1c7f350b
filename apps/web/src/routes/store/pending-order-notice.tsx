import { orderIdTail } from "@kedai/shared";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { readPendingPayment } from "../../features/checkout/pending-payment";

/**
 * The order this browser placed and has not paid online yet (the customer left the payment page):
 * listed with a 'Bayar sekarang' link until its invoice expires.
 */
export function PendingOrderNotice() {
  const pending = readPendingPayment();
  if (!pending) return null;
  const number = `#${orderIdTail(pending.orderId, 6)}`;
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-950">
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Pesanan <strong>{number}</strong> menunggu pembayaran.
        </span>
      </p>
      <span className="flex flex-wrap gap-2">
        {pending.invoiceUrl ? (
          <a href={pending.invoiceUrl} className={buttonClasses("primary", "sm")}>
            Bayar sekarang
          </a>
        ) : null}
        <Link to={paths.store.paymentSuccessFor(pending.orderId)} className={buttonClasses("secondary", "sm")}>
          Lihat pesanan
        </Link>
      </span>
    </div>
  );
}
