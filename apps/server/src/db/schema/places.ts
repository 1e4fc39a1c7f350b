import { LOCATION_KINDS, LOCATION_STATUSES, TABLE_STATUSES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { archivedAt, createdAt, id, updatedAt } from "./columns";

/**
 * Outlets, and head office: the one location of kind 'head_office' (stock per location, see
 * docs/decisions/0028-stock-per-location.md). Only Active outlets are offered at register opening
 * and checkout.
 */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: LOCATION_STATUSES }).notNull().default("Active"),
    kind: text("kind", { enum: LOCATION_KINDS }).notNull().default("outlet"),
    /**
     * The outlet's own restaurant tax (PBJT is set per city or regency): when both are null the
     * outlet charges the settings' rate and label. Percent with four decimals, like orders' rates.
     */
    taxRatePercent: numeric("tax_rate_percent", { precision: 7, scale: 4, mode: "number" }),
    taxLabel: text("tax_label"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex("locations_slug_idx").on(t.slug),
    // One head office: stock changes that name no outlet go there.
    uniqueIndex("locations_one_head_office").on(t.kind).where(sql`${t.kind} = 'head_office'`),
  ],
);

export const diningTables = pgTable(
  "dining_tables",
  {
    id: id(),
    name: text("name").notNull(),
    capacity: integer("capacity").notNull().default(2),
    status: text("status", { enum: TABLE_STATUSES }).notNull().default("Available"),
    /**
     * What the table's QR code carries: a guest who scans it orders at this table. Random and
     * unguessable; regenerating it makes printed codes stop working.
     */
    qrToken: text("qr_token").notNull().unique().default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [check("dining_tables_capacity_positive", sql`${t.capacity} >= 1`)],
);

/** A catering enquiry from the storefront's form, read by the admins. */
export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: id(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    eventDate: text("event_date").notNull(),
    guestCount: integer("guest_count").notNull(),
    address: text("address").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("catering_requests_created_idx").on(t.createdAt)],
);

/** The single settings document: the site's content plus the rates and fees the owner can change. */
export const settings = pgTable("settings", {
  id: integer("id").primaryKey().default(1),
  data: jsonb("data").notNull().$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});
