import { type PayrollReportQuery, type PayrollRow, roundRupiah, todayKey } from "@kedai/shared";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attendance, users } from "../../db/schema";
import { dayRangeOr400, withinBusinessDays } from "../../lib/business-day";
import { byName } from "../../lib/by-name";

const dayParts = (day: string) => day.split("-").map(Number) as [number, number, number];
/** Days in a month (1–12) of a year: day 0 of the next month is this month's last. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A monthly salary for the days from `startDate` to `endDate`, both included
 * (docs/business-rules.md#payroll): each calendar month the range touches pays its share, the
 * days of the range in that month over the month's days, and the sum is rounded once, half up.
 */
export function proratedMonthlyPay(rate: number, startDate: string, endDate: string): number {
  const [startYear, startMonth, startDay] = dayParts(startDate);
  const [endYear, endMonth, endDay] = dayParts(endDate);
  let total = 0;
  for (let year = startYear, month = startMonth; year < endYear || (year === endYear && month <= endMonth); ) {
    const monthDays = daysInMonth(year, month);
    const first = year === startYear && month === startMonth ? startDay : 1;
    const last = year === endYear && month === endMonth ? endDay : monthDays;
    total += (rate * (last - first + 1)) / monthDays;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return roundRupiah(total);
}

/**
 * GET /api/reports/payroll (docs/business-rules.md#payroll): per staff account, the hours of its
 * closed sessions that started in the range and the pay: hourly = exact minutes worked × rate / 60,
 * monthly = the prorated salary of the range's days up to today (a day not yet reached is not
 * worked, so it pays nothing). Only the days the person was employed count, from their start date
 * to their end date: a session outside them adds no hours, and a monthly salary pays none of those
 * days. An account with no session in the range and either a rate of 0 or no day employed in it
 * is left out, so an empty report means nobody worked or is paid.
 */
export async function computePayroll(db: DbOrTx, query: PayrollReportQuery, timeZone: string): Promise<PayrollRow[]> {
  const { startDate, endDate } = dayRangeOr400(query.startDate, query.endDate);
  const [staff, worked] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        type: users.payrollType,
        rate: users.payrollRate,
        startDate: users.startDate,
        endDate: users.endDate,
      })
      .from(users),
    db
      .select({
        userId: attendance.userId,
        minutes: sql<number>`sum(${attendance.workDurationMinutes})`.mapWith(Number),
      })
      .from(attendance)
      .innerJoin(users, eq(users.id, attendance.userId))
      .where(
        and(
          isNotNull(attendance.clockOutTime),
          ...withinBusinessDays(attendance.clockInTime, { startDate, endDate }, timeZone),
          // Employed that day: from the start date's first instant to the end date's last.
          sql`${attendance.clockInTime} >= (${users.startDate}::timestamp at time zone ${timeZone})`,
          or(
            isNull(users.endDate),
            sql`${attendance.clockInTime} < ((${users.endDate} + 1)::timestamp at time zone ${timeZone})`,
          ),
        ),
      )
      .groupBy(attendance.userId),
  ]);
  const minutesOf = new Map(worked.map((row) => [row.userId, row.minutes]));
  const today = todayKey(timeZone);
  const paidUntil = endDate < today ? endDate : today;
  const monthlyPay = (user: (typeof staff)[number]) => {
    const from = user.startDate > startDate ? user.startDate : startDate;
    const until = user.endDate !== null && user.endDate < paidUntil ? user.endDate : paidUntil;
    return from > until ? 0 : proratedMonthlyPay(user.rate, from, until);
  };
  // Someone not employed on any day of the range is not on its payroll at all.
  const employedIn = (user: (typeof staff)[number]) =>
    user.startDate <= endDate && (user.endDate === null || user.endDate >= startDate);
  return staff
    .filter((user) => minutesOf.has(user.id) || (user.rate > 0 && employedIn(user)))
    .map((user) => {
      const minutes = minutesOf.get(user.id) ?? 0;
      return {
        userId: user.id,
        fullName: user.fullName,
        payrollType: user.type,
        payrollRate: user.rate,
        totalHours: Math.round((minutes / 60) * 100) / 100,
        calculatedSalary: user.type === "hourly" ? roundRupiah((minutes * user.rate) / 60) : monthlyPay(user),
      };
    })
    .sort((a, b) => byName.compare(a.fullName, b.fullName));
}
