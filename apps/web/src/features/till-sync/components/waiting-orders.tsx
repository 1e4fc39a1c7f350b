import { ORDER_STATUS, type OrderRecord, type OrderStatus, type OrderStatusBody } from "@kedai/shared";
import type { ReactNode } from "react";
import { Button, useConfirm } from "../../../components/ui";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { discardOutboxEntry, type OutboxEntry, retryOutboxEntry, useOutbox } from "../../../lib/outbox";

/** What the till can do with an order still waiting here (its moves, payment, cancel), given by the screen. */
export type WaitingOrderActions = (order: OrderRecord) => ReactNode;

/**
 * The status each waiting order is left in by the actions queued behind it (a move's status; a
 * payment completes it), by the order's key: read in one pass, as a day's outbox may hold hundreds.
 */
function statusesLeftByActions(entries: readonly OutboxEntry[]): Map<string, OrderStatus> {
  const statuses = new Map<string, OrderStatus>();
  for (const action of entries) {
    if (!action.dependsOn) continue;
    const status = action.request.path.endsWith("/finalize")
      ? ORDER_STATUS.Completed
      : (action.request.body as OrderStatusBody).status;
    statuses.set(action.dependsOn, status);
  }
  return statuses;
}

/** A waiting order as this till left it, so the next step offered is the right one; null for other entries. */
function waitingOrderOf(entry: OutboxEntry, statuses: Map<string, OrderStatus>): OrderRecord | null {
  if (!entry.order || entry.refusal) return null;
  return { ...entry.order, status: statuses.get(entry.idempotencyKey) ?? entry.order.status };
}

/**
 * The orders this device took that the server does not have yet, above the order list and the
 * kitchen view: waiting ones go by themselves once the server answers; one the server refused
 * stays here with its reason until the cashier sends it again or discards it. A waiting order can
 * still be moved on, paid in cash or cancelled (`actions`): that waits here too, behind it.
 */
export function WaitingOrders({ actions }: { actions?: WaitingOrderActions }) {
  const { entries } = useOutbox();
  if (entries.length === 0) return null;
  const statuses = statusesLeftByActions(entries);
  return (
    <section aria-label="Pesanan menunggu sinkron" className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <h2 className="mb-2 text-sm font-bold text-amber-900">
        Pesanan di perangkat ini yang belum diterima server ({entries.length})
      </h2>
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => {
          const order = actions ? waitingOrderOf(entry, statuses) : null;
          return <WaitingOrder key={entry.seq} entry={entry} actions={order ? actions?.(order) : null} />;
        })}
      </ul>
    </section>
  );
}

function WaitingOrder({ entry, actions }: { entry: OutboxEntry; actions: ReactNode }) {
  const confirm = useConfirm();
  const { preview, refusal } = entry;
  async function discard() {
    const sure = await confirm({
      title: "Buang pesanan?",
      message: "Pesanan ini belum pernah diterima server dan akan hilang dari perangkat ini.",
      confirmText: "Buang",
      tone: "danger",
    });
    if (sure) await discardOutboxEntry(entry.seq);
  }
  return (
    <li className="rounded-lg bg-white p-2 text-sm shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{preview.label}</span>
        <span className="font-bold">{formatRupiah(preview.totalAmount)}</span>
      </div>
      <p className="text-xs text-stone-500">{formatDateTime(entry.takenAt)}</p>
      <p className="text-stone-700">{preview.lines.map((line) => `${line.quantity}× ${line.name}`).join(", ")}</p>
      {refusal ? (
        <div className="mt-2 space-y-2">
          <p role="alert" className="text-red-700">
            Ditolak server: {refusal.message}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => void retryOutboxEntry(entry.seq)}>
              Kirim ulang
            </Button>
            <Button size="sm" variant="danger" onClick={() => void discard()}>
              Buang
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-xs font-semibold text-amber-700">Menunggu sinkron</p>
          {actions}
        </>
      )}
    </li>
  );
}
