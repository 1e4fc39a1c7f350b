import {
  APPROVER_ROLES,
  type ApprovalInput,
  type ApprovalKind,
  type SetOwnPinBody,
  type StaffRole,
} from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { approvalThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";

/*
 * A manager's approval at the till (docs/decisions/0041-manager-approval-at-the-till.md): a
 * cashier discount above the settings' limit and cancelling an order already paid need a manager
 * or admin to type their username and PIN (or, without a PIN, their password) in the same dialog.
 */

/** Who approved: checked against the database, before the order's transaction. */
export type Approver = { id: string; fullName: string };

/** Checks the approval a request carries (none: null), under the approval throttle. */
export type ApprovalCheck = (request: FastifyRequest, approval: ApprovalInput | undefined) => Promise<Approver | null>;

export function approvalCheck(app: FastifyInstance): ApprovalCheck {
  const throttle = approvalThrottle(app);
  return async (request, approval) =>
    approval ? throttle(request, approval.username, () => verifyApprover(app.db, approval)) : null;
}

/**
 * The approver named, when the secret is their PIN (or their password while they have no PIN) and
 * they are a manager or admin; else 403 APPROVAL_INVALID, the same answer whichever part was wrong.
 */
async function verifyApprover(db: Database, { username, secret }: ApprovalInput): Promise<Approver> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  // An unknown account does the same work as a wrong PIN, so the answer's time tells nothing.
  const right = await verifyPassword(secret, user ? (user.pinHash ?? user.passwordHash) : null);
  if (!user || !right || !APPROVER_ROLES.includes(user.role)) throw new AppError("APPROVAL_INVALID");
  return { id: user.id, fullName: user.fullName };
}

const REQUIRED: Record<ApprovalKind, string> = {
  discount: "Diskon kasir di atas batas",
  cancel: "Membatalkan pesanan yang sudah dibayar",
};

/**
 * Who approves an action that needs it: the approver typed in, or a manager or admin acting
 * themselves (their own session is their word). Without either: 403 APPROVAL_REQUIRED naming the
 * approval (`details.approval`), e.g. "Diskon kasir di atas batas (20% dari tagihan) perlu
 * persetujuan manajer atau admin: minta mereka mengetik PIN."
 */
export function approverFor(
  kind: ApprovalKind,
  actor: { id: string | null; fullName: string; role?: StaffRole },
  approver: Approver | null,
  why = "",
): Approver {
  if (approver) return approver;
  if (actor.id && actor.role && APPROVER_ROLES.includes(actor.role)) return { id: actor.id, fullName: actor.fullName };
  throw new AppError("APPROVAL_REQUIRED", {
    message: `${REQUIRED[kind]}${why} perlu persetujuan manajer atau admin: minta mereka mengetik PIN.`,
    details: { approval: kind },
  });
}

/** PUT /api/auth/pin: one's own PIN, confirmed with one's password. */
export async function setOwnPin(db: Database, user: typeof users.$inferSelect, body: SetOwnPinBody): Promise<void> {
  if (!(await verifyPassword(body.password, user.passwordHash))) {
    throw new AppError("WRONG_OLD_PASSWORD", {
      message: "Password salah.",
      fields: { password: "Password salah." },
    });
  }
  await db.transaction((tx) => savePin(tx, user.id, body.pin, { id: user.id, fullName: user.fullName }));
}

/** PUT /api/users/staff/{id}/pin: an admin sets a staff account's PIN. */
export async function setStaffPin(db: Database, id: string, pin: string, admin: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await findByIdOr404(tx, users, id, "Pegawai tidak ditemukan.", { forUpdate: true });
    await savePin(tx, id, pin, admin);
  });
}

/** Stores the PIN hashed like a password and writes who set it (never the PIN) to the audit log. */
async function savePin(tx: Tx, id: string, pin: string, actor: AuditActor): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ pinHash: await hashPassword(pin) })
    .where(eq(users.id, id))
    .returning({ id: users.id, username: users.username, fullName: users.fullName });
  if (!user) throw refusal("NOT_FOUND", "Pegawai tidak ditemukan.");
  await recordAudit(tx, actor, {
    action: "staff.pin_set",
    entityType: "staff",
    entityId: user.id,
    label: user.fullName,
    after: { username: user.username, pinSet: true },
  });
}
