import type { RegisterStatus } from "@kedai/shared";
import type { DbOrTx } from "../../db/client";
import { findOpenSession, registerSessionRecordOf } from "./register-session";

/** Whether the caller has a register open, and which. */
export async function getRegisterStatus(db: DbOrTx, cashierId: string): Promise<RegisterStatus> {
  const open = await findOpenSession(db, cashierId);
  return open
    ? { isOpen: true, session: await registerSessionRecordOf(db, open.id) }
    : { isOpen: false, session: null };
}
