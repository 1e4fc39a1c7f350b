import type { OrderTotals } from "@kedai/shared";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

type TotalsSummaryProps = {
  totals: OrderTotals;
  taxLabel: string;
  serviceRatePercent: number | null;
  showService: boolean;
  showPackaging: boolean;
  /** The cart's sheet closed on a phone: the total alone, the figures under it when it opens. */
  totalOnlyOnPhone?: boolean;
};

/** Shown for a figure that cannot be known yet: never a wrong amount. */
const UNKNOWN = "—";

type RowProps = { label: string; amount: number | null; negative?: boolean; className?: string };

function Row({ label, amount, negative = false, className }: RowProps) {
  return (
    <div className={cn("flex justify-between gap-2", className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount === null ? UNKNOWN : formatRupiah(negative ? -amount : amount)}</dd>
    </div>
  );
}

/**
 * The figures the server will charge, computed live with the same money functions. While the
 * service rate is not a number from 0 to 100, the figures that depend on it show a dash, never a
 * total the server would not charge.
 */
export function TotalsSummary({
  totals,
  taxLabel,
  serviceRatePercent,
  showService,
  showPackaging,
  totalOnlyOnPhone = false,
}: TotalsSummaryProps) {
  const unknown = showService && serviceRatePercent === null;
  const known = (amount: number) => (unknown ? null : amount);
  const detail = totalOnlyOnPhone ? "max-md:hidden" : undefined;
  return (
    <dl aria-label="Ringkasan total" className="space-y-0.5 text-sm text-stone-700">
      <Row label="Subtotal" amount={totals.subTotal} className={detail} />
      {totals.promoDiscount > 0 ? (
        <Row label="Diskon promo" amount={totals.promoDiscount} negative className={detail} />
      ) : null}
      {showService ? (
        <Row
          label={`Service (${serviceRatePercent ?? "?"}%)`}
          amount={known(totals.serviceCharge)}
          className={detail}
        />
      ) : null}
      {showPackaging ? <Row label="Kemasan" amount={totals.packagingFee} className={detail} /> : null}
      <Row label={taxLabel} amount={known(totals.tax)} className={detail} />
      {totals.pointsDiscount > 0 ? (
        <Row label="Potongan poin" amount={totals.pointsDiscount} negative className={detail} />
      ) : null}
      <div
        className={cn(
          "flex justify-between gap-2 border-t border-stone-200 pt-1 text-base font-bold text-stone-900",
          totalOnlyOnPhone && "max-md:border-t-0 max-md:pt-0",
        )}
      >
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="pos-total">
          {unknown ? UNKNOWN : formatRupiah(totals.totalAmount)}
        </dd>
      </div>
    </dl>
  );
}
