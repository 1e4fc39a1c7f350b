import { toDateKey } from "@kedai/shared";
import type { Tx } from "../db/client";
import { attendance } from "../db/schema";
import { workedMinutes } from "../modules/attendance/attendance.service";
import { localTime } from "./demo-orders";

type Worker = { id: string; name: string };
type Shift = {
  worker: Worker;
  start: [number, number];
  end: [number, number];
  notes: string;
  /** Day of the week off (0 Sunday). */
  dayOff: number;
};

/**
 * Closed shifts of the demo cashier and staff member at the head outlet on every working day from
 * the first of last month to yesterday (one day off a week each, a few minutes early or late), so
 * the attendance report and last month's payroll have a full month to show. Nobody is left
 * clocked in.
 */
export async function insertDemoAttendance(
  tx: Tx,
  ctx: { cashier: Worker; staff: Worker; location: { id: string; name: string }; now: Date; timeZone: string },
): Promise<number> {
  const shifts: Shift[] = [
    { worker: ctx.staff, start: [8, 0], end: [16, 30], notes: "Shift pagi", dayOff: 0 },
    { worker: ctx.cashier, start: [10, 0], end: [18, 15], notes: "Shift siang", dayOff: 1 },
  ];
  const [year, month] = toDateKey(ctx.now, ctx.timeZone).split("-").map(Number);
  const firstOfLastMonth = `${month === 1 ? year - 1 : year}-${String(month === 1 ? 12 : month - 1).padStart(2, "0")}-01`;
  const days: number[] = [];
  for (let daysAgo = 1; toDateKey(localTime(ctx, daysAgo, 12, 0), ctx.timeZone) >= firstOfLastMonth; daysAgo++) {
    days.push(daysAgo);
  }
  const rows = days.flatMap((daysAgo) =>
    shifts.flatMap(({ worker, start, end, notes, dayOff }) => {
      if (localTime(ctx, daysAgo, 12, 0).getUTCDay() === dayOff) return [];
      const jitter = ((daysAgo * 7) % 11) - 5;
      const clockInTime = localTime(ctx, daysAgo, start[0], start[1] + jitter);
      const clockOutTime = localTime(ctx, daysAgo, end[0], end[1] + ((daysAgo * 3) % 13));
      return [
        {
          userId: worker.id,
          userName: worker.name,
          locationId: ctx.location.id,
          locationName: ctx.location.name,
          clockInTime,
          clockOutTime,
          workDurationMinutes: workedMinutes(clockInTime, clockOutTime),
          notes,
        },
      ];
    }),
  );
  await tx.insert(attendance).values(rows);
  return rows.length;
}
