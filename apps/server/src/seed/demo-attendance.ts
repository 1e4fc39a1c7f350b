import type { Tx } from "../db/client";
import { attendance } from "../db/schema";
import { localTime } from "./demo-orders";

type Worker = { id: string; name: string };
type Shift = { worker: Worker; start: [number, number]; end: [number, number]; notes: string };

/**
 * A closed shift on each of the last five days for the demo cashier and staff member at the head
 * outlet, so the attendance and payroll reports have something to show. Nobody is left clocked in.
 */
export async function insertDemoAttendance(
  tx: Tx,
  ctx: { cashier: Worker; staff: Worker; location: { id: string; name: string }; now: Date; timeZone: string },
): Promise<number> {
  const shifts: Shift[] = [
    { worker: ctx.staff, start: [8, 0], end: [16, 30], notes: "Shift pagi" },
    { worker: ctx.cashier, start: [10, 0], end: [18, 15], notes: "Shift siang" },
  ];
  const rows = [1, 2, 3, 4, 5].flatMap((daysAgo) =>
    shifts.map(({ worker, start, end, notes }) => {
      const clockInTime = localTime(ctx, daysAgo, ...start);
      const clockOutTime = localTime(ctx, daysAgo, ...end);
      return {
        userId: worker.id,
        userName: worker.name,
        locationId: ctx.location.id,
        locationName: ctx.location.name,
        clockInTime,
        clockOutTime,
        workDurationMinutes: Math.floor((clockOutTime.getTime() - clockInTime.getTime()) / 60_000),
        notes,
      };
    }),
  );
  await tx.insert(attendance).values(rows);
  return rows.length;
}
