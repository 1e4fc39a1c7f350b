import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/*
 * What an app instance would otherwise keep to itself, kept in the database so several instances
 * behind one address share it (docs/decisions/0018-several-app-instances.md).
 */

/**
 * Uploaded files on PostgreSQL: pictures under their plain names (served at /uploads/<name>) and
 * the member guide's replaced documents as member-documents/<file>; `createdAt` is when these
 * bytes were stored. The embedded database keeps them as files in DATA_DIR instead: it is one
 * process anyway, and it holds its data in memory.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * The rate limits' counts (every @fastify/rate-limit limit, plugins/rate-limit-store.ts), per key:
 * the limit's name and the caller it counts (an address, an account), `hits` within the window
 * that ends at `resetAt`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
