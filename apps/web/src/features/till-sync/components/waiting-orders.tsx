import type { OrderRecord } from "@kedai/shared";
import { Button, useConfirm } from "../../../components/ui";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { discardOutboxEntry, type OutboxEntry, retryOutboxEntry, useOutbox } from "../../../lib/outbox";

/**
 * What this device did that the server has not taken yet, above the order list and the kitchen
 * view (docs/decisions/0046-till-commands.md): waiting commands go by themselves once the server
 * answers (the orders they act on show their effect in the list meanwhile); one the server refused
 * stays here with its reason and both versions of the order, this till's and the server's, until
 * the cashier sends it again or discards it. Nothing is dropped or applied twice behind their back.
 */
export function WaitingOrders() {
  const { entries } = useOutbox();
  if (entries.length === 0) return null;
  return (
    <section aria-label="Pesanan menunggu sinkron" className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <h2 className="mb-2 text-sm font-bold text-amber-900">
        Pesanan di perangkat ini yang belum diterima server ({entries.length})
      </h2>
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => (
          <WaitingOrder key={entry.seq} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/** An order's state in a few words: status, payment, table, total. */
function versionWords(order: OrderRecord): string {
  const parts = order.payments ?? [];
  const paid = parts.length
    ? `dibayar ${parts.map((part) => `${part.method} ${formatRupiah(part.amount)}`).join(" + ")}`
    : "belum dibayar";
  const table = order.table ? ` · ${order.table.name}` : "";
  return `${order.status} · ${paid}${table} · total ${formatRupiah(order.totalAmount)}`;
}

/** A conflict: what this till did beside what the server holds, for the cashier's decision. */
function BothVersions({ mine, server }: { mine?: OrderRecord; server?: OrderRecord }) {
  if (!mine && !server) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 rounded bg-stone-50 p-2 text-xs">
      {mine ? (
        <>
          <dt className="font-semibold">Kasir ini</dt>
          <dd>{versionWords(mine)}</dd>
        </>
      ) : null}
      {server ? (
        <>
          <dt className="font-semibold">Server</dt>
          <dd>{versionWords(server)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function WaitingOrder({ entry }: { entry: OutboxEntry }) {
  const confirm = useConfirm();
  const { preview, refusal } = entry;
  async function discard() {
    const sure = await confirm({
      title: entry.command.kind === "place" ? "Buang pesanan?" : "Buang perubahan?",
      message:
        entry.command.kind === "place"
          ? "Pesanan ini belum pernah diterima server dan akan hilang dari perangkat ini, dengan semua perubahannya."
          : "Perubahan ini tidak dicatat di server dan akan hilang dari perangkat ini; pesanan tetap seperti di server.",
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
          <BothVersions mine={entry.order} server={refusal.server} />
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
        <p className="mt-1 text-xs font-semibold text-amber-700">Menunggu sinkron</p>
      )}
    </li>
  );
}
