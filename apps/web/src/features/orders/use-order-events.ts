import { ORDER_EVENT_NAME, orderEvent } from "@kedai/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { orderChanged, orderChangesMissed } from "../../lib/order-changes";
import { refreshAllOrders, refreshOrder } from "./api/order-cache";

const EVENTS_URL = "/api/events";
/** The server's "your position is gone, refetch everything" event. */
const RESET_EVENT = "reset";
/**
 * EventSource retries by itself after a dropped connection, but gives up for good when an answer
 * is not a stream (404 on a server without it, 401 after the session ended, a proxy's 502). Then
 * polling carries on alone and the stream is tried again this much later.
 */
const REOPEN_AFTER_MS = 30_000;

/**
 * One stream per page, however many screens ask for it: each subscriber adds its query client,
 * and the connection closes when the last one leaves.
 */
const clients = new Set<QueryClient>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function notify(refresh: (client: QueryClient) => unknown) {
  for (const client of clients) void refresh(client);
}

function open(afterGap: boolean) {
  const stream = new EventSource(EVENTS_URL, { withCredentials: true });
  source = stream;
  stream.addEventListener(ORDER_EVENT_NAME, (message) => {
    const event = orderEvent.safeParse(safeJson((message as MessageEvent<string>).data));
    notify((client) => (event.success ? refreshOrder(client, event.data.orderId) : refreshAllOrders(client)));
    if (event.success) orderChanged(event.data.orderId);
    else orderChangesMissed();
  });
  stream.addEventListener(RESET_EVENT, () => {
    notify(refreshAllOrders);
    orderChangesMissed();
  });
  stream.addEventListener("open", () => {
    // A fresh stream (not EventSource's own reconnect) cannot resume: whatever changed while it
    // was shut is fetched instead.
    if (!afterGap) return;
    notify(refreshAllOrders);
    orderChangesMissed();
  });
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (clients.size > 0 && !source) open(true);
    }, REOPEN_AFTER_MS);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function subscribe(client: QueryClient): () => void {
  clients.add(client);
  if (!source && reopenTimer === undefined) open(false);
  return () => {
    clients.delete(client);
    if (clients.size > 0) return;
    source?.close();
    source = null;
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
  };
}

/**
 * Live order updates (GET /api/events): each change refetches the lists and that order, a reset
 * refetches every order. The lists' polling stays as the fallback when the stream is down.
 */
export function useOrderEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return subscribe(client);
  }, [client]);
}
