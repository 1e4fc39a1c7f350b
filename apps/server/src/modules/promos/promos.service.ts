import { type ActivePromo, isPromoActive, type PromoBody, type PromoRecord, promoBody, toDateKey } from "@kedai/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { orders, promos } from "../../db/schema";
import { type AppError, badRequest, notFound, refusal } from "../../lib/app-error";
import { startOfDay } from "../../lib/business-day";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { deleteOrArchive, notArchived } from "../../lib/in-use";
import { orderUses } from "../../lib/order-uses";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordRemoval } from "../audit/audit.service";

/**
 * GET /api/promos/active: the promos the till may offer now, by name. The promos are few (an
 * owner's handful), so they are read whole and filtered by the one rule that also admits a promo
 * into an order.
 */
export async function listActivePromos(db: DbOrTx, timeZone: string): Promise<ActivePromo[]> {
  const rows = await db.select().from(promos).where(notArchived(promos)).orderBy(asc(promos.name));
  const now = new Date();
  return rows
    .filter((promo) => isPromoActive(promo, timeZone, now))
    .map(({ id, name, code, type, value }) => ({ _id: id, name, code, type, value }));
}

/**
 * The promo an order asks for, which must exist and be active now, or for an order a till took
 * offline at `takenAt`, then (400 otherwise; docs/business-rules.md#offline). A promo changed after
 * `takenAt` was switched on then if it is now or was switched off since: its last change is later.
 */
export async function findActivePromoOr400(db: DbOrTx, promoId: string, timeZone: string, takenAt?: Date) {
  const [promo] = await findReferencedOr400(db, promos, [promoId], {
    field: "promoId",
    message: "Promo tidak ditemukan.",
  });
  const active = takenAt
    ? isPromoActive({ ...promo, isActive: promo.isActive || promo.updatedAt > takenAt }, timeZone, takenAt)
    : isPromoActive(promo, timeZone);
  if (!active) {
    const when = takenAt ? "tidak berlaku saat pesanan dibuat" : "sedang tidak berlaku";
    throw refusal("PROMO_INVALID", `Promo "${promo.name}" ${when}.`, "promoId");
  }
  return promo;
}

const UNKNOWN_PROMO_CODE = "Kode promo tidak ditemukan.";

/**
 * The promo a customer's code names (ignoring case), which must be active now. An unknown code is
 * refused with `whenUnknown` (the storefront's verify answers 404; an order's field error is a 400).
 */
export async function findActivePromoByCode(
  db: DbOrTx,
  code: string,
  timeZone: string,
  whenUnknown: (message: string) => AppError = (message) => badRequest(message, "promoCode"),
) {
  const [promo] = await db
    .select()
    .from(promos)
    .where(notArchived(promos, sql`upper(${promos.code}) = upper(${code.trim()})`))
    .limit(1);
  if (!promo) throw whenUnknown(UNKNOWN_PROMO_CODE);
  if (!isPromoActive(promo, timeZone))
    throw refusal("PROMO_INVALID", `Promo "${promo.name}" sedang tidak berlaku.`, "promoCode");
  return promo;
}

/** POST /api/promos/verify: what the checkout shows for a code before the order is placed. */
export async function verifyPromoCode(db: DbOrTx, code: string, timeZone: string) {
  const promo = await findActivePromoByCode(db, code, timeZone, notFound);
  return { promo: { name: promo.name, type: promo.type, value: promo.value } };
}

type PromoRow = typeof promos.$inferSelect;

const PROMO_NOT_FOUND = "Promo tidak ditemukan.";

/** A promo as the back office edits it: its days are read back in the business time zone. */
function toPromoRecord(row: PromoRow, timeZone: string): PromoRecord {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    value: row.value,
    startDate: toDateKey(row.startDate, timeZone),
    endDate: toDateKey(row.endDate, timeZone),
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/promos: every promo, switched off or not, newest start first. */
export async function listPromos(db: DbOrTx, timeZone: string): Promise<PromoRecord[]> {
  const rows = await db
    .select()
    .from(promos)
    .where(notArchived(promos))
    .orderBy(sql`${promos.startDate} desc`, asc(sql`lower(${promos.name})`));
  return rows.map((row) => toPromoRecord(row, timeZone));
}

/** A code names one promo, whatever its case (the database's unique index on upper(code) agrees). */
async function assertCodeFree(tx: Tx, code: string | null, exceptId?: string) {
  if (!code) return;
  const [clash] = await tx
    .select({ name: promos.name })
    .from(promos)
    .where(and(sql`upper(${promos.code}) = upper(${code})`, exceptId ? ne(promos.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw refusal("CODE_TAKEN", `Kode promo "${code}" sudah dipakai oleh promo "${clash.name}".`, "code");
}

/** The stored columns of a promo: each day as its first instant in the business time zone. */
const promoValues = (body: PromoBody, timeZone: string) => ({
  name: body.name,
  code: body.code,
  type: body.type,
  value: body.value,
  startDate: startOfDay(body.startDate, timeZone),
  endDate: startOfDay(body.endDate, timeZone),
  description: body.description ?? "",
  isActive: body.isActive,
});

export async function createPromo(db: Database, body: PromoBody, timeZone: string): Promise<PromoRecord> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, promos);
    await assertCodeFree(tx, body.code);
    const [row] = await tx.insert(promos).values(promoValues(body, timeZone)).returning();
    return toPromoRecord(row, timeZone);
  });
}

/** Also how a promo is switched on or off (its active flag is part of the edit). */
/** PUT: the fields sent over the stored promo; its days are checked as they will be (docs/api-conventions.md#put). */
export async function updatePromo(
  db: Database,
  id: string,
  sent: Partial<PromoBody>,
  timeZone: string,
): Promise<PromoRecord> {
  if (!isUuid(id)) throw notFound(PROMO_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, promos);
    const stored = await findByIdOr404(tx, promos, id, PROMO_NOT_FOUND);
    const body = updatedRecord(promoBody, toPromoRecord(stored, timeZone), sent);
    await assertCodeFree(tx, body.code, id);
    const [row] = await tx.update(promos).set(promoValues(body, timeZone)).where(eq(promos.id, id)).returning();
    if (!row) throw notFound(PROMO_NOT_FOUND);
    return toPromoRecord(row, timeZone);
  });
}

/** A promo on an open order stays until it is paid or cancelled; one past orders carry is archived. */
export const deletePromo = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, promos, id, {
    missing: PROMO_NOT_FOUND,
    subject: (promo) => `Promo "${promo.name}"`,
    inUse: async (tx) => [(await orderUses(tx, eq(orders.promoId, id))).open],
    advice: "Selesaikan atau batalkan pesanannya terlebih dahulu, atau nonaktifkan promonya.",
    history: async (tx) => [(await orderUses(tx, eq(orders.promoId, id))).past],
    after: (tx, promo, outcome) => recordRemoval(tx, actor, "promo", promo, promo.name, outcome),
  });
