import {
  ATTENDANCE_STATUS,
  type AttendanceRecord,
  type AttendanceReportQuery,
  type AttendanceStatus,
  type ClockInBody,
  type ClockOutBody,
  personNamed,
  todayKey,
} from "@kedai/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { attendance, locations } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { dayRangeOr400, withinBusinessDays } from "../../lib/business-day";
import { now } from "../../lib/clock";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../lib/pg-error";
import { findReferencedOr400 } from "../../lib/references";
import { caseless, sortedBy } from "../../lib/sorting";

type AttendanceRow = typeof attendance.$inferSelect;
type Worker = { id: string; fullName: string };

const ALREADY_IN = "Anda sudah clock in. Lakukan clock out sebelum clock in lagi.";
const NOT_IN = "Anda belum clock in.";

function toAttendanceRecord(row: AttendanceRow): AttendanceRecord {
  return {
    _id: row.id,
    user: personNamed(row.userId, row.userName),
    location: { _id: row.locationId, name: row.locationName },
    clockInTime: row.clockInTime.toISOString(),
    clockOutTime: row.clockOutTime?.toISOString() ?? null,
    workDurationMinutes: row.workDurationMinutes,
    notes: row.notes,
  };
}

const openSessionOf = (userId: string) => and(eq(attendance.userId, userId), isNull(attendance.clockOutTime));

/** GET /api/attendance/status: Clocked In with the open session, or Clocked Out. */
export async function getAttendanceStatus(db: DbOrTx, userId: string): Promise<AttendanceStatus> {
  const [open] = await db.select().from(attendance).where(openSessionOf(userId)).limit(1);
  return open
    ? { status: ATTENDANCE_STATUS["Clocked In"], session: toAttendanceRecord(open) }
    : { status: ATTENDANCE_STATUS["Clocked Out"], session: null };
}

/**
 * POST /api/attendance/clock-in at an active location. One open session per person: the check
 * gives the clear message, the partial unique index settles two clock-ins that arrive together.
 */
export async function clockIn(db: Database, worker: Worker, body: ClockInBody): Promise<AttendanceStatus> {
  try {
    return await db.transaction(async (tx) => {
      const [location] = await findReferencedOr400(tx, locations, [body.locationId], {
        field: "locationId",
        message: "Lokasi kerja tidak ditemukan.",
      });
      if (location.status !== "Active") {
        throw refusal("INACTIVE", `Lokasi "${location.name}" sedang tidak aktif.`, "locationId");
      }
      const [open] = await tx.select({ id: attendance.id }).from(attendance).where(openSessionOf(worker.id)).limit(1);
      if (open) throw refusal("ALREADY_CLOCKED_IN", ALREADY_IN);
      const [row] = await tx
        .insert(attendance)
        .values({
          userId: worker.id,
          userName: worker.fullName,
          locationId: location.id,
          locationName: location.name,
          clockInTime: now(),
        })
        .returning();
      return { status: ATTENDANCE_STATUS["Clocked In"], session: toAttendanceRecord(row) };
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw refusal("ALREADY_CLOCKED_IN", ALREADY_IN);
    throw error;
  }
}

/** Whole minutes from clock-in to clock-out, as clock-out stores them (for rows written directly). */
export const workedMinutes = (clockInTime: Date, clockOutTime: Date): number =>
  Math.max(0, Math.floor((clockOutTime.getTime() - clockInTime.getTime()) / 60_000));

/**
 * Closes the person's open session, if any, in one statement (so two clock-outs cannot both close
 * it): the clock-out time, the whole minutes worked since clock-in (a started minute does not
 * count), and the note. Also used when an account is deleted while at work.
 */
export async function closeOpenSession(db: DbOrTx, userId: string, notes: string | null): Promise<AttendanceRow[]> {
  const clockOut = now().toISOString();
  return db
    .update(attendance)
    .set({
      clockOutTime: sql`${clockOut}::timestamptz`,
      workDurationMinutes: sql`greatest(0, floor(extract(epoch from (${clockOut}::timestamptz - ${attendance.clockInTime})) / 60))::int`,
      notes,
    })
    .where(openSessionOf(userId))
    .returning();
}

/** PUT /api/attendance/clock-out: ends the caller's open session; the answer carries its duration. */
export async function clockOut(db: Database, userId: string, body: ClockOutBody): Promise<AttendanceStatus> {
  const [closed] = await closeOpenSession(db, userId, body.notes || null);
  if (!closed) throw refusal("NOT_CLOCKED_IN", NOT_IN);
  return { status: ATTENDANCE_STATUS["Clocked Out"], session: toAttendanceRecord(closed) };
}

/**
 * GET /api/attendance/report: the sessions that started on the chosen days (business time zone,
 * default today), at one location or all, the latest clock-in first, a page at a time. A session counts on the day
 * it started, even when it runs past midnight.
 */
export async function listAttendance(
  db: DbOrTx,
  query: AttendanceReportQuery,
  timeZone: string,
): Promise<AttendanceRecord[]> {
  const today = todayKey(timeZone);
  const { startDate, endDate } = dayRangeOr400(query.startDate ?? today, query.endDate ?? today);
  if (query.locationId && !isUuid(query.locationId)) throw badRequest("Lokasi tidak ditemukan.", "locationId");
  const rows = await db
    .select()
    .from(attendance)
    .where(
      and(
        ...withinBusinessDays(attendance.clockInTime, { startDate, endDate }, timeZone),
        query.locationId ? eq(attendance.locationId, query.locationId) : undefined,
      ),
    )
    .orderBy(
      ...sortedBy(
        query,
        {
          clockIn: attendance.clockInTime,
          name: caseless(attendance.userName),
          duration: attendance.workDurationMinutes,
        },
        [desc(attendance.clockInTime), desc(attendance.id)],
      ),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  return rows.map(toAttendanceRecord);
}
