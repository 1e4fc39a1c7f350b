import type { RegisterOpenBody, RegisterSessionRecord } from "@kedai/shared";
import type { Database } from "../../db/client";
import { locations, registerSessions } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../lib/pg-error";
import { findReferencedOr400 } from "../../lib/references";
import { findOpenSession, registerSessionRecordOf } from "./register-session";

const ALREADY_OPEN = "Anda masih memiliki sesi kasir yang terbuka. Tutup sesi tersebut sebelum membuka yang baru.";

/**
 * Opens the cashier's register at an active outlet. One open session per cashier: the check gives
 * the clear message, the partial unique index settles two openings that arrive together.
 */
export async function openRegister(
  db: Database,
  cashier: { id: string; fullName: string },
  body: RegisterOpenBody,
): Promise<RegisterSessionRecord> {
  try {
    return await db.transaction(async (tx) => {
      const [outlet] = await findReferencedOr400(tx, locations, [body.outlet], {
        field: "outlet",
        message: "Outlet tidak ditemukan.",
      });
      if (outlet.status !== "Active") throw badRequest(`Outlet "${outlet.name}" sedang tidak aktif.`, "outlet");
      if (await findOpenSession(tx, cashier.id)) throw conflict(ALREADY_OPEN);
      const [session] = await tx
        .insert(registerSessions)
        .values({
          cashierId: cashier.id,
          cashierName: cashier.fullName,
          locationId: outlet.id,
          openingBalance: body.openingBalance,
          openingNotes: body.notes?.opening || null,
        })
        .returning({ id: registerSessions.id });
      return registerSessionRecordOf(tx, session.id);
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_OPEN);
    throw error;
  }
}
