// Integer rupiah is the only money unit in Kedai: the currency has no minor unit in practice,
// so every amount that reaches the database, a receipt or a payment provider is a whole number.

const rupiahGrouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

// A multiplication such as 1.005 * 100 lands at 100.49999999999999; without a tolerance a value
// that is "really" a half would round down. The tolerance is relative to the magnitude (float
// error grows with it) with an absolute floor for small amounts, and stays far below any genuine
// fraction a rate can produce on whole-rupiah inputs.
function halfTolerance(magnitude: number): number {
  return Math.max(1e-9, magnitude * Number.EPSILON * 16);
}

/**
 * Rounds to whole rupiah, half up. Negative amounts round half away from zero (-2.5 → -3), so a
 * refund or correction mirrors the charge it reverses exactly.
 */
export function roundRupiah(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`roundRupiah expects a finite number, got ${amount}`);
  }
  const magnitude = Math.abs(amount);
  const rounded = Math.floor(magnitude + 0.5 + halfTolerance(magnitude));
  // `|| 0` turns -0 into 0 so it never prints as "-Rp 0".
  return (amount < 0 ? -rounded : rounded) || 0;
}

/**
 * "Rp 25.000", "-Rp 5.000". The prefix is built here with an ordinary space because Intl's
 * currency style inserts a non-breaking one, which breaks text matching in tests and receipts.
 * Fractions are rounded with the same rule as the totals so a screen never disagrees with a sum.
 */
export function formatRupiah(amount: number): string {
  const whole = roundRupiah(amount);
  const digits = rupiahGrouping.format(Math.abs(whole));
  return whole < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

const compactGrouping = new Intl.NumberFormat("id-ID", { notation: "compact", maximumFractionDigits: 1 });

/** "Rp 1,2 jt", "Rp 850 rb": a chart axis, where the full figure would not fit. */
export function formatRupiahCompact(amount: number): string {
  const whole = roundRupiah(amount);
  const digits = compactGrouping.format(Math.abs(whole));
  return whole < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}
