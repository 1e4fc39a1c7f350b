import type {
  AuditAction,
  AuditActorKind,
  AuditEntityType,
  AuditList,
  AuditListQuery,
  AuditRecord,
} from "@kedai/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { auditEvents } from "../../db/schema";
import { badRequest } from "../../lib/app-error";
import { dayRangeOr400, withinBusinessDays } from "../../lib/business-day";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { caseless, sortedBy } from "../../lib/sorting";

/** Who acted: a staff user (as the routes read it), or `id: null` for the system. */
export type AuditActor = { id: string | null; fullName: string; kind?: AuditActorKind };

export type AuditEvent = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  /** What the back office calls the record: the order number, the product's name… */
  label: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Keys never written to the log, at any depth: passwords, their hashes, tokens and secrets. */
const SECRET_KEY = /password|hash|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

const cleaned = (values: Record<string, unknown> | null | undefined) =>
  values ? (withoutSecrets(values) as Record<string, unknown>) : null;

/**
 * Writes one audit row in the caller's transaction, so the row exists exactly when the change
 * does (docs/decisions/0017-audit-log.md). Secrets are dropped from before/after.
 */
export async function recordAudit(tx: Tx, actor: AuditActor, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: actor.kind === "customer" ? null : actor.id,
    actorName: actor.fullName,
    actorKind: actor.kind ?? (actor.id ? "staff" : "system"),
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId ?? null,
    label: event.label,
    before: cleaned(event.before),
    after: cleaned(event.after),
  });
}

/** The fields of `after` whose value differs from `before` (both sides), or null when none did. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

function toAuditRecord(row: typeof auditEvents.$inferSelect): AuditRecord {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName, kind: row.actorKind },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    label: row.label,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * GET /api/audit: the newest first, a page at a time, narrowed by action, actor and days
 * (business time zone, both included; either end may be open).
 */
export async function listAudit(db: DbOrTx, query: AuditListQuery, timeZone: string): Promise<AuditList> {
  if (query.startDate && query.endDate) dayRangeOr400(query.startDate, query.endDate);
  if (query.actor && !isUuid(query.actor)) throw badRequest("Pengguna tidak ditemukan.", "actor");
  const where = and(
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.actor ? eq(auditEvents.actorId, query.actor) : undefined,
    ...withinBusinessDays(auditEvents.at, query, timeZone),
  );
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(
      ...sortedBy(query, { time: auditEvents.at, actor: caseless(auditEvents.actorName) }, [
        desc(auditEvents.at),
        desc(auditEvents.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  return { data: rows.map(toAuditRecord), total, page: query.page, limit: query.limit };
}

/**
 * Records a deleted or archived record (docs/business-rules.md#deleting) with every column it had
 * (secrets dropped), in the same transaction.
 */
export const recordRemoval = (
  tx: Tx,
  actor: AuditActor,
  entityType: AuditEntityType,
  row: { id: string },
  label: string,
  { archived }: { archived: boolean },
) =>
  recordAudit(tx, actor, {
    action: archived ? "record.archived" : "record.deleted",
    entityType,
    entityId: row.id,
    label,
    before: row,
  });
