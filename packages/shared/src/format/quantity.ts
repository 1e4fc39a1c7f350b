const quantityDigits = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 });

/** "1.500", "2,25", "-3": Indonesian digits for a stock quantity (four decimals at most, as stored). */
export function formatQuantity(quantity: number): string {
  return quantityDigits.format(quantity);
}
