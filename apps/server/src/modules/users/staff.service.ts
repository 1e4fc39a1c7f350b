import {
  type StaffBody,
  type StaffRecord,
  type StaffRole,
  type StaffUpdateBody,
  type StaffUpdateInput,
  staffUpdateBody,
} from "@kedai/shared";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { locations, users } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { lockTableWriters } from "../../lib/write-guards";
import { closeOpenSession } from "../attendance/attendance.service";
import { type AuditActor, recordAudit, recordDeletion } from "../audit/audit.service";
import { hashPassword } from "../auth/password";
import { deleteSessionsOf } from "../auth/session.service";
import { findOpenSession } from "../register/register-session";

const NOT_FOUND = "Pegawai tidak ditemukan.";
const LAST_ADMIN = "Harus ada setidaknya satu admin: admin terakhir tidak dapat dihapus atau diubah perannya.";

const selectStaff = (db: DbOrTx) =>
  db
    .select({ user: users, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.assignedLocationId));

function toStaffRecord({ user, locationName }: { user: typeof users.$inferSelect; locationName: string | null }) {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    phone: user.phone,
    role: user.role,
    assignedLocation:
      user.assignedLocationId && locationName ? { _id: user.assignedLocationId, name: locationName } : null,
    payroll: { type: user.payrollType, rate: user.payrollRate },
    createdAt: user.createdAt.toISOString(),
  } satisfies StaffRecord;
}

async function staffRecordOf(db: DbOrTx, id: string): Promise<StaffRecord> {
  const [row] = await selectStaff(db).where(eq(users.id, id)).limit(1);
  return toStaffRecord(row);
}

/** GET /api/users/staff: every staff account, by name. */
export async function listStaff(db: DbOrTx): Promise<StaffRecord[]> {
  const rows = await selectStaff(db).orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
  return rows.map(toStaffRecord);
}

/**
 * The columns a staff form sets, after checking the username is free (ignoring case, like the
 * database's unique index) and the location exists. Runs under the users' writer lock.
 */
async function staffColumns(tx: Tx, body: StaffBody | StaffUpdateBody, exceptId?: string) {
  const [clash] = await tx
    .select({ username: users.username })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${body.username})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw refusal("USERNAME_TAKEN", `Username "${clash.username}" sudah dipakai.`, "username");
  const assignedLocationId = body.assignedLocation || null;
  if (assignedLocationId) {
    await findReferencedOr400(tx, locations, [assignedLocationId], {
      field: "assignedLocation",
      message: "Lokasi tidak ditemukan.",
    });
  }
  return {
    fullName: body.fullName,
    username: body.username,
    role: body.role,
    phone: body.phone || null,
    assignedLocationId,
    payrollType: body.payroll.type,
    payrollRate: body.payroll.rate,
  };
}

/** A staff account as its PUT body would send it, without the password. */
const storedStaff = (user: typeof users.$inferSelect): StaffUpdateInput => ({
  fullName: user.fullName,
  username: user.username,
  phone: user.phone,
  role: user.role,
  assignedLocation: user.assignedLocationId,
  payroll: { type: user.payrollType, rate: user.payrollRate },
});

/** How many admin accounts exist besides `exceptId`. */
async function otherAdmins(tx: Tx, exceptId: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, exceptId)));
  return total;
}

/** POST /api/users/staff (admin; the rules: docs/business-rules.md#staff). */
export async function createStaff(db: Database, body: StaffBody): Promise<StaffRecord> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    const [row] = await tx
      .insert(users)
      .values({ ...(await staffColumns(tx, body)), passwordHash })
      .returning({ id: users.id });
    return staffRecordOf(tx, row.id);
  });
}

/**
 * PUT /api/users/staff/{id} (admin). A blank password keeps the current one; a new one ends the
 * account's sessions except the caller's own. The last admin keeps the admin role.
 */
export async function updateStaff(
  db: Database,
  id: string,
  sent: Partial<StaffUpdateBody>,
  caller: { token: string; user: AuditActor },
): Promise<StaffRecord> {
  const passwordHash = sent.password ? await hashPassword(sent.password) : undefined;
  const record = await db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    const user = await findByIdOr404(tx, users, id, NOT_FOUND, { forUpdate: true });
    // PUT (docs/api-conventions.md#put): the fields sent over the stored account; the password is
    // never read back, so one left out (or blank) keeps the current one.
    const body = updatedRecord(staffUpdateBody, storedStaff(user), sent);
    const columns = await staffColumns(tx, body, id);
    if (user.role === "admin" && columns.role !== "admin" && (await otherAdmins(tx, id)) === 0) {
      throw refusal("LAST_ADMIN", LAST_ADMIN, "role");
    }
    if (columns.role !== user.role) await recordRoleChange(tx, caller.user, user, columns.role);
    await tx
      .update(users)
      .set({ ...columns, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id));
    return staffRecordOf(tx, id);
  });
  if (passwordHash) await deleteSessionsOf(db, { userId: id }, caller.token);
  return record;
}

/**
 * DELETE /api/users/staff/{id} (admin). Nobody deletes their own account, and the last admin
 * stays. History keeps the name: orders and attendance store it, and a session still open is
 * closed now. Register shifts keep the cashier's name too, but a register still open must be
 * closed (and its drawer counted) by its cashier first.
 */
export async function deleteStaff(
  db: Database,
  id: string,
  caller: AuditActor & { id: string },
): Promise<{ _id: string; message: string }> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    const user = await findByIdOr404(tx, users, id, NOT_FOUND, { forUpdate: true });
    if (id === caller.id) throw refusal("CANNOT_DELETE_SELF", "Anda tidak dapat menghapus akun Anda sendiri.");
    if (user.role === "admin" && (await otherAdmins(tx, id)) === 0) throw refusal("LAST_ADMIN", LAST_ADMIN);
    if (await findOpenSession(tx, id)) {
      throw refusal(
        "REGISTER_ALREADY_OPEN",
        `Pegawai "${user.fullName}" masih memiliki sesi kasir yang terbuka. Tutup sesi tersebut terlebih dahulu.`,
      );
    }
    await closeOpenSession(tx, id, null);
    await tx.delete(users).where(eq(users.id, id));
    await recordDeletion(tx, caller, "staff", user, user.fullName);
    return { _id: id, message: `Pegawai "${user.fullName}" telah dihapus.` };
  });
}

const recordRoleChange = (tx: Tx, actor: AuditActor, user: typeof users.$inferSelect, role: StaffRole) =>
  recordAudit(tx, actor, {
    action: "staff.role_changed",
    entityType: "staff",
    entityId: user.id,
    label: user.fullName,
    before: { role: user.role },
    after: { role },
  });
