import { CloudOff, CloudUpload } from "lucide-react";
import { type OutboxEntry, useOutbox } from "../../../lib/outbox";

/** The order an entry is about: the key it was placed with, or the server's id. */
const orderOf = ({ command }: OutboxEntry) =>
  command.kind === "place"
    ? command.idempotencyKey
    : "placedBy" in command.order
      ? command.order.placedBy
      : command.order.id;

/** How many orders the entries are about: an order moved on and paid offline is still one order waiting. */
const ordersIn = (entries: readonly OutboxEntry[]) => new Set(entries.map(orderOf)).size;

/** The header's line while the server cannot be reached: the till keeps working on this device. */
export const SERVER_UNREACHABLE = "Server tidak terhubung — kasir tetap jalan offline";

/**
 * Said across the till's header while the server cannot be reached, in place of the error of each
 * screen's data that failed to load (the till serves it from this device meanwhile).
 */
export function ServerUnreachableNote() {
  const { offline } = useOutbox();
  if (!offline) return null;
  return (
    <p role="status" className="w-full rounded-lg bg-red-950/60 px-2 py-1 text-sm text-red-100">
      {SERVER_UNREACHABLE}
    </p>
  );
}

/**
 * The till header's word on the connection: 'Offline' while the server cannot be reached, and how
 * many orders have something waiting on this device to be sent. Nothing when all is sent and the server answers.
 */
export function SyncStatus() {
  const { offline, entries } = useOutbox();
  const waiting = ordersIn(entries.filter((entry) => !entry.refusal));
  const refused = ordersIn(entries.filter((entry) => entry.refusal));
  if (!offline && entries.length === 0) return null;
  return (
    <output aria-live="polite" className="flex items-center gap-1.5 text-sm font-semibold">
      {offline ? (
        <span
          title={SERVER_UNREACHABLE}
          className="inline-flex items-center gap-1 rounded-lg bg-red-600 px-2 py-1 text-white"
        >
          <CloudOff aria-hidden="true" className="size-4" /> Offline
        </span>
      ) : null}
      {waiting > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-lg bg-amber-600 px-2 py-1 text-white">
          <CloudUpload aria-hidden="true" className="size-4" /> {waiting} pesanan menunggu sinkron
        </span>
      ) : null}
      {refused > 0 ? (
        <span className="rounded-lg bg-white px-2 py-1 text-red-700">{refused} pesanan ditolak server</span>
      ) : null}
    </output>
  );
}
