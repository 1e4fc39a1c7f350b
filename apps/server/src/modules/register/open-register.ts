import type { RegisterOpenBody, RegisterSessionRecord } from "@kedai/shared";
import type { Database } from "../../db/client";
import { locations, registerSessions } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../lib/pg-error";
import { findReferencedOr400 } from "../../lib/references";
import { findOpenSession, registerSessionRecordOf } from "./register-session";

const OUTLET_NOT_FOUND = "Outlet tidak ditemukan.";
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
        message: OUTLET_NOT_FOUND,
      });
      // Head office keeps stock; it has no till.
      if (outlet.kind !== "outlet") throw badRequest(OUTLET_NOT_FOUND, "outlet");
      if (outlet.status !== "Active")
        throw refusal("INACTIVE", `Outlet "${outlet.name}" sedang tidak aktif.`, "outlet");
      if (await findOpenSession(tx, cashier.id)) throw refusal("REGISTER_ALREADY_OPEN", ALREADY_OPEN);
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
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw refusal("REGISTER_ALREADY_OPEN", ALREADY_OPEN);
    throw error;
  }
}
