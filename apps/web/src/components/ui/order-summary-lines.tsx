import { formatRupiah } from "../../lib/format";

/** The money of an order as the storefront shows it: the online totals (no service charge). */
export type SummaryFigures = {
  subTotal: number;
  promoDiscount: number;
  deliveryFee: number;
  taxLabel: string;
  tax: number;
  totalAmount: number;
};

/**
 * The one list of summary lines of the cart, the checkout and the confirmation, so the three say
 * the same thing: Subtotal, the promo when there is one, delivery when delivering, the tax, Total.
 * No line for a charge the storefront never makes (a 'Biaya layanan Rp 0').
 */
export function OrderSummaryLines({
  figures,
  delivering,
  totalTestId,
}: {
  figures: SummaryFigures;
  delivering: boolean;
  totalTestId?: string;
}) {
  return (
    <dl className="space-y-1.5 text-sm">
      <SummaryRow label="Subtotal" value={formatRupiah(figures.subTotal)} />
      {figures.promoDiscount > 0 ? (
        <SummaryRow label="Diskon promo" value={`- ${formatRupiah(figures.promoDiscount)}`} />
      ) : null}
      {delivering || figures.deliveryFee > 0 ? (
        <SummaryRow label="Ongkos kirim" value={formatRupiah(figures.deliveryFee)} />
      ) : null}
      <SummaryRow label={figures.taxLabel} value={formatRupiah(figures.tax)} />
      <div className="flex justify-between border-t border-stone-100 pt-2 text-base font-bold text-stone-900">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatRupiah(figures.totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** One "label … value" line of a summary list (a `<dl>`). */
export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-stone-600">
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
