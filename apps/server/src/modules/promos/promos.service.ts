import { type ActivePromo, isPromoActive } from "@kedai/shared";
import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { promos } from "../../db/schema";
import { type AppError, badRequest, notFound } from "../../lib/app-error";
import { findReferencedOr400 } from "../../lib/references";

/**
 * GET /api/promos/active: the promos the till may offer now, by name. The promos are few (an
 * owner's handful), so they are read whole and filtered by the one rule that also admits a promo
 * into an order.
 */
export async function listActivePromos(db: DbOrTx, timeZone: string): Promise<ActivePromo[]> {
  const rows = await db.select().from(promos).orderBy(asc(promos.name));
  const now = new Date();
  return rows
    .filter((promo) => isPromoActive(promo, timeZone, now))
    .map(({ id, name, code, type, value }) => ({ _id: id, name, code, type, value }));
}

/** The promo an order asks for, which must exist and be active now (400 otherwise). */
export async function findActivePromoOr400(db: DbOrTx, promoId: string, timeZone: string) {
  const [promo] = await findReferencedOr400(db, promos, [promoId], {
    field: "promoId",
    message: "Promo tidak ditemukan.",
  });
  if (!isPromoActive(promo, timeZone)) throw badRequest(`Promo "${promo.name}" sedang tidak berlaku.`, "promoId");
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
  const [promo] = await db.select().from(promos).where(sql`upper(${promos.code}) = upper(${code.trim()})`).limit(1);
  if (!promo) throw whenUnknown(UNKNOWN_PROMO_CODE);
  if (!isPromoActive(promo, timeZone)) throw badRequest(`Promo "${promo.name}" sedang tidak berlaku.`, "promoCode");
  return promo;
}

/** POST /api/promos/verify: what the checkout shows for a code before the order is placed. */
export async function verifyPromoCode(db: DbOrTx, code: string, timeZone: string) {
  const promo = await findActivePromoByCode(db, code, timeZone, notFound);
  return { promo: { name: promo.name, type: promo.type, value: promo.value } };
}
