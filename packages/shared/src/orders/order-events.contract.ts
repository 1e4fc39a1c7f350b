import { z } from "zod";
import { ORDER_STATUSES } from "./order-status";

/**
 * The live order stream (GET /api/events, server-sent events). Every message is one SSE event
 * named `order`, its `id` the event's serial number (sent back as `Last-Event-ID` on reconnect)
 * and its data this JSON. It only says which order changed: screens refetch what they show.
 */
export const ORDER_EVENT_NAME = "order";
export const ORDER_EVENT_TYPES = ["created", "updated", "status"] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderEvent = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  /** The order's `_id`. */
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderEvent = z.infer<typeof orderEvent>;
