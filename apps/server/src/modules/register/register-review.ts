import type { RegisterCloseReview, StaffRole } from "@kedai/shared";
import type { DbOrTx } from "../../db/client";
import { registerSessions } from "../../db/schema";
import { findByIdOr404 } from "../../lib/find-by-id";
import { assertMayClose, assertStillOpen, registerSessionRecordOf, SESSION_NOT_FOUND } from "./register-session";
import { computeShiftSales, listOpenOrders } from "./shift-summary";

/**
 * What closing the session would count, read before the cashier confirms: expected cash so far and
 * the orders still open. Nothing is written; closing computes the figures again under its lock.
 */
export async function reviewRegisterClose(
  db: DbOrTx,
  closer: { id: string; role: StaffRole },
  sessionId: string,
): Promise<RegisterCloseReview> {
  const session = await findByIdOr404(db, registerSessions, sessionId, SESSION_NOT_FOUND);
  assertMayClose(closer, session);
  assertStillOpen(session);
  const [record, sales, openOrders] = await Promise.all([
    registerSessionRecordOf(db, session.id),
    computeShiftSales(db, session),
    listOpenOrders(db, session.id),
  ]);
  return { session: record, sales, openOrders };
}
