import { LOCATION_STATUSES, TABLE_STATUSES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

/** Outlets. Only Active ones are offered at register opening and checkout. */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: LOCATION_STATUSES }).notNull().default("Active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("locations_slug_idx").on(t.slug)],
);

export const diningTables = pgTable(
  "dining_tables",
  {
    id: id(),
    name: text("name").notNull(),
    capacity: integer("capacity").notNull().default(2),
    status: text("status", { enum: TABLE_STATUSES }).notNull().default("Available"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("dining_tables_capacity_positive", sql`${t.capacity} >= 1`)],
);

/** The single settings document: the site's content plus the rates and fees the owner can change. */
export const settings = pgTable("settings", {
  id: integer("id").primaryKey().default(1),
  data: jsonb("data").notNull().$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});
