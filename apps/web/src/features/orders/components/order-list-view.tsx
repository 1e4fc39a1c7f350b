import {
  type EntityName,
  localOrderKey,
  type OrderRecord,
  type PaymentStanding,
  paymentFactsOf,
  paymentStanding,
  tableLabel,
  WAITING_TO_SYNC,
} from "@kedai/shared";
import { ArrowRightLeft, Combine, Split } from "lucide-react";
import { useState } from "react";
import { Button, ErrorAlert, LoadingText } from "../../../components/ui";
import { PaymentStatusBadge } from "../../../components/ui/payment-status-badge";
import { formatRupiah, formatTime } from "../../../lib/format";
import { useOutbox } from "../../../lib/outbox";
import { ORDERS_LOAD_FAILED } from "../api/list-orders";
import { useTillOrders } from "../api/till-orders";
import { orderCustomerName, orderItemsSummary } from "../order-labels";
import { openOrdersAt } from "../table-orders";
import { isOnTheFloor, MergeTableModal } from "./merge-table-modal";
import { MoveTableModal } from "./move-table-modal";
import { OjolPanel } from "./ojol-panel";
import { OrderHeading } from "./order-heading";
import { OrderStepActions } from "./order-step-actions";
import { PaymentModal } from "./payment-modal";
import { SplitBillModal } from "./split-bill-modal";

type OrderListViewProps = {
  /** Opens the order in the new-order view for editing (New and Preparing orders only). */
  onEdit: (order: OrderRecord) => void;
  /** The store's name on receipts. */
  storeName: string;
  /** The settings' limit above which a cashier discount needs a manager's approval (ADR 0041). */
  approvalPercent?: number;
  /** 'Cocokkan menu' on a food platform's order with an unknown item (not for the floor staff). */
  canMapOjolItems?: boolean;
  /** Only this table's orders, under its name: the table tapped on the floor plan. */
  table?: EntityName | null;
};

/**
 * The payments a card names beside its status: money taken, an online payment awaited or failed.
 * Not yet paid is the till's usual case, and a cancelled order's status already says it.
 */
const NAMED_PAYMENTS: ReadonlySet<PaymentStanding> = new Set(["paid", "awaiting", "failed", "refunded"]);

/** The table actions on an order (ADR 0034): 'Pisah Tagihan', 'Pindah Meja', 'Gabung Meja'. */
type FloorAction = "split" | "move" | "merge";

/**
 * Said on an order's floor actions while they need the server: a split or a merge rewrites two
 * bills at once from what the server holds (docs/business-rules.md#offline); a move and a
 * cash payment, also split in parts, are kept on this till.
 */
export const REGROUP_NEEDS_SERVER =
  "Pisah Tagihan dan Gabung Meja membutuhkan koneksi ke server. Pindah Meja dan bayar tunai (juga dibagi beberapa pembayaran) tetap bisa offline.";

function OrderCard({
  order,
  offline,
  canMapOjolItems,
  onEdit,
  onPay,
  onFloor,
}: {
  order: OrderRecord;
  offline: boolean;
  canMapOjolItems: boolean;
  onEdit: (order: OrderRecord) => void;
  onPay: (order: OrderRecord) => void;
  onFloor: (action: FloorAction, order: OrderRecord) => void;
}) {
  const payment = paymentFactsOf(order);
  // Placed on this till and not on the server yet, or no server now: a split or a merge cannot be kept.
  const regroupNeedsServer = offline || Boolean(localOrderKey(order._id));

  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <OrderHeading order={order}>
        {NAMED_PAYMENTS.has(paymentStanding(payment)) ? <PaymentStatusBadge payment={payment} /> : null}
        <time dateTime={order.createdAt} className="text-xs text-stone-500">
          {formatTime(order.createdAt)}
        </time>
      </OrderHeading>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-stone-600">
        <dt>Waiter</dt>
        <dd className="truncate">{order.waiter?.name ?? "-"}</dd>
        <dt>Pelanggan</dt>
        <dd className="truncate">{orderCustomerName(order)}</dd>
      </dl>
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-stone-800">{orderItemsSummary(order)}</p>
      <OjolPanel order={order} canMap={canMapOjolItems} />
      <p className="mt-2 text-lg font-bold text-stone-900 tabular-nums">{formatRupiah(order.totalAmount)}</p>
      {order.waitingToSync ? <p className="mt-1 text-xs font-semibold text-amber-700">{WAITING_TO_SYNC}</p> : null}
      <OrderStepActions order={order} onPay={onPay} onEdit={onEdit} />
      {isOnTheFloor(order) ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={regroupNeedsServer}
            onClick={() => onFloor("split", order)}
            icon={<Split className="size-4" />}
          >
            Pisah Tagihan
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onFloor("move", order)}
            icon={<ArrowRightLeft className="size-4" />}
          >
            Pindah Meja
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={regroupNeedsServer}
            onClick={() => onFloor("merge", order)}
            icon={<Combine className="size-4" />}
          >
            Gabung Meja
          </Button>
          {regroupNeedsServer ? <p className="w-full text-xs text-stone-600">{REGROUP_NEEDS_SERVER}</p> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The cashier's active orders (or one table's, from the floor) with the actions each status allows;
 * refreshed every 30 seconds. Offline it shows the list last fetched (kept on the device) with what
 * this till did since applied, and the orders it placed meanwhile; every action on them is kept in
 * the outbox (ADR 0046).
 */
export function OrderListView({
  onEdit,
  storeName,
  approvalPercent,
  canMapOjolItems = false,
  table = null,
}: OrderListViewProps) {
  const { orders: shown, isLoading, isError } = useTillOrders();
  const { offline } = useOutbox();
  const orders = table ? openOrdersAt(shown, table._id) : shown;
  const [paying, setPaying] = useState<OrderRecord | null>(null);
  const [floor, setFloor] = useState<{ action: FloorAction; order: OrderRecord } | null>(null);
  const floorOrder = (action: FloorAction) => (floor?.action === action ? floor.order : null);
  const closeFloor = () => setFloor(null);

  if (isLoading && orders.length === 0) return <LoadingText />;
  return (
    <section aria-labelledby="order-list-title" className="space-y-3">
      <h1 id="order-list-title" className="text-xl font-bold text-stone-900">
        {table ? `Pesanan ${tableLabel(table.name)}` : "Daftar Pesanan Aktif"}
      </h1>
      {isError && !offline ? <ErrorAlert>{ORDERS_LOAD_FAILED}</ErrorAlert> : null}
      {orders.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-500">
          {table ? "Tidak ada pesanan berjalan di meja ini." : "Belum ada pesanan aktif."}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {orders.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              offline={offline}
              canMapOjolItems={canMapOjolItems}
              onEdit={onEdit}
              onPay={setPaying}
              onFloor={(action, chosen) => setFloor({ action, order: chosen })}
            />
          ))}
        </ul>
      )}
      <PaymentModal
        order={paying}
        storeName={storeName}
        approvalPercent={approvalPercent}
        onClose={() => setPaying(null)}
      />
      <SplitBillModal order={floorOrder("split")} onClose={closeFloor} />
      <MoveTableModal order={floorOrder("move")} onClose={closeFloor} />
      <MergeTableModal order={floorOrder("merge")} onClose={closeFloor} />
    </section>
  );
}
