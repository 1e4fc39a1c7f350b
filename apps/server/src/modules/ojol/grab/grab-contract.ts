import { z } from "zod";
import type { components } from "./openapi-types";

/*
 * GrabFood's shapes, from the types generated from its own OpenAPI document (openapi.yaml beside
 * this file; docs/decisions/0055-ojol-platform-contracts.md). The checks below read only the fields
 * Kedai uses, and are held to the generated types, so a field the document renames fails to compile.
 */
type Schemas = components["schemas"];
export type GrabPartnerTokenRequest = Schemas["PartnerOauthRequest"];
export type GrabPartnerTokenResponse = Schemas["PartnerOauthResponse"];
export type GrabSubmitOrder = Schemas["SubmitOrderRequest"];
export type GrabOrderState = Schemas["OrderStateRequest"];
export type GrabTokenRequest = Schemas["GrabOauthRequest"];
export type GrabTokenResponse = Schemas["GrabOauthResponse"];
export type GrabAcceptOrder = Schemas["AcceptOrderRequest"];
export type GrabMarkOrder = Schemas["MarkOrderRequest"];
export type GrabCancelOrder = Schemas["CancelOrderRequest"];

/** The paths of the calls Kedai makes, as the document names them. */
export const GRAB_PATHS = {
  token: "/grabid/v1/oauth2/token",
  acceptReject: "/partner/v1/order/prepare",
  markReady: "/partner/v1/orders/mark",
  cancel: "/partner/v1/order/cancel",
} as const;

/** Grab's cancelCode for Kedai's reasons (CancelReason in the document); 'OTHERS' has none. */
export const GRAB_CANCEL_CODES = {
  ITEMS_OUT_OF_STOCK: 1001,
  HIGH_DEMAND: 1002,
  RESTAURANT_CLOSED: 1003,
} as const satisfies Record<string, GrabCancelOrder["cancelCode"]>;

/** The partner token request, as Kedai's token endpoint reads it. */
export const grabPartnerTokenRequest = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.literal("client_credentials"),
  scope: z.string().optional(),
}) satisfies z.ZodType<GrabPartnerTokenRequest>;

const modifier = z.object({ id: z.string(), price: z.number().int().min(0) });

/** The fields of *Submit order* Kedai reads. */
export const grabSubmitOrder = z.object({
  orderID: z.string().min(1),
  shortOrderNumber: z.string().min(1),
  merchantID: z.string().min(1),
  currency: z.object({ exponent: z.number().int().min(0).max(4) }),
  featureFlags: z.object({
    orderAcceptedType: z.enum(["AUTO", "MANUAL"]),
    orderType: z.enum(["TakeAway", "DeliveredByGrab", "DeliveredByRestaurant", "DineIn"]),
  }),
  items: z
    .array(
      z.object({
        id: z.string(),
        quantity: z.number().int().min(1),
        price: z.number().int().min(0),
        specifications: z.string().optional(),
        modifiers: z.array(modifier).optional(),
      }),
    )
    .min(1),
  price: z.object({ subtotal: z.number().int(), merchantFundPromo: z.number().int().optional() }),
  receiver: z.object({ name: z.string().optional() }).optional(),
}) satisfies z.ZodType<Pick<GrabSubmitOrder, "orderID" | "shortOrderNumber" | "merchantID">>;

/** The fields of *Push order state* Kedai reads. */
export const grabOrderState = z.object({
  orderID: z.string().min(1),
  merchantID: z.string().min(1),
  state: z.enum(["ACCEPTED", "DRIVER_ALLOCATED", "DRIVER_ARRIVED", "COLLECTED", "DELIVERED", "FAILED", "CANCELLED"]),
  message: z.string().optional(),
}) satisfies z.ZodType<Pick<GrabOrderState, "orderID" | "merchantID" | "state" | "message">>;
