import { type CommandOrderRef, localOrderKey, ORDER_STATUS, type TillCommand } from "@kedai/shared";

/*
 * A till updated while its outbox still held replayed HTTP calls (before ADR 0046): each is
 * rewritten once, in the IndexedDB upgrade, as the typed command it stood for, so nothing the
 * cashier did offline is lost across the update. Only the three calls the outbox ever kept exist.
 */

type OldRequest = { method?: string; path?: string; body?: Record<string, unknown> };
type Offline = { takenAt?: string; deviceId?: string; catalogVersion?: number };

const ORDER_PATH = /^\/orders\/([^/]+)\/(status|finalize)$/;

/** The order an old path named: a server id, or `local:<key>` of an order still in the outbox. */
function refOf(id: string): CommandOrderRef {
  const placedBy = localOrderKey(decodeURIComponent(id));
  return placedBy ? { placedBy } : { id: decodeURIComponent(id) };
}

/** The command an old outbox entry's call stood for; its key and time are the entry's. */
export function commandOfRequest(request: unknown, idempotencyKey: string, takenAt: string): TillCommand {
  const { path = "", body = {} } = request as OldRequest;
  const { offline, ...rest } = body as Record<string, unknown> & { offline?: Offline };
  const base = { idempotencyKey, takenAt, deviceId: offline?.deviceId ?? "" };
  if (path === "/orders") {
    return { kind: "place", ...base, catalogVersion: offline?.catalogVersion ?? 0, order: rest as never };
  }
  const [, id = "", action] = ORDER_PATH.exec(path) ?? [];
  const order = refOf(id);
  if (action === "finalize") return { kind: "pay", ...base, order, ...(rest as object) };
  const from = (rest.from as never) ?? ORDER_STATUS.New;
  if (rest.status === ORDER_STATUS.Cancelled) return { kind: "cancel", ...base, order, from };
  return { kind: "status", ...base, order, from, to: rest.status as never };
}
