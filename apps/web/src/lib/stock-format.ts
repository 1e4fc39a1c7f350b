import { formatRupiah } from "./format";

// Stock costs are moving averages per unit (numeric(18,4)), so a gram can cost Rp 12,5: money on
// receipts is whole rupiah, but a per-unit cost rounded to a whole rupiah would hide real money.
const costDigits = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });

/** "Rp 25.000" for whole amounts, "Rp 12,5" / "Rp 1.234,57" when there is a fraction. */
export function formatUnitCost(amount: number): string {
  if (Number.isInteger(amount)) return formatRupiah(amount);
  const digits = costDigits.format(Math.abs(amount));
  return amount < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

/** "1.500", "2,25", "-3": one formatter for the screens and the server's answers. */
export { formatQuantity } from "@kedai/shared";
