import { pointsToRupiah, type RedeemPointsAnswer, type RedeemPointsBody } from "@kedai/shared";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { customers, pointsReservations } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findReferencedOr400 } from "../../lib/references";
import { findOpenSession } from "../register/register-session";
import { getSettings } from "../settings/settings.service";

/**
 * POST /api/customers/redeem-points (docs/business-rules.md#points): takes the points off the
 * customer's balance at once and reserves them for the customer's next order at the cashier's
 * open register. The balance is lowered by one conditional UPDATE that matches only while it still
 * holds enough, so of many redemptions at the same moment only those the balance covers succeed.
 * The register session is held open (FOR SHARE) until the reservation is written, so a closing
 * that gives back the session's reservations cannot miss this one.
 */
export async function redeemPoints(
  db: Database,
  cashierId: string,
  body: RedeemPointsBody,
): Promise<RedeemPointsAnswer> {
  return db.transaction(async (tx) => {
    const session = await findOpenSession(tx, cashierId, { lock: "share" });
    if (!session) throw refusal("REGISTER_CLOSED", "Sesi kasir tidak aktif.");
    const [customer] = await findReferencedOr400(tx, customers, [body.customerId], {
      field: "customerId",
      message: "Pelanggan tidak ditemukan.",
    });
    const points = body.pointsToRedeem;
    const [taken] = await tx
      .update(customers)
      .set({ loyaltyPoints: sql`${customers.loyaltyPoints} - ${points}` })
      .where(and(eq(customers.id, customer.id), gte(customers.loyaltyPoints, points)))
      .returning({ id: customers.id });
    if (!taken) {
      const [current] = await tx
        .select({ loyaltyPoints: customers.loyaltyPoints })
        .from(customers)
        .where(eq(customers.id, customer.id));
      throw refusal(
        "POINTS_INSUFFICIENT",
        `Poin pelanggan tidak mencukupi (tersedia: ${current?.loyaltyPoints ?? 0}).`,
        "pointsToRedeem",
      );
    }
    const discountAmount = pointsToRupiah(points, (await getSettings(tx)).pointValueRupiah);
    await tx.insert(pointsReservations).values({
      customerId: customer.id,
      registerSessionId: session.id,
      reservedById: cashierId,
      points,
      discountAmount,
    });
    return { discountAmount };
  });
}

/** Adds points to a customer's balance: earned on a completed order, or given back. */
export async function addLoyaltyPoints(tx: Tx, customerId: string | null, points: number): Promise<void> {
  if (!customerId || points <= 0) return;
  await tx
    .update(customers)
    .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${points}` })
    .where(eq(customers.id, customerId));
}

/**
 * Gives back every reservation of a register session that no order used (docs/business-rules.md#points),
 * in the closing's transaction. Customers are credited in id order, so two closings never deadlock.
 */
export async function releaseUnusedReservations(tx: Tx, registerSessionId: string): Promise<void> {
  const released = await tx
    .update(pointsReservations)
    .set({ releasedAt: new Date() })
    .where(
      and(
        eq(pointsReservations.registerSessionId, registerSessionId),
        isNull(pointsReservations.orderId),
        isNull(pointsReservations.releasedAt),
      ),
    )
    .returning({ customerId: pointsReservations.customerId, points: pointsReservations.points });
  const perCustomer = new Map<string, number>();
  for (const row of released) perCustomer.set(row.customerId, (perCustomer.get(row.customerId) ?? 0) + row.points);
  for (const [customerId, points] of [...perCustomer].sort(([a], [b]) => a.localeCompare(b))) {
    await addLoyaltyPoints(tx, customerId, points);
  }
}
