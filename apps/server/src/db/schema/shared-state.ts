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
 * Failed logins within the current window (the login throttle), per key: `pair:<address>|<account>`,
 * `address:<address>` or `account:<account>`.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("login_failures_reset_idx").on(t.resetAt)],
);
