import { z } from "zod";
import { ORDER_STATUSES } from "./order-status";

/**
 * The live order stream (GET /api/events, server-sent events). Every message is one SSE event
 * named `order`, its `id` the event's serial number (sent back as `Last-Event-ID` on reconnect)
 * and its data this JSON. It only says which order changed: screens refetch what they show.
 */
export const ORDER_EVENT_NAME = "order";
/**
 * Sent instead of the missed events when a reconnecting client asks to resume from a point the
 * server no longer keeps (or never had): the screen refetches everything it shows. Its `id` is
 * the newest event's, so the next reconnect resumes from there.
 */
export const ORDER_EVENTS_RESET_NAME = "reset";
export const ORDER_EVENT_TYPES = ["created", "updated", "status"] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderEvent = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  /** The order's `_id`. */
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/**
 * `lastEventId` stands in for the `Last-Event-ID` header for a client that cannot set headers;
 * the header wins when both are sent. Anything but a whole number gets the `reset` event.
 */
export const orderEventsQuery = z.object({ lastEventId: z.string().max(20).optional() });
