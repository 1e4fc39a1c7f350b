import {
  hasLeft,
  type StaffBody,
  type StaffRecord,
  type StaffRole,
  type StaffUpdateBody,
  type StaffUpdateInput,
  staffUpdateBody,
  todayKey,
} from "@kedai/shared";
import { and, asc, count, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import {
  attendance,
  auditEvents,
  expenses,
  locations,
  orderStatusChanges,
  orders,
  pointsReservations,
  purchases,
  registerSessions,
  sessions,
  stockAdjustments,
  stockCounts,
  stockMovements,
  stockTransfers,
  users,
} from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { countedDependents, type Dependents, deleteOrArchive } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { lockTableWriters } from "../../lib/write-guards";
import { closeOpenSession } from "../attendance/attendance.service";
import { type AuditActor, changedFields, recordAudit, recordRemoval } from "../audit/audit.service";
import { hashPassword } from "../auth/password";
import { deleteSessionsOf } from "../auth/session.service";
import { findOpenSession } from "../register/register-session";

const NOT_FOUND = "Pegawai tidak ditemukan.";
const LAST_ADMIN =
  "Harus ada setidaknya satu admin: admin terakhir tidak dapat dihapus, diubah perannya, atau diberi tanggal berhenti.";

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
    startDate: user.startDate,
    endDate: user.endDate,
    createdAt: user.createdAt.toISOString(),
  } satisfies StaffRecord;
}

async function staffRecordOf(db: DbOrTx, id: string): Promise<StaffRecord> {
  const [row] = await selectStaff(db).where(eq(users.id, id)).limit(1);
  return toStaffRecord(row);
}

/** GET /api/users/staff: every staff account, by name. */
export async function listStaff(db: DbOrTx): Promise<StaffRecord[]> {
  const rows = await selectStaff(db)
    .where(isNull(users.archivedAt))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
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
    startDate: body.startDate,
    endDate: body.endDate,
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
  startDate: user.startDate,
  endDate: user.endDate,
});

/**
 * How many admin accounts besides `exceptId` have no end date: one who is leaving does not keep
 * the shop's back office open.
 */
async function otherAdmins(tx: Tx, exceptId: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, exceptId), isNull(users.archivedAt), isNull(users.endDate)));
  return total;
}

/**
 * POST /api/users/staff (admin; the rules: docs/business-rules.md#staff). A new account, above all
 * a new admin, is the most sensitive change a back office makes: it is in the audit log.
 */
export async function createStaff(db: Database, body: StaffBody, actor: AuditActor): Promise<StaffRecord> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    const columns = await staffColumns(tx, body);
    const [row] = await tx
      .insert(users)
      .values({ ...columns, passwordHash })
      .returning({ id: users.id });
    await recordAudit(tx, actor, {
      action: "staff.created",
      entityType: "staff",
      entityId: row.id,
      label: columns.fullName,
      after: columns,
    });
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
  timeZone: string,
): Promise<StaffRecord> {
  const passwordHash = sent.password ? await hashPassword(sent.password) : undefined;
  const record = await db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    const user = await findByIdOr404(tx, users, id, NOT_FOUND, { forUpdate: true });
    // PUT (docs/api-conventions.md#put): the fields sent over the stored account; the password is
    // never read back, so one left out (or blank) keeps the current one.
    const body = updatedRecord(staffUpdateBody, storedStaff(user), sent);
    const columns = await staffColumns(tx, body, id);
    const stopsBeingAdmin = columns.role !== "admin" || columns.endDate !== null;
    if (user.role === "admin" && stopsBeingAdmin && (await otherAdmins(tx, id)) === 0) {
      throw refusal("LAST_ADMIN", LAST_ADMIN, columns.role !== "admin" ? "role" : "endDate");
    }
    if (columns.role !== user.role) await recordRoleChange(tx, caller.user, user, columns.role);
    const dates = changedFields(
      { startDate: user.startDate, endDate: user.endDate },
      { startDate: columns.startDate, endDate: columns.endDate },
    );
    if (dates) {
      await recordAudit(tx, caller.user, {
        action: "staff.dates_changed",
        entityType: "staff",
        entityId: id,
        label: user.fullName,
        ...dates,
      });
    }
    await tx
      .update(users)
      .set({ ...columns, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id));
    return staffRecordOf(tx, id);
  });
  // A new password ends the account's other sessions; an end date already past ends them all
  // (the caller's too, when they end their own employment).
  if (hasLeft(record, todayKey(timeZone))) await deleteSessionsOf(db, { userId: id });
  else if (passwordHash) await deleteSessionsOf(db, { userId: id }, caller.token);
  return record;
}

/** Stock papers a staff account wrote (purchases, adjustments, counts, transfers, movements). */
const STOCK_PAPERS = [
  [purchases, "pembelian"],
  [stockAdjustments, "penyesuaian stok"],
  [stockCounts, "stok opname"],
  [stockTransfers, "transfer stok"],
  [stockMovements, "pergerakan stok"],
] as const;

async function stockPapersBy(tx: Tx, id: string): Promise<Dependents[]> {
  const written: Dependents[] = [];
  for (const [table, what] of STOCK_PAPERS)
    written.push(await countedDependents(tx, table, eq(table.byUserId, id), what));
  return written;
}

/** The history naming a staff account: what they sold, served, clocked, spent, wrote and changed. */
async function staffHistory(tx: Tx, id: string): Promise<Dependents[]> {
  const sold = or(eq(orders.cashierId, id), eq(orders.waiterId, id));
  return [
    await countedDependents(tx, orders, sold ?? sql`false`, "pesanan"),
    await countedDependents(tx, registerSessions, eq(registerSessions.cashierId, id), "sesi kasir"),
    await countedDependents(tx, attendance, eq(attendance.userId, id), "absensi"),
    await countedDependents(tx, expenses, eq(expenses.createdById, id), "pengeluaran"),
    await countedDependents(tx, orderStatusChanges, eq(orderStatusChanges.changedById, id), "perubahan status pesanan"),
    await countedDependents(tx, pointsReservations, eq(pointsReservations.reservedById, id), "pemakaian poin"),
    ...(await stockPapersBy(tx, id)),
    await countedDependents(tx, auditEvents, eq(auditEvents.actorId, id), "catatan audit"),
  ];
}

/**
 * Never oneself nor the last admin; not while their register session is open. A staff account
 * history names (orders, attendance, audit …) is archived: its logins end and it can no longer
 * sign in, and history keeps its name.
 */
export const deleteStaff = (db: Database, id: string, caller: AuditActor & { id: string }) =>
  deleteOrArchive(db, users, id, {
    missing: NOT_FOUND,
    subject: (user) => `Pegawai "${user.fullName}"`,
    refuse: async (tx, user) => {
      if (id === caller.id) throw refusal("CANNOT_DELETE_SELF", "Anda tidak dapat menghapus akun Anda sendiri.");
      if (user.role === "admin" && (await otherAdmins(tx, id)) === 0) throw refusal("LAST_ADMIN", LAST_ADMIN);
      if (await findOpenSession(tx, id)) {
        throw refusal(
          "REGISTER_ALREADY_OPEN",
          `Pegawai "${user.fullName}" masih memiliki sesi kasir yang terbuka. Tutup sesi tersebut terlebih dahulu.`,
        );
      }
    },
    inUse: async () => [],
    advice: "",
    history: (tx) => staffHistory(tx, id),
    after: async (tx, user, outcome) => {
      await closeOpenSession(tx, id, null);
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordRemoval(tx, caller, "staff", user, user.fullName, outcome);
    },
  });

const recordRoleChange = (tx: Tx, actor: AuditActor, user: typeof users.$inferSelect, role: StaffRole) =>
  recordAudit(tx, actor, {
    action: "staff.role_changed",
    entityType: "staff",
    entityId: user.id,
    label: user.fullName,
    before: { role: user.role },
    after: { role },
  });
