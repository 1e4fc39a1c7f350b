import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { dayInput, reportRangeQuery } from "../common/date.contract";
import { namedValues } from "../common/named-values";
import { pageQuery } from "../common/paging.contract";
import { personAtRecord } from "../common/person-at-record";
import { ATTENDANCE_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { PAYROLL_TYPES } from "../users/users.contract";

/**
 * Whether a staff member is at work (docs/business-rules.md#attendance): Clocked In while they
 * have an open session, Clocked Out otherwise. Code names a status as `ATTENDANCE_STATUS["Clocked In"]`.
 */
export const ATTENDANCE_STATUSES = ["Clocked Out", "Clocked In"] as const;
export type AttendanceStatusValue = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS = namedValues(ATTENDANCE_STATUSES);

const LOCATION_REQUIRED = "Pilih lokasi kerja Anda.";

/** POST /api/attendance/clock-in: the active location the staff member works at today. */
export const clockInBody = z.object(
  { locationId: z.string({ error: LOCATION_REQUIRED }).trim().min(1, LOCATION_REQUIRED) },
  { error: LOCATION_REQUIRED },
);
export type ClockInBody = z.infer<typeof clockInBody>;
export type ClockInInput = z.input<typeof clockInBody>;

/** PUT /api/attendance/clock-out: an optional note about the shift. */
export const clockOutBody = z.object({ notes: optionalText("Catatan", 500) }, { error: "Data clock out tidak valid." });
export type ClockOutBody = z.infer<typeof clockOutBody>;
export type ClockOutInput = z.input<typeof clockOutBody>;

/**
 * Who or where a record names: the name as it was at clock-in, and the id while that account or
 * location still exists.
 */
const namedAtClockIn = z.object({ _id: z.string().nullable(), name: z.string() });

/** One work session: open while `clockOutTime` is null; the duration is set at clock-out. */
export const attendanceRecord = z.object({
  _id: z.string(),
  user: personAtRecord,
  location: namedAtClockIn,
  clockInTime: timestamp,
  clockOutTime: timestamp.nullable(),
  /** Whole minutes from clock-in to clock-out; null while still at work. */
  workDurationMinutes: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecord>;

/**
 * GET /api/attendance/status, and the answers of clock-in and clock-out: the caller's status and
 * their open session (status), the session just opened (clock-in) or just closed (clock-out).
 */
export const attendanceStatus = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  session: attendanceRecord.nullable(),
});
export type AttendanceStatus = z.infer<typeof attendanceStatus>;

/**
 * GET /api/attendance/report: sessions that started on the days from `startDate` to `endDate`
 * (business time zone, both included, each defaulting to today), at one location or all, a page
 * at a time (docs/business-rules.md#lists).
 */
export const attendanceReportQuery = pageQuery.extend({
  ...sortableBy(ATTENDANCE_SORT_KEYS),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
  locationId: z.string().trim().optional(),
});
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuery>;
/** The report's rows, newest clock-in first. */
export const attendanceReport = z.array(attendanceRecord);
export type AttendanceReport = z.infer<typeof attendanceReport>;

/** GET /api/reports/payroll: both days required (business time zone, both included). */
export const payrollReportQuery = reportRangeQuery;
export type PayrollReportQuery = z.infer<typeof payrollReportQuery>;

/** One staff member's pay for the range (docs/business-rules.md#payroll). */
export const payrollRow = z.object({
  userId: z.string(),
  fullName: z.string(),
  payrollType: z.enum(PAYROLL_TYPES),
  /** Whole rupiah per month (monthly) or per hour (hourly). */
  payrollRate: z.number().int(),
  /** Hours of the closed sessions that started in the range, to 2 decimals. */
  totalHours: z.number(),
  /** Whole rupiah. */
  calculatedSalary: z.number().int(),
});
export type PayrollRow = z.infer<typeof payrollRow>;
/** Staff accounts with a session in the range or a rate above 0, by name. */
export const payrollReport = z.array(payrollRow);
export type PayrollReport = z.infer<typeof payrollReport>;
