import type { OrderRecord } from "@kedai/shared";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { optionLine } from "../order-labels";
import { orderTotalLines } from "../order-totals";

const THANK_YOU = "Terima kasih atas kunjungan Anda!";
const NOT_AVAILABLE = "N/A";

type ReceiptProps = { order: OrderRecord; storeName: string };

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-2 font-bold" : "flex justify-between gap-2"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupiah(amount)}</dd>
    </div>
  );
}

/** Who the receipt names: the cashier who took the order, else the online customer. */
function personLine(order: OrderRecord): { label: string; name: string } {
  if (order.cashier) return { label: "Kasir", name: order.cashier.name || NOT_AVAILABLE };
  if (order.channel === "online") return { label: "Pelanggan", name: order.customerName || NOT_AVAILABLE };
  return { label: "Kasir", name: NOT_AVAILABLE };
}

/**
 * The customer's receipt, on screen and on 80 mm paper alike, with the order's own money lines
 * (its tax label included).
 */
export function Receipt({ order, storeName }: ReceiptProps) {
  const person = personLine(order);
  return (
    <article
      aria-label="Struk"
      className="receipt mx-auto w-full max-w-[72mm] font-mono text-xs leading-snug text-black"
    >
      <header className="text-center">
        <h2 className="text-sm font-bold uppercase">{storeName}</h2>
        <p>{THANK_YOU}</p>
      </header>
      <dl className="mt-2 border-t border-dashed border-black pt-2">
        <div className="flex justify-between gap-2">
          <dt>No.</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>Tanggal</dt>
          <dd>{formatDateTime(order.completedAt ?? order.createdAt)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{person.label}</dt>
          <dd>{person.name}</dd>
        </div>
      </dl>
      <ul className="mt-2 space-y-1 border-t border-dashed border-black pt-2">
        {order.items.map((item) => (
          <li key={item._id}>
            <div className="flex justify-between gap-2">
              <span>
                {item.quantity}x {item.name}
              </span>
              <span className="tabular-nums">{formatRupiah(item.lineTotal)}</span>
            </div>
            {item.selectedOptions.map((option) => (
              <div key={option.name} className="pl-3">
                {optionLine(option)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5 border-t border-dashed border-black pt-2">
        {orderTotalLines(order).map((line) => (
          <Row key={line.label} {...line} />
        ))}
        {order.paymentDetails ? (
          <>
            <Row label={`Bayar (${order.paymentDetails.method})`} amount={order.paymentDetails.amountPaid} />
            <Row label="Kembalian" amount={order.paymentDetails.change} />
          </>
        ) : null}
      </dl>
    </article>
  );
}
