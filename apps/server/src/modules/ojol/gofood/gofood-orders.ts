import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client";
import { orders } from "../../../db/schema";
import {
  cancelFromPlatform,
  completeFromPlatform,
  findPlatformOrder,
  type PlatformLink,
  placePlatformOrder,
} from "../ojol-orders";
import { GOFOOD_EVENTS, type GofoodNotification, gofoodOrderType } from "./gofood-contract";

/**
 * A gofood.order.* notification → the Kedai order it makes or changes (ADR 0055 lists the fields
 * read; `timeZone`: the business day a completed order's sale counts on).
 */
export async function applyGofoodNotification(
  db: Database,
  tx: Tx,
  link: PlatformLink,
  { header, body }: GofoodNotification,
  timeZone: string,
): Promise<string | null> {
  const driverName = body.driver?.name || null;
  switch (header.event_name) {
    case GOFOOD_EVENTS.awaitingAcceptance:
    case GOFOOD_EVENTS.merchantAccepted:
      return placePlatformOrder(db, tx, link, {
        platformOrderId: body.order.order_number,
        shortCode: body.order.order_number,
        acceptedByPlatform: header.event_name === GOFOOD_EVENTS.merchantAccepted,
        method: gofoodOrderType(body.service_type),
        customerName: body.customer?.name || null,
        driverName,
        merchantPromo: 0,
        lines: (body.order.order_items ?? []).map((item) => ({
          externalId: item.external_id || item.id || "",
          name: item.name ?? null,
          quantity: item.quantity,
          unitPrice: Math.round(item.price),
          options: (item.variants ?? []).map((variant) => ({
            externalId: variant.external_id ?? "",
            name: variant.name ?? null,
            price: 0,
          })),
          note: item.notes || null,
        })),
      });
    case GOFOOD_EVENTS.completed: {
      const order = await findPlatformOrder(tx, "gofood", body.order.order_number);
      if (order) await completeFromPlatform(tx, order, timeZone);
      return order?.id ?? null;
    }
    case GOFOOD_EVENTS.cancelled: {
      const order = await findPlatformOrder(tx, "gofood", body.order.order_number);
      if (order) await cancelFromPlatform(tx, order, body.order.cancellation_detail?.reason);
      return order?.id ?? null;
    }
    default: {
      // The driver's progress: only the name is kept.
      const order = await findPlatformOrder(tx, "gofood", body.order.order_number);
      if (order && driverName && driverName !== order.driverName)
        await tx.update(orders).set({ driverName }).where(eq(orders.id, order.id));
      return order?.id ?? null;
    }
  }
}
