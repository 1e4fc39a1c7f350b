import type { SSEMessage, SSEReplyInterface } from "@fastify/sse";
import { ORDER_EVENT_NAME, ORDER_EVENTS_RESET_NAME } from "@kedai/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { FeedSubscription, OrderEventFeed } from "./order-event-feed";
import { orderEventsAfter, resumePoint } from "./order-events";

/** Rows read per query while catching up; a long outage is sent in pages, not in one read. */
const PAGE = 200;

/**
 * Streams order events to one client until it disconnects or the app closes. It opens at
 * `lastEventId` (see resumePoint) and from then on always reads the table for ids after the last
 * one sent, so catch-up and live events come in order, none twice and none skipped.
 */
export async function streamOrderEvents(
  db: Database,
  feed: OrderEventFeed,
  sse: SSEReplyInterface,
  lastEventId: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  await feed.run(async (subscription: FeedSubscription) => {
    sse.onClose(() => subscription.end());
    if (!sse.isConnected) subscription.end();
    // A write to a socket the client has just dropped can wait for a "drain" that never comes:
    // the stream gives up on it once the client is gone or the app closes.
    const send = (message: SSEMessage) => Promise.race([sse.send(message), subscription.whenEnded]);
    try {
      // Subscribed before the start is read: whatever commits after that read rings the bell.
      const start = await resumePoint(db, lastEventId);
      let after = start.after;
      if (start.reset) {
        await send({ id: String(after), event: ORDER_EVENTS_RESET_NAME, data: {} });
      } else {
        // An id without data dispatches nothing, but the browser keeps it as its Last-Event-ID:
        // a reconnect before the first event still resumes from the moment this stream opened.
        await send({ id: String(after), data: undefined });
      }
      while (await subscription.changed()) {
        for (let page = PAGE; page === PAGE; ) {
          const events = await orderEventsAfter(db, after, PAGE);
          for (const { id, ...event } of events) {
            if (!sse.isConnected) return;
            await send({ id: String(id), event: ORDER_EVENT_NAME, data: event });
            after = id;
          }
          page = events.length;
        }
      }
    } catch (err) {
      // A vanished client is normal; anything else ends this stream and the client reconnects.
      if (sse.isConnected) log.warn({ err }, "order event stream failed");
    } finally {
      sse.close();
    }
  });
}
