import type { HeldPoints, RegisterStatus } from "@kedai/shared";
import { and, asc, eq, isNull, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { customers, pointsReservations } from "../../db/schema";
import { findOpenSession, registerSessionRecordOf } from "./register-session";

/** Whether the caller has a register open, which, and the points reserved at it. */
export async function getRegisterStatus(db: DbOrTx, cashierId: string): Promise<RegisterStatus> {
  const open = await findOpenSession(db, cashierId);
  if (!open) return { isOpen: false, session: null, pointsReservations: [] };
  const [session, held] = await Promise.all([registerSessionRecordOf(db, open.id), heldPointsAt(db, open.id)]);
  return { isOpen: true, session, pointsReservations: held };
}

/**
 * Per customer, the points redeemed at this register session that no order used and that were not
 * given back: what the customer's next order here will take off (docs/business-rules.md#points).
 */
async function heldPointsAt(db: DbOrTx, registerSessionId: string): Promise<HeldPoints[]> {
  const rows = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      points: sum(pointsReservations.points).mapWith(Number),
      discountAmount: sum(pointsReservations.discountAmount).mapWith(Number),
    })
    .from(pointsReservations)
    .innerJoin(customers, eq(customers.id, pointsReservations.customerId))
    .where(
      and(
        eq(pointsReservations.registerSessionId, registerSessionId),
        isNull(pointsReservations.orderId),
        isNull(pointsReservations.releasedAt),
      ),
    )
    .groupBy(customers.id, customers.name)
    .orderBy(asc(customers.name));
  return rows.map((row) => ({
    customer: { _id: row.customerId, name: row.name },
    points: row.points,
    discountAmount: row.discountAmount,
  }));
}
