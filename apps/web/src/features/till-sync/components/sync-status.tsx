import { CloudOff, CloudUpload } from "lucide-react";
import { useOutbox } from "../../../lib/outbox";

/**
 * The till header's word on the connection: 'Offline' while the server cannot be reached, and how
 * many orders wait on this device to be sent. Nothing when all is sent and the server answers.
 */
export function SyncStatus() {
  const { offline, entries } = useOutbox();
  const waiting = entries.filter((entry) => !entry.refusal).length;
  const refused = entries.length - waiting;
  if (!offline && entries.length === 0) return null;
  return (
    <output aria-live="polite" className="flex items-center gap-1.5 text-sm font-semibold">
      {offline ? (
        <span className="inline-flex items-center gap-1 rounded-lg bg-red-600 px-2 py-1 text-white">
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
