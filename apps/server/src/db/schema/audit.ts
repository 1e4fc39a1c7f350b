import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITY_TYPES } from "@kedai/shared";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./people";

/**
 * The audit log (docs/decisions/0017-audit-log.md): one row per sensitive action, written in the
 * transaction of the change. The actor's name is a snapshot, so a row still reads right after the
 * account is renamed or deleted (the id then becomes null). Rows are never updated.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "restrict" }),
    actorName: text("actor_name").notNull(),
    actorKind: text("actor_kind", { enum: AUDIT_ACTOR_KINDS }).notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text("entity_type", { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: text("entity_id"),
    label: text("label").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_events_at_idx").on(t.at), index("audit_events_action_idx").on(t.action, t.at)],
);
