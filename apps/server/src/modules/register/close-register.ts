import type { RegisterCloseBody, RegisterSessionRecord, ShiftSummary, StaffRole } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { registerSessions } from "../../db/schema";
import { findByIdOr404 } from "../../lib/find-by-id";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { releaseUnusedReservations } from "../customers/loyalty-points";
import { assertMayClose, assertStillOpen, registerSessionRecordOf, SESSION_NOT_FOUND } from "./register-session";
import { computeShiftSummary } from "./shift-summary";

/**
 * Closes a session with the cash counted, stores the shift summary and gives back the points
 * reserved at this register that no order used. The row is locked first, so an order or a points
 * redemption in this session finishes before (and is counted or released) or is refused after.
 */
export async function closeRegister(
  db: Database,
  closer: { id: string; fullName: string; role: StaffRole },
  sessionId: string,
  body: RegisterCloseBody,
): Promise<RegisterSessionRecord> {
  return db.transaction(async (tx) => {
    const session = await findByIdOr404(tx, registerSessions, sessionId, SESSION_NOT_FOUND, { forUpdate: true });
    assertMayClose(closer, session);
    assertStillOpen(session);
    const summary = await computeShiftSummary(tx, session, body.closingBalance);
    await tx
      .update(registerSessions)
      .set({ closedAt: new Date(), closingBalance: body.closingBalance, closingNotes: body.notes || null, summary })
      .where(eq(registerSessions.id, session.id));
    await releaseUnusedReservations(tx, session.id);
    if (summary.difference !== 0) await recordCashDifference(tx, closer, session, summary);
    return registerSessionRecordOf(tx, session.id);
  });
}

/** The drawer did not hold what the shift's sales say it should: who closed it, expected and counted. */
const recordCashDifference = (
  tx: Tx,
  closer: AuditActor,
  session: typeof registerSessions.$inferSelect,
  summary: ShiftSummary,
) =>
  recordAudit(tx, closer, {
    action: "register.cash_difference",
    entityType: "register",
    entityId: session.id,
    // The log shows the record's kind before its label: "Register dibuka oleh Kiki Kasir".
    label: `dibuka oleh ${session.cashierName}`,
    before: { expectedCash: summary.expectedCash },
    after: { countedCash: summary.countedCash, difference: summary.difference },
  });
