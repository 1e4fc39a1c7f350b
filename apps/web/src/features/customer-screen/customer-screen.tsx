import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { QrCode } from "../../components/ui/qr-code";
import { cn } from "../../lib/cn";
import type { CustomerDisplay } from "../../lib/customer-display";
import { formatRupiah } from "../../lib/format";
import { timeLeft, useNow } from "../../lib/use-now";

/** How long 'Pembayaran berhasil' stays before the screen goes back to the store's welcome. */
export const PAID_SHOWN_MS = 5000;

export const PAYMENT_SUCCEEDED = "Pembayaran berhasil";

type CustomerScreenProps = { storeName: string; logoUrl: string; display: CustomerDisplay };

/**
 * The customer-facing screen: the store's welcome when the till is idle, the cart and its total
 * while the cashier builds it, the QRIS the cashier shows (large, with its amount and countdown),
 * then a green 'Pembayaran berhasil' for a few seconds.
 */
export function CustomerScreen({ storeName, logoUrl, display }: CustomerScreenProps) {
  const now = useNow(1000);
  const { cart, payment } = display;
  // The order whose 'Pembayaran berhasil' has been shown long enough.
  const [paidShown, setPaidShown] = useState<string | null>(null);
  const paidOrder = payment?.view === "paid" ? payment.orderId : null;
  useEffect(() => {
    if (!paidOrder) return;
    const timer = window.setTimeout(() => setPaidShown(paidOrder), PAID_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [paidOrder]);

  if (payment?.view === "paid" && paidShown !== payment.orderId) {
    return (
      <Screen className="bg-emerald-600 text-white">
        <div role="status" className="flex flex-col items-center gap-4">
          <CheckCircle2 aria-hidden="true" className="size-24" />
          <p className="text-5xl font-bold">{PAYMENT_SUCCEEDED}</p>
          <p className="text-3xl tabular-nums">{formatRupiah(payment.amount)}</p>
          <p className="text-xl">Terima kasih!</p>
        </div>
      </Screen>
    );
  }
  const left = payment?.view === "qris" ? timeLeft(payment.expiresAt, now) : null;
  if (payment?.view === "qris" && left) {
    return (
      <Screen>
        <p className="text-2xl font-semibold text-stone-700">Scan QRIS untuk membayar</p>
        <QrCode
          value={payment.qrString}
          label={`QRIS ${formatRupiah(payment.amount)}`}
          className="w-[min(70vh,80vw)] max-w-xl"
        />
        <p className="text-5xl font-bold tabular-nums text-stone-900" data-testid="customer-qris-amount">
          {formatRupiah(payment.amount)}
        </p>
        <p className="text-xl text-stone-600">
          Berlaku <span className="font-semibold tabular-nums">{left}</span> lagi
        </p>
      </Screen>
    );
  }
  if (cart) {
    return (
      <Screen className="justify-start">
        <p className="text-2xl font-bold text-amber-700">{storeName}</p>
        <ul aria-label="Pesanan Anda" className="w-full max-w-2xl divide-y divide-stone-200 text-xl">
          {cart.lines.map((line, index) => (
            // Lines are shown, never edited here: their place in the cart is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only copy of the till's lines
            <li key={index} className="flex justify-between gap-4 py-3">
              <span>
                {line.quantity}× {line.name}
                {line.detail ? <span className="block text-base text-stone-500">{line.detail}</span> : null}
              </span>
              <span className="tabular-nums">{formatRupiah(line.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="flex w-full max-w-2xl justify-between border-t-2 border-stone-900 pt-4 text-4xl font-bold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="customer-total">
            {formatRupiah(cart.total)}
          </span>
        </p>
      </Screen>
    );
  }
  return (
    <Screen>
      {logoUrl ? <img src={logoUrl} alt="" className="max-h-48 max-w-xs object-contain" /> : null}
      <p className="text-5xl font-bold text-amber-700">{storeName}</p>
      <p className="text-2xl text-stone-600">Selamat datang!</p>
    </Screen>
  );
}

function Screen({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main className={cn("flex min-h-screen flex-col items-center justify-center gap-6 bg-stone-50 p-8", className)}>
      {children}
    </main>
  );
}
