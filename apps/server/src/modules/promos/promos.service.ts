import { type ActivePromo, isPromoActive } from "@kedai/shared";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { promos } from "../../db/schema";
import { badRequest } from "../../lib/app-error";
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
