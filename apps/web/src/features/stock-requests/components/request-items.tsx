import type { StockRequestRecord } from "@kedai/shared";
import { formatQuantity } from "../../../lib/stock-format";

/** The requested items, one per line: 'Gula Pasir — 5 kg'. */
export function RequestItems({ items }: { items: StockRequestRecord["items"] }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved record's lines never reorder, and a deleted item has no id of its own
        <li key={`${item.stockItem._id ?? "deleted"}-${index}`}>
          {item.stockItem.name} — {formatQuantity(item.quantity)} {item.stockItem.unit}
        </li>
      ))}
    </ul>
  );
}
