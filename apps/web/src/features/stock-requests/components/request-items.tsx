import { STOCK_REQUEST_STATUS, type StockRequestRecord, type StockRequestStatus } from "@kedai/shared";
import { formatQuantity } from "../../../lib/stock-format";

type Line = StockRequestRecord["items"][number];

/** What head office holds of a line's item, in red when it is less than is still open. */
function HeldBeside({ item, held }: { item: Line; held: number }) {
  const short = held < item.quantity - item.shippedQuantity;
  return (
    <span className={short ? "font-semibold text-red-700" : "text-stone-500"}>
      {" "}
      (gudang: {formatQuantity(held)} {item.stockItem.unit}
      {short ? ", kurang" : ""})
    </span>
  );
}

/**
 * What was shipped of a line and what is not: 'dikirim 3 kg, sisa 2 kg' while the rest is open,
 * '2 kg tidak dikirim' once the request was finished without it.
 */
function ShippedBeside({ item, status }: { item: Line; status: StockRequestStatus }) {
  const unit = item.stockItem.unit;
  const open = item.quantity - item.shippedQuantity;
  const rest =
    open <= 0
      ? ""
      : status === STOCK_REQUEST_STATUS.Selesai
        ? `, ${formatQuantity(open)} ${unit} tidak dikirim`
        : `, sisa ${formatQuantity(open)} ${unit}`;
  return (
    <span className={open > 0 ? "text-amber-800" : "text-stone-500"}>
      {" "}
      (dikirim {formatQuantity(item.shippedQuantity)} {unit}
      {rest})
    </span>
  );
}

/**
 * The requested items, one per line: 'Gula Pasir — 5 kg'. Once a request was shipped in part,
 * every line says what was shipped and what is open (the member and head office alike). On head
 * office's board, `held` adds what head office holds of each now ('(gudang: 3 kg, kurang)'), so a
 * shipment is planned on it.
 */
export function RequestItems({
  items,
  status,
  held,
}: {
  items: StockRequestRecord["items"];
  status: StockRequestStatus;
  held?: ReadonlyMap<string, number>;
}) {
  // A cancelled request's shipments came back; a whole shipment needs no breakdown.
  const inPart =
    status !== STOCK_REQUEST_STATUS.Dibatalkan &&
    items.some((item) => item.shippedQuantity > 0) &&
    items.some((item) => item.shippedQuantity < item.quantity);
  const open = (item: Line) => item.quantity > item.shippedQuantity;
  return (
    <ul className="space-y-0.5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved record's lines never reorder, and a deleted item has no id of its own
        <li key={`${item.stockItem._id ?? "deleted"}-${index}`}>
          {item.stockItem.name} — {formatQuantity(item.quantity)} {item.stockItem.unit}
          {inPart ? <ShippedBeside item={item} status={status} /> : null}
          {held && item.stockItem._id && open(item) ? (
            <HeldBeside item={item} held={held.get(item.stockItem._id) ?? 0} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
