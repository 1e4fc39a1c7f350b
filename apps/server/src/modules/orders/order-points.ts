import { pointsPaying, type ReservedPoints } from "@kedai/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { pointsReservations } from "../../db/schema";
import { addLoyaltyPoints } from "../customers/loyalty-points";

/** Reserved points as an order spends them: oldest first (docs/business-rules.md#points). */
type Reservation = ReservedPoints & { id: string };

const columns = {
  id: pointsReservations.id,
  points: pointsReservations.points,
  discountAmount: pointsReservations.discountAmount,
};
const oldestFirst = [asc(pointsReservations.createdAt), asc(pointsReservations.id)];

/** The customer's reservations at this register that no order used yet, locked for the new order. */
export const openReservations = (tx: Tx, customerId: string, registerSessionId: string): Promise<Reservation[]> =>
  tx
    .select(columns)
    .from(pointsReservations)
    .where(
      and(
        eq(pointsReservations.customerId, customerId),
        eq(pointsReservations.registerSessionId, registerSessionId),
        isNull(pointsReservations.orderId),
        isNull(pointsReservations.releasedAt),
      ),
    )
    .orderBy(...oldestFirst)
    .for("update");

/** Marks reservations as used by an order: they are never released at the register's close. */
export async function assignReservations(tx: Tx, reservations: Reservation[], orderId: string): Promise<void> {
  if (reservations.length === 0) return;
  await tx
    .update(pointsReservations)
    .set({ orderId })
    .where(
      inArray(
        pointsReservations.id,
        reservations.map((r) => r.id),
      ),
    );
}

/** The reservations an order consumed. */
export const reservationsOfOrder = (tx: Tx, orderId: string): Promise<Reservation[]> =>
  tx
    .select(columns)
    .from(pointsReservations)
    .where(eq(pointsReservations.orderId, orderId))
    .orderBy(...oldestFirst);

/**
 * Of the `held` points an order holds, keeps the whole points the discount its totals applied
 * needs and gives the rest back to the customer (docs/business-rules.md#points). Returns the
 * points kept: the order's `pointsRedeemed`.
 */
export async function keepPointsPaying(
  tx: Tx,
  customerId: string | null,
  reservations: ReservedPoints[],
  held: number,
  appliedDiscount: number,
): Promise<number> {
  const kept = pointsPaying(reservations, appliedDiscount);
  await addLoyaltyPoints(tx, customerId, held - kept);
  return kept;
}
