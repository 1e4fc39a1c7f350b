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

/** *Order Acceptance*: the body of a rejection (`PUT …/{order_id}/cancelled`). */
export const gofoodCancelOrder = z.strictObject({
  cancel_reason_code: z.enum(["HIGH_DEMAND", "RESTAURANT_CLOSED", "ITEMS_OUT_OF_STOCK", "OTHERS"]),
  cancel_reason_description: z.string().min(3),
});
export type GofoodCancelOrder = z.infer<typeof gofoodCancelOrder>;

/** An outlet's path on the menu pages: *Sync Menu* (`v1/catalog`), *Outlet Properties* (`v1/properties`). */
export const gofoodOutletPath = (outletId: string, resource: "v1/catalog" | "v1/properties") =>
  `/integrations/gofood/outlets/${encodeURIComponent(outletId)}/${resource}`;

const hourMinute = z.string().regex(/^\d{2}:\d{2}$/);
const openOn = z.array(z.strictObject({ start: hourMinute, end: hourMinute }));

/**
 * *Sync Menu*, *Update GoFood Outlet Catalog* (`PUT …/v1/catalog`): the fields of the page's sample
 * request with the sample's types. Which of them the page marks optional is not in the copy read
 * (docs/decisions/0057-ojol-menu-out.md), so only `image`, which Kedai leaves out for an item without
 * a picture, is optional here; a field the sample does not have is a complaint.
 */
export const gofoodCatalog = z.strictObject({
  request_id: z.string().min(1),
  menus: z.array(
    z.strictObject({
      name: z.string().min(1),
      menu_items: z.array(
        z.strictObject({
          external_id: z.string().min(1),
          name: z.string().min(1),
          description: z.string(),
          in_stock: z.boolean(),
          price: z.number().int().min(0),
          image: z.string().optional(),
          operational_hours: z.strictObject({
            sunday: openOn,
            monday: openOn,
            tuesday: openOn,
            wednesday: openOn,
            thursday: openOn,
            friday: openOn,
            saturday: openOn,
          }),
          variant_category_external_ids: z.array(z.string().min(1)),
        }),
      ),
    }),
  ),
  variant_categories: z.array(
    z.strictObject({
      external_id: z.string().min(1),
      internal_name: z.string().min(1),
      name: z.string().min(1),
      rules: z.strictObject({
        selection: z.strictObject({ min_quantity: z.number().int().min(0), max_quantity: z.number().int().min(0) }),
      }),
      variants: z.array(
        z.strictObject({
          external_id: z.string().min(1),
          name: z.string().min(1),
          price: z.number().int().min(0),
          in_stock: z.boolean(),
        }),
      ),
    }),
  ),
});
export type GofoodCatalog = z.infer<typeof gofoodCatalog>;

/** *Outlet Properties*, *Update Outlet Properties* (`PATCH …/v1/properties`): `force_close`, required. */
export const gofoodOutletProperties = z.strictObject({ force_close: z.boolean() });
export type GofoodOutletProperties = z.infer<typeof gofoodOutletProperties>;

/** *Authentication* (client credentials): the token endpoint and the scopes Kedai asks for. */
export const GOFOOD_TOKEN_PATH = "/oauth2/token";
export const GOFOOD_SCOPES = "gofood:order:read gofood:order:write gofood:catalog:write gofood:outlet:write";
