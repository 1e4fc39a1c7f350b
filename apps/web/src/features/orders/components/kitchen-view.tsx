import { ORDER_STATUS, type OrderRecord, orderStepWord, roundOf, TAMBAHAN_WORD } from "@kedai/shared";
import { Button, ErrorAlert, LoadingText } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatTime } from "../../../lib/format";
import { useNow } from "../../../lib/use-now";
import { STATUS_CHANGE_FAILED, useChangeOrderStatus } from "../api/change-order-status";
import { useKitchenOrders } from "../api/list-orders";
import { forwardStatus } from "../order-actions";
import { OrderHeading } from "./order-heading";

const LOAD_FAILED = "Gagal memuat pesanan dapur.";

/** An order waiting this long is shown in red, so the kitchen sees what is running late. */
const LATE_AFTER_MINUTES = 15;

function minutesSince(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 60_000));
}

type OrderItem = OrderRecord["items"][number];

/** The order's lines by round: the first as placed, then each 'Tambahan' added later (ADR 0033). */
function roundsOf(order: OrderRecord): { round: number; items: OrderItem[] }[] {
  const rounds = new Map<number, OrderItem[]>();
  for (const item of order.items) rounds.set(roundOf(item), [...(rounds.get(roundOf(item)) ?? []), item]);
  return [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, items]) => ({ round, items }));
}

function ItemLines({ items }: { items: OrderItem[] }) {
  return items.map((item) => (
    <li key={item._id}>
      <p className="text-2xl font-bold text-stone-900">
        {item.quantity}× {item.name}
      </p>
      {item.selectedOptions.length > 0 ? (
        <p className="pl-8 text-xl text-stone-700">{item.selectedOptions.map((option) => option.name).join(", ")}</p>
      ) : null}
    </li>
  ));
}

function KitchenTicket({ order, now }: { order: OrderRecord; now: Date }) {
  const change = useChangeOrderStatus(STATUS_CHANGE_FAILED);
  const rounds = roundsOf(order);
  const first = rounds.find(({ round }) => round === 1);
  const added = rounds.filter(({ round }) => round > 1);
  const next = forwardStatus(order.status);
  const waited = minutesSince(order.createdAt, now);
  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border-4 bg-white p-4 shadow-sm",
        order.status === ORDER_STATUS.New ? "border-sky-400" : "border-amber-400",
      )}
    >
      <OrderHeading order={order} large>
        <p className={cn("text-lg font-bold", waited >= LATE_AFTER_MINUTES ? "text-red-600" : "text-stone-600")}>
          {formatTime(order.createdAt)} · {waited} mnt
        </p>
      </OrderHeading>
      <ul className="mt-3 flex-1 space-y-2 border-t border-stone-200 pt-3">
        {first ? <ItemLines items={first.items} /> : null}
        {added.map(({ round, items }, index) => (
          <li key={round} aria-label={`${TAMBAHAN_WORD} ${index + 1}`} data-testid="kitchen-round">
            <p className="mt-1 inline-block rounded-md bg-red-600 px-2 py-0.5 text-lg font-bold uppercase text-white">
              {TAMBAHAN_WORD}
              {added.length > 1 ? ` ${index + 1}` : ""}
            </p>
            <ul className="mt-1 space-y-2 rounded-lg border-2 border-dashed border-red-400 p-2">
              <ItemLines items={items} />
            </ul>
          </li>
        ))}
      </ul>
      {order.notes ? (
        <p className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-xl font-semibold text-amber-900">
          Catatan: {order.notes}
        </p>
      ) : null}
      {next ? (
        <Button
          size="lg"
          className="mt-4 h-14 w-full text-xl"
          busy={change.isPending}
          onClick={() => change.mutate({ order, status: next })}
        >
          {orderStepWord(next)}
        </Button>
      ) : null}
    </li>
  );
}

/** What the kitchen still has to make, oldest first, readable from across the counter. */
export function KitchenView() {
  const kitchen = useKitchenOrders();
  const now = useNow(30_000);

  if (kitchen.isLoading) return <LoadingText />;
  return (
    <section aria-labelledby="kitchen-title" className="space-y-3">
      <h1 id="kitchen-title" className="text-2xl font-bold text-stone-900">
        Dapur
      </h1>
      {kitchen.isError ? <ErrorAlert>{LOAD_FAILED}</ErrorAlert> : null}
      {kitchen.data?.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-xl text-stone-500">Tidak ada pesanan untuk disiapkan.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {kitchen.data?.map((order) => (
            <KitchenTicket key={order._id} order={order} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
