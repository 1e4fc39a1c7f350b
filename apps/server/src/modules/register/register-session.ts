import { errorMessages, type RegisterSessionRecord, type StaffRole } from "@kedai/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { runPrepared } from "../../db/prepared";
import { locations, registerSessions } from "../../db/schema";
import { AppError, refusal } from "../../lib/app-error";

type SessionRow = typeof registerSessions.$inferSelect;

export const SESSION_NOT_FOUND = "Sesi kasir tidak ditemukan.";

/** Who may review and close someone else's register (a cashier who left without closing). */
const CLOSES_ANY_REGISTER: readonly StaffRole[] = ["admin", "manager"];

/** A cashier reviews and closes only their own session; admin and manager anyone's. */
export function assertMayClose(closer: { id: string; role: StaffRole }, session: { cashierId: string | null }) {
  if (session.cashierId !== closer.id && !CLOSES_ANY_REGISTER.includes(closer.role)) {
    throw new AppError("FORBIDDEN", { message: "Anda hanya dapat menutup sesi kasir Anda sendiri." });
  }
}

/** A closed session is neither reviewed nor closed again. */
export function assertStillOpen(session: { closedAt: Date | null }) {
  if (session.closedAt) throw refusal("REGISTER_ALREADY_CLOSED", errorMessages.REGISTER_ALREADY_CLOSED);
}

const withNames = (db: DbOrTx) =>
  db
    .select({ session: registerSessions, outletName: locations.name })
    .from(registerSessions)
    .innerJoin(locations, eq(locations.id, registerSessions.locationId));

function toRegisterSessionRecord(row: { session: SessionRow; outletName: string }) {
  const { session } = row;
  return {
    _id: session.id,
    cashier: { _id: session.cashierId, name: session.cashierName },
    outlet: { _id: session.locationId, name: row.outletName },
    openedAt: session.openedAt.toISOString(),
    openingBalance: session.openingBalance,
    notes: { opening: session.openingNotes, closing: session.closingNotes },
    closedAt: session.closedAt?.toISOString() ?? null,
    closingBalance: session.closingBalance,
    summary: session.summary,
  } satisfies RegisterSessionRecord;
}

/** A session as the API answers it, with its outlet's name and the cashier's name as it was. */
export async function registerSessionRecordOf(db: DbOrTx, id: string): Promise<RegisterSessionRecord> {
  const [row] = await withNames(db).where(eq(registerSessions.id, id)).limit(1);
  return toRegisterSessionRecord(row);
}

/**
 * The cashier's open session, if any. `lock: "share"` holds it open until the caller's
 * transaction ends, so an order is never added to a shift whose summary is being computed.
 */
export async function findOpenSession(
  db: DbOrTx,
  cashierId: string,
  options: { lock?: "share" } = {},
): Promise<SessionRow | undefined> {
  const [row] = await runPrepared(
    db,
    `select open register session${options.lock ? ` for ${options.lock}` : ""}`,
    (db) => {
      const query = db
        .select()
        .from(registerSessions)
        .where(and(eq(registerSessions.cashierId, sql.placeholder("cashierId")), isNull(registerSessions.closedAt)));
      return (options.lock ? query.for(options.lock) : query).limit(1);
    },
    { cashierId },
  );
  return row as SessionRow | undefined;
}
