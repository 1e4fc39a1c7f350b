import { addDays, todayKey } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createAttendance, createStaffUser } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { proratedMonthlyPay } from "./payroll";

/** GET /api/reports/payroll (docs/business-rules.md#payroll). */
const {
  db,
  clients: { admin, manager, staff, cashier },
} = useTestApp({ login: { admin: "admin", manager: "manager", staff: "staff", cashier: "cashier" } });

type Row = {
  userId: string;
  fullName: string;
  payrollType: string;
  payrollRate: number;
  totalHours: number;
  calculatedSalary: number;
};
const payroll = async (startDate: string, endDate: string) => {
  const response = await admin.get(`/api/reports/payroll?startDate=${startDate}&endDate=${endDate}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Row[];
};
const rowOf = (rows: Row[], userId: string) => rows.find((r) => r.userId === userId);

/** A closed session starting at `start` (ISO, with its zone) and lasting `minutes`. */
const shift = (user: { id: string; fullName: string }, start: string, minutes: number) => {
  const clockInTime = new Date(start);
  return createAttendance(db(), user, {
    clockInTime,
    clockOutTime: new Date(clockInTime.getTime() + minutes * 60_000),
  });
};

describe("hourly pay", () => {
  it("is the hours of the closed sessions that started in the range × the rate", async () => {
    const worker = await createStaffUser(db(), {
      role: "staff",
      fullName: "Hana Per Jam",
      payrollType: "hourly",
      payrollRate: 20000,
    });
    await shift(worker, "2026-03-02T08:00:00+07:00", 90);
    await shift(worker, "2026-03-03T13:00:00+07:00", 45);
    await shift(worker, "2026-03-05T08:00:00+07:00", 600); // after the range
    await createAttendance(db(), worker, { clockInTime: new Date("2026-03-04T08:00:00+07:00") }); // still open

    expect(rowOf(await payroll("2026-03-01", "2026-03-04"), worker.id)).toEqual({
      userId: worker.id,
      fullName: "Hana Per Jam",
      payrollType: "hourly",
      payrollRate: 20000,
      totalHours: 2.25,
      calculatedSalary: 45000,
    });
  });

  it("pays exact minutes, shows hours to 2 decimals and rounds the pay half up to the rupiah", async () => {
    const worker = await createStaffUser(db(), { role: "cashier", payrollType: "hourly", payrollRate: 15001 });
    await shift(worker, "2026-03-10T08:00:00+07:00", 100); // 1,666… hours × 15.001 = 25.001,67
    expect(rowOf(await payroll("2026-03-10", "2026-03-10"), worker.id)).toMatchObject({
      totalHours: 1.67,
      calculatedSalary: 25002,
    });
  });

  it("counts a shift across midnight wholly on the day it started", async () => {
    const worker = await createStaffUser(db(), { role: "staff", payrollType: "hourly", payrollRate: 10000 });
    await shift(worker, "2026-04-15T22:00:00+07:00", 240); // 22.00 to 02.00
    expect(rowOf(await payroll("2026-04-15", "2026-04-15"), worker.id)).toMatchObject({
      totalHours: 4,
      calculatedSalary: 40000,
    });
    expect(rowOf(await payroll("2026-04-16", "2026-04-16"), worker.id)).toMatchObject({
      totalHours: 0,
      calculatedSalary: 0,
    });
  });
});

describe("monthly pay", () => {
  it("prorates the salary by the calendar days of the range", async () => {
    const worker = await createStaffUser(db(), { role: "manager", fullName: "Maya Bulanan", payrollRate: 3_000_000 });
    await shift(worker, "2026-06-03T09:00:00+07:00", 480);
    expect(rowOf(await payroll("2026-06-01", "2026-06-15"), worker.id)).toEqual({
      userId: worker.id,
      fullName: "Maya Bulanan",
      payrollType: "monthly",
      payrollRate: 3_000_000,
      totalHours: 8,
      calculatedSalary: 1_500_000,
    });
    expect(rowOf(await payroll("2026-06-01", "2026-06-30"), worker.id)?.calculatedSalary).toBe(3_000_000);
    expect(rowOf(await payroll("2026-06-07", "2026-06-07"), worker.id)).toMatchObject({
      totalHours: 0,
      calculatedSalary: 100_000,
    });
  });

  it("sums each month's share for a range across two months", async () => {
    const worker = await createStaffUser(db(), { role: "staff", payrollRate: 3_100_000 });
    // 15 of June's 30 days and 15 of July's 31: 1.550.000 + 1.500.000.
    expect(rowOf(await payroll("2026-06-16", "2026-07-15"), worker.id)?.calculatedSalary).toBe(3_050_000);
  });

  it("leaves out an account with no session and no rate, but lists a short shift at rate 0", async () => {
    const unpaid = await createStaffUser(db(), { role: "staff" });
    expect(rowOf(await payroll("2026-06-01", "2026-06-30"), unpaid.id)).toBeUndefined();
    await shift(unpaid, "2026-06-20T09:00:00+07:00", 0);
    expect(rowOf(await payroll("2026-06-01", "2026-06-30"), unpaid.id)).toMatchObject({
      totalHours: 0,
      calculatedSalary: 0,
    });
  });
});

describe("pay only for the days employed (start and end date)", () => {
  it("pays a monthly employee hired on 29 November nothing for October and 2 of November's 30 days", async () => {
    const hired = await createStaffUser(db(), {
      role: "cashier",
      fullName: "Nina Baru",
      payrollRate: 3_000_000,
      startDate: "2025-11-29",
    });
    expect(rowOf(await payroll("2025-10-01", "2025-10-31"), hired.id)).toBeUndefined();
    // 29 and 30 November: 3.000.000 × 2 / 30 = 200.000.
    expect(rowOf(await payroll("2025-11-01", "2025-11-30"), hired.id)?.calculatedSalary).toBe(200_000);
    // October pays nothing, so October to November is November's 200.000 only.
    expect(rowOf(await payroll("2025-10-01", "2025-11-30"), hired.id)?.calculatedSalary).toBe(200_000);
  });

  it("stops a monthly salary after the end date and rounds the share half up", async () => {
    const leaving = await createStaffUser(db(), {
      role: "staff",
      payrollRate: 3_100_001,
      startDate: "2024-01-01",
      endDate: "2025-01-10",
    });
    // 1–10 January: 3.100.001 × 10 / 31 = 1.000.000,32… → 1.000.000.
    expect(rowOf(await payroll("2025-01-01", "2025-01-31"), leaving.id)?.calculatedSalary).toBe(1_000_000);
    expect(rowOf(await payroll("2025-02-01", "2025-02-28"), leaving.id)).toBeUndefined();
  });

  it("counts hourly sessions only inside the dates", async () => {
    const temp = await createStaffUser(db(), {
      role: "staff",
      payrollType: "hourly",
      payrollRate: 20_000,
      startDate: "2025-05-10",
      endDate: "2025-05-20",
    });
    await shift(temp, "2025-05-09T08:00:00+07:00", 600); // the day before the start
    await shift(temp, "2025-05-10T00:30:00+07:00", 60); // the start day's first hour (business time)
    await shift(temp, "2025-05-20T23:00:00+07:00", 30); // the end day's last hour
    await shift(temp, "2025-05-21T08:00:00+07:00", 600); // the day after the end
    expect(rowOf(await payroll("2025-05-01", "2025-05-31"), temp.id)).toMatchObject({
      totalHours: 1.5,
      calculatedSalary: 30_000,
    });
    const outside = await payroll("2025-05-21", "2025-05-31");
    expect(rowOf(outside, temp.id)).toBeUndefined();
  });
});

describe("monthly pay for days not yet worked", () => {
  it("pays nothing for a range wholly in the future", async () => {
    const worker = await createStaffUser(db(), { role: "staff", payrollRate: 3_000_000 });
    const today = todayKey();
    expect(rowOf(await payroll(addDays(today, 1), addDays(today, 30)), worker.id)).toMatchObject({
      payrollRate: 3_000_000,
      calculatedSalary: 0,
    });
  });

  it("pays a range that runs past today only up to today", async () => {
    const worker = await createStaffUser(db(), { role: "staff", payrollRate: 3_000_000 });
    const today = todayKey();
    const monthStart = `${today.slice(0, 8)}01`;
    const paid = rowOf(await payroll(monthStart, addDays(today, 40)), worker.id)?.calculatedSalary;
    expect(paid).toBe(proratedMonthlyPay(3_000_000, monthStart, today));
    expect(paid).toBeLessThan(proratedMonthlyPay(3_000_000, monthStart, addDays(today, 40)));
  });
});

describe("proratedMonthlyPay", () => {
  it("pays whole months in full, leap February included, and rounds the sum once", () => {
    expect(proratedMonthlyPay(2_900_000, "2028-02-01", "2028-02-29")).toBe(2_900_000);
    expect(proratedMonthlyPay(2_900_000, "2026-12-01", "2027-01-31")).toBe(5_800_000);
    expect(proratedMonthlyPay(1_000_000, "2026-01-31", "2026-01-31")).toBe(32_258); // 1/31
    expect(proratedMonthlyPay(3_000_000, "2026-11-20", "2027-02-10")).toBe(
      Math.round(3_000_000 * (11 / 30 + 1 + 1 + 10 / 28)),
    );
  });
});

describe("who sees payroll", () => {
  it("answers admin and manager; refuses staff and cashiers", async () => {
    expect((await manager.get("/api/reports/payroll?startDate=2026-06-01&endDate=2026-06-01")).statusCode).toBe(200);
    expect((await staff.get("/api/reports/payroll?startDate=2026-06-01&endDate=2026-06-01")).statusCode).toBe(403);
    expect((await cashier.get("/api/reports/payroll?startDate=2026-06-01&endDate=2026-06-01")).statusCode).toBe(403);
  });

  it("needs both dates, in order", async () => {
    const missing = await admin.get("/api/reports/payroll?startDate=2026-06-01");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ endDate: "Silakan pilih tanggal mulai dan tanggal akhir." });
    const backwards = await admin.get("/api/reports/payroll?startDate=2026-06-02&endDate=2026-06-01");
    expect(backwards.statusCode).toBe(400);
  });
});
