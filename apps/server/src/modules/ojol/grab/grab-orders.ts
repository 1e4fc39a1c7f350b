import type { z } from "zod";
import type { Database, Tx } from "../../../db/client";
import {
  cancelFromPlatform,
  completeFromPlatform,
  findPlatformOrder,
  type PlatformLink,
  placePlatformOrder,
} from "../ojol-orders";
import type { grabOrderState, grabSubmitOrder } from "./grab-contract";

/** Minor units → whole rupiah (`currency.exponent`: 2 for IDR in GrabFood's document). */
const rupiah = (minor: number, exponent: number) => Math.round(minor / 10 ** exponent);

/** *Submit order* → a Kedai order (ADR 0055 lists the fields read). */
export function applyGrabSubmitOrder(
  db: Database,
  tx: Tx,
  link: PlatformLink,
  order: z.infer<typeof grabSubmitOrder>,
): Promise<string> {
  const { exponent } = order.currency;
  return placePlatformOrder(db, tx, link, {
    platformOrderId: order.orderID,
    shortCode: order.shortOrderNumber,
    acceptedByPlatform: order.featureFlags.orderAcceptedType === "AUTO",
    method: order.featureFlags.orderType === "TakeAway" ? "pickup" : "delivery",
    customerName: order.receiver?.name ?? null,
    driverName: null,
    merchantPromo: rupiah(order.price.merchantFundPromo ?? 0, exponent),
    lines: order.items.map((item) => ({
      externalId: item.id,
      name: null,
      quantity: item.quantity,
      unitPrice: rupiah(item.price, exponent),
      options: (item.modifiers ?? []).map((modifier) => ({
        externalId: modifier.id,
        name: null,
        price: rupiah(modifier.price, exponent),
      })),
      note: item.specifications || null,
    })),
  });
}

/**
 * *Push order state*: a cancellation (or a failed delivery) cancels the Kedai order, a delivery
 * completes it (`timeZone`: the business day its sale counts on).
 */
export async function applyGrabOrderState(
  tx: Tx,
  state: z.infer<typeof grabOrderState>,
  timeZone: string,
): Promise<string | null> {
  const order = await findPlatformOrder(tx, "grabfood", state.orderID);
  if (!order) return null;
  if (state.state === "CANCELLED" || state.state === "FAILED") await cancelFromPlatform(tx, order, state.message);
  if (state.state === "DELIVERED") await completeFromPlatform(tx, order, timeZone);
  return order.id;
}
