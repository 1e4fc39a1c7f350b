import { OJOL_PLATFORMS } from "@kedai/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customizationOptions, products } from "./catalog";
import { createdAt, id, updatedAt } from "./columns";
import { orders } from "./orders";
import { locations } from "./places";

/**
 * An outlet's link to a food platform (docs/decisions/0056-ojol-orders-in.md): the platform's id
 * of the outlet (GrabFood's merchantID, GoFood's outlet_id), whether orders flow at all (off until
 * an admin switches it on), accept by itself or by the cashier, and the platform's commission and
 * menu markup as percents with four decimals (20 = 20 %), like the orders' own rates. The secrets
 * are stored only encrypted (AES-256-GCM under OJOL_SECRET_KEY, `secretsCipher`) and never answered.
 */
export const platformLinks = pgTable(
  "platform_links",
  {
    id: id(),
    outletId: uuid("outlet_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    platform: text("platform", { enum: OJOL_PLATFORMS }).notNull(),
    merchantRef: text("merchant_ref").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    autoAccept: boolean("auto_accept").notNull().default(false),
    commissionPercent: numeric("commission_percent", { precision: 7, scale: 4, mode: "number" }).notNull().default(0),
    markupPercent: numeric("markup_percent", { precision: 7, scale: 4, mode: "number" }).notNull().default(0),
    paused: boolean("paused").notNull().default(false),
    /**
     * What the platform was last told of the menu (docs/decisions/0057-ojol-menu-out.md): the
     * catalog version it was sent or notified of (0: never), and the products it was told are sold
     * out. The menu sync compares them with the menu now and sends only what changed.
     */
    menuVersion: bigint("menu_version", { mode: "number" }).notNull().default(0),
    soldOutProductIds: jsonb("sold_out_product_ids").$type<string[]>().notNull().default([]),
    /** The id the platform gave Kedai to call it: not a secret. */
    clientId: text("client_id").notNull().default(""),
    /** The id the platform presents when it calls Kedai (GrabFood's token request). */
    inboundClientId: text("inbound_client_id").notNull().default(""),
    /** `{ clientSecret?, inboundSecret? }` sealed with AES-256-GCM; null while none is set. */
    secretsCipher: text("secrets_cipher"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("platform_links_merchant_idx").on(t.platform, t.merchantRef),
    uniqueIndex("platform_links_outlet_idx").on(t.outletId, t.platform),
    index("platform_links_inbound_client_idx").on(t.platform, t.inboundClientId),
  ],
);

/**
 * The inbox: every verified webhook a platform sent, stored before it is answered and processed
 * from here (after the commit, and again at start and by the minute job until `processedAt` is
 * set). The platform's own id of the event (`dedupeKey`) is unique per platform: the same webhook
 * sent again finds its row and makes nothing new.
 */
export const platformWebhooks = pgTable(
  "platform_webhooks",
  {
    id: id(),
    platform: text("platform", { enum: OJOL_PLATFORMS }).notNull(),
    /** What the platform said: 'submit-order', 'order-state', or GoFood's event name. */
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    linkId: uuid("link_id").references(() => platformLinks.id, { onDelete: "restrict" }),
    /** The body exactly as received (the signature was computed over these bytes). */
    body: text("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("platform_webhooks_dedupe_idx").on(t.platform, t.dedupeKey),
    index("platform_webhooks_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

/**
 * What Kedai owes a platform about an order (accept, reject, ready, cancel), written in the
 * transaction that decided it and sent after the commit; one the platform did not take is sent
 * again by the minute job. One row per order and action: deciding twice sends once. A call about
 * the outlet rather than an order (its menu, a sold-out item, a pause) has no order: a newer one
 * of the same link and action replaces one not sent yet.
 */
export const platformCalls = pgTable(
  "platform_calls",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => platformLinks.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    body: jsonb("body").$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /**
     * Until when a sender holds the call (it is on its way to the platform): no other sender, of
     * this instance or another, takes it before then (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md).
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("platform_calls_order_action_idx").on(t.orderId, t.action),
    index("platform_calls_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A platform's id of an item or option that is not Kedai's own (Kedai's menu sends its product and
 * option ids; an item set up on the platform by hand has the platform's): the product or option it
 * is. Unique per platform and id.
 */
export const platformItemMaps = pgTable(
  "platform_item_maps",
  {
    id: id(),
    platform: text("platform", { enum: OJOL_PLATFORMS }).notNull(),
    externalId: text("external_id").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "restrict" }),
    optionId: uuid("option_id").references(() => customizationOptions.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("platform_item_maps_external_idx").on(t.platform, t.externalId)],
);
