import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/*
 * What an app instance would otherwise keep to itself, kept in the database so several instances
 * behind one address share it (docs/decisions/0018-several-app-instances.md).
 */

/**
 * Uploaded pictures on PostgreSQL, served at /uploads/<name>. The embedded database keeps them as
 * files in DATA_DIR/uploads instead: it is one process anyway, and it holds its data in memory.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** Failed logins per client address and account within the current window (the login throttle). */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("login_failures_reset_idx").on(t.resetAt)],
);
