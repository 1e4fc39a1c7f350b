/**
 * How screens and paper name a table (the one function for it: kitchen tickets, receipts, the
 * QR-table confirmation, the till): "Meja 5" whether the admin called it "5" or "Meja 5" (the demo data
 * and the form's example do the latter), and a name of its own ("Teras", "VIP 2") with the word
 * in front, so no screen reads "Meja Meja 5".
 */
export function tableLabel(name: string): string {
  const trimmed = name.trim();
  return /^meja\b/i.test(trimmed) ? trimmed : `Meja ${trimmed}`;
}

/**
 * Where an order goes, as one line: "Dine-In · Meja 3" with a table, else its type ("Take Away").
 * Kitchen tickets, receipts and the till's confirmation use it, so a table is named one way.
 */
export function orderPlaceLabel(orderType: string, tableName: string | null | undefined): string {
  return tableName ? `${orderType} · ${tableLabel(tableName)}` : orderType;
}
