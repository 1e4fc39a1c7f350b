import { z } from "zod";

/*
 * GoFood's notification and call shapes. GoBiz publishes no machine-readable contract: these are
 * typed from its developer pages, each field with the page it is documented on
 * (docs/decisions/0055-ojol-platform-contracts.md). Only the fields Kedai reads are checked.
 */

/** The events Kedai subscribes to (*Event List*). */
export const GOFOOD_EVENTS = {
  awaitingAcceptance: "gofood.order.awaiting_merchant_acceptance",
  merchantAccepted: "gofood.order.merchant_accepted",
  driverOtwPickup: "gofood.order.driver_otw_pickup",
  driverArrived: "gofood.order.driver_arrived",
  completed: "gofood.order.completed",
  cancelled: "gofood.order.cancelled",
} as const;

/** *Receiving Notifications*: the header the signature comes in. */
export const GOFOOD_SIGNATURE_HEADER = "x-go-signature";

const variant = z.object({ external_id: z.string().optional(), name: z.string().optional() });

/** A gofood.order.* notification (*Event List*, header.version 1). */
export const gofoodNotification = z.object({
  header: z.object({ event_name: z.string().min(1), event_id: z.string().min(1) }),
  body: z.object({
    service_type: z.string().optional(),
    outlet: z.object({ id: z.string().min(1) }),
    customer: z.object({ name: z.string().optional() }).optional(),
    driver: z.object({ name: z.string().optional() }).nullable().optional(),
    order: z.object({
      order_number: z.string().min(1),
      order_total: z.number().optional(),
      currency: z.string().optional(),
      cancellation_detail: z.object({ reason: z.string().optional() }).nullable().optional(),
      order_items: z
        .array(
          z.object({
            external_id: z.string().optional(),
            id: z.string().optional(),
            name: z.string().optional(),
            quantity: z.number().int().min(1),
            price: z.number().min(0),
            notes: z.string().optional(),
            variants: z.array(variant).optional(),
          }),
        )
        .optional(),
    }),
  }),
});
export type GofoodNotification = z.infer<typeof gofoodNotification>;

/** *Order Acceptance*: `{order_type}` is delivery or pickup. */
export const gofoodOrderType = (serviceType: string | undefined): "delivery" | "pickup" =>
  serviceType?.toLowerCase().includes("pickup") ? "pickup" : "delivery";

export const gofoodOrderPath = (
  outletId: string,
  orderType: string,
  orderId: string,
  action: "accepted" | "cancelled",
) =>
  `/integrations/gofood/outlets/${encodeURIComponent(outletId)}/v1/orders/${orderType}/${encodeURIComponent(orderId)}/${action}`;

/** *Authentication* (client credentials): the token endpoint and the scopes Kedai asks for. */
export const GOFOOD_TOKEN_PATH = "/oauth2/token";
export const GOFOOD_SCOPES = "gofood:order:read gofood:order:write gofood:catalog:write gofood:outlet:write";
