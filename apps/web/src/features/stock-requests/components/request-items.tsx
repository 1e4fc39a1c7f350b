import type { StockRequestRecord } from "@kedai/shared";
import { formatQuantity } from "../../../lib/stock-format";

/** What head office holds of a line's item, in red when it is less than asked for. */
function HeldBeside({ item, held }: { item: StockRequestRecord["items"][number]; held: number }) {
  const short = held < item.quantity;
  return (
    <span className={short ? "font-semibold text-red-700" : "text-stone-500"}>
      {" "}
      (gudang: {formatQuantity(held)} {item.stockItem.unit}
      {short ? ", kurang" : ""})
    </span>
  );
}

/**
 * The requested items, one per line: 'Gula Pasir — 5 kg'. On head office's board, `held` adds
 * what head office holds of each now ('(gudang: 3 kg, kurang)'), so a shipment is planned on it.
 */
export function RequestItems({
  items,
  held,
}: {
  items: StockRequestRecord["items"];
  held?: ReadonlyMap<string, number>;
}) {
  return (
    <ul className="space-y-0.5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved record's lines never reorder, and a deleted item has no id of its own
        <li key={`${item.stockItem._id ?? "deleted"}-${index}`}>
          {item.stockItem.name} — {formatQuantity(item.quantity)} {item.stockItem.unit}
          {held && item.stockItem._id ? <HeldBeside item={item} held={held.get(item.stockItem._id) ?? 0} /> : null}
        </li>
      ))}
    </ul>
  );
}
