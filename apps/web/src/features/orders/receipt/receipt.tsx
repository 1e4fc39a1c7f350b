import type { OrderRecord } from "@kedai/shared";
import { formatDateTime, formatRupiah } from "../../../lib/format";

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
 * The customer's receipt, on screen and on 80 mm paper alike. The tax line carries the label the
 * order was computed with, so a later change of the tax setting never rewrites an old receipt.
 */
export function Receipt({ order, storeName }: ReceiptProps) {
  const person = personLine(order);
  const promo = order.promo?.discountAmount ?? 0;
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
                + {option.name}
                {option.price > 0 ? ` (${formatRupiah(option.price)})` : ""}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5 border-t border-dashed border-black pt-2">
        <Row label="Subtotal" amount={order.subTotal} />
        {promo > 0 ? (
          <Row label={`Diskon Promo${order.promo?.name ? ` (${order.promo.name})` : ""}`} amount={-promo} />
        ) : null}
        {order.discount > 0 ? <Row label="Diskon Kasir" amount={-order.discount} /> : null}
        <Row label="Service" amount={order.serviceCharge} />
        <Row label="Kemasan" amount={order.packagingFee} />
        <Row label={order.taxLabel} amount={order.tax} />
        {order.deliveryFee > 0 ? <Row label="Ongkos Kirim" amount={order.deliveryFee} /> : null}
        {order.pointsDiscount > 0 ? <Row label="Diskon Poin" amount={-order.pointsDiscount} /> : null}
        <Row label="Total" amount={order.totalAmount} strong />
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
