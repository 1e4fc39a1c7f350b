import { STOCK_REQUEST_ITEMS_MESSAGE, type StockRequestBody } from "@kedai/shared";

/** One row of a member's request as typed: the quantity as QuantityInput emits it (undefined while empty). */
export type RequestRowValues = { stockItem: string; quantity: number | undefined };

export type MemberRequestValues = { items: RequestRowValues[]; notes: string };

export const EMPTY_REQUEST_ROW: RequestRowValues = { stockItem: "", quantity: undefined };

export const emptyMemberRequest = (): MemberRequestValues => ({ items: [{ ...EMPTY_REQUEST_ROW }], notes: "" });

/**
 * What is sent: only the rows with a stock item and a quantity above 0 (a half-filled row is
 * left out, not refused); none filled → the warning instead of a request.
 */
export function toStockRequestBody(
  values: MemberRequestValues,
): { ok: true; body: StockRequestBody } | { ok: false; message: string } {
  const items = values.items
    .filter((row) => row.stockItem !== "" && (row.quantity ?? 0) > 0)
    .map((row) => ({ stockItem: row.stockItem, quantity: Number(row.quantity) }));
  if (items.length === 0) return { ok: false, message: STOCK_REQUEST_ITEMS_MESSAGE };
  return { ok: true, body: { items, notes: values.notes.trim() || null } };
}
