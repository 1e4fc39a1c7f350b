import type { StockRequestRecord } from "@kedai/shared";

/** One requested item as a shipment sees it: asked for, shipped so far and still open (its lines summed). */
export type OpenItem = {
  stockItem: { _id: string; name: string; unit: string };
  quantity: number;
  shippedQuantity: number;
  open: number;
};

/**
 * The request's items that can still be shipped, in entry order: an item requested on two lines is
 * one item here (the server spreads a shipment over its lines); a deleted item has nothing to send.
 */
export function openItems(request: StockRequestRecord): OpenItem[] {
  const items: OpenItem[] = [];
  for (const line of request.items) {
    const id = line.stockItem._id;
    if (!id) continue;
    const known = items.find((item) => item.stockItem._id === id);
    const item = known ?? { stockItem: { ...line.stockItem, _id: id }, quantity: 0, shippedQuantity: 0, open: 0 };
    item.quantity += line.quantity;
    item.shippedQuantity += line.shippedQuantity;
    item.open = item.quantity - item.shippedQuantity;
    if (!known) items.push(item);
  }
  return items.filter((item) => item.open > 0);
}

/**
 * What a shipment proposes to send of an item: what head office holds now, up to what is open
 * (whole units, as requested); all that is open while head office's stock is not known yet.
 */
export const proposedQuantity = (item: OpenItem, held: ReadonlyMap<string, number> | undefined) =>
  held ? Math.max(0, Math.min(item.open, Math.floor(held.get(item.stockItem._id) ?? 0))) : item.open;
