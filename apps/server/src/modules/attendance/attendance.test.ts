import { describe, expect, it } from "vitest";
import { createAttendance, createLocation, createStaffUser } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

/** Clocking in and out (/api/attendance) and the attendance report. */
const {
  ctx,
  db,
  clients: { admin, manager, staff, customer },
  loginAs,
} = useTestApp({ login: { admin: "admin", manager: "manager", staff: "staff", customer: "customer" } });

const MINUTE = 60_000;

describe("clocking in", () => {
  it("starts Clocked Out, clocks in at an active location and answers the open session", async () => {
    const worker = await loginAs("staff");
    const outlet = await createLocation(db(), { name: "Outlet Blok M" });
    expect((await worker.get("/api/attendance/status")).json()).toEqual({ status: "Clocked Out", session: null });

    const response = await worker.post("/api/attendance/clock-in", { locationId: outlet.id });
    expect(response.statusCode).toBe(201);
    const { status, session } = response.json();
    expect(status).toBe("Clocked In");
    expect(session).toMatchObject({
      location: { _id: outlet.id, name: "Outlet Blok M" },
      clockOutTime: null,
      workDurationMinutes: null,
    });
    expect(Date.now() - new Date(session.clockInTime).getTime()).toBeLessThan(MINUTE);
    expect((await worker.get("/api/attendance/status")).json()).toEqual({ status: "Clocked In", session });
  });

  it("asks for a work location, and refuses an unknown or inactive one", async () => {
    const worker = await loginAs("cashier");
    const missing = await worker.post("/api/attendance/clock-in", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Pilih lokasi kerja Anda.");
    const unknown = await worker.post("/api/attendance/clock-in", { locationId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ locationId: "Lokasi kerja tidak ditemukan." });
    const closed = await createLocation(db(), { name: "Outlet Tutup", status: "Inactive" });
    const inactive = await worker.post("/api/attendance/clock-in", { locationId: closed.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe('Lokasi "Outlet Tutup" sedang tidak aktif.');
    expect((await worker.get("/api/attendance/status")).json().status).toBe("Clocked Out");
  });

  it("allows one open session per person, also when clock-ins arrive together", async () => {
    const worker = await loginAs("manager");
    const outlet = await createLocation(db());
    const clockIn = () => worker.post("/api/attendance/clock-in", { locationId: outlet.id });
    const answers = await Promise.all(Array.from({ length: 5 }, clockIn));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      "Anda sudah clock in. Lakukan clock out sebelum clock in lagi.",
    );
  });

  it("is for staff accounts only", async () => {
    const outlet = await createLocation(db());
    expect((await customer.post("/api/attendance/clock-in", { locationId: outlet.id })).statusCode).toBe(403);
    expect((await customer.get("/api/attendance/status")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/attendance/status")).statusCode).toBe(401);
  });
});

describe("clocking out", () => {
  it("closes the session with the note and the whole minutes worked", async () => {
    const worker = await loginAs("staff");
    const { user } = await worker.get("/api/auth/profile").then((r) => ({ user: r.json() }));
    await createAttendance(
      db(),
      { id: user._id, fullName: user.fullName },
      {
        clockInTime: new Date(Date.now() - 90 * MINUTE - 30_000),
      },
    );

    const response = await worker.put("/api/attendance/clock-out", { notes: "Shift pagi selesai" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "Clocked Out",
      session: { workDurationMinutes: 90, notes: "Shift pagi selesai" },
    });
    expect(response.json().session.clockOutTime).not.toBeNull();
    expect((await worker.get("/api/attendance/status")).json()).toEqual({ status: "Clocked Out", session: null });
  });

  it("refuses when not clocked in, and a second clock-out of one session", async () => {
    const worker = await loginAs("cashier");
    const none = await worker.put("/api/attendance/clock-out", {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("Anda belum clock in.");

    const outlet = await createLocation(db());
    await worker.post("/api/attendance/clock-in", { locationId: outlet.id });
    const answers = await Promise.all([
      worker.put("/api/attendance/clock-out", {}),
      worker.put("/api/attendance/clock-out", {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("attendance report", () => {
  it("shows today's sessions by default, open ones without clock-out or duration", async () => {
    const worker = await createStaffUser(db(), { role: "staff", fullName: "Rudi Hadir" });
    const outlet = await createLocation(db(), { name: "Outlet Senayan" });
    const open = await createAttendance(db(), worker, { location: outlet });
    const closed = await createAttendance(db(), worker, {
      location: outlet,
      clockInTime: new Date(Date.now() - 3 * MINUTE),
      clockOutTime: new Date(Date.now() - MINUTE),
    });
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * MINUTE);
    const old = await createAttendance(db(), worker, {
      clockInTime: threeDaysAgo,
      clockOutTime: new Date(threeDaysAgo.getTime() + 60 * MINUTE),
    });

    const response = await admin.get("/api/attendance/report");
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { _id: string }[];
    const ids = rows.map((r) => r._id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(closed.id);
    expect(ids).not.toContain(old.id);
    expect(rows.find((r) => r._id === open.id)).toMatchObject({
      user: { _id: worker.id, name: "Rudi Hadir" },
      location: { _id: outlet.id, name: "Outlet Senayan" },
      clockOutTime: null,
      workDurationMinutes: null,
    });
    expect(rows.find((r) => r._id === closed.id)).toMatchObject({ workDurationMinutes: 2 });

    const atOutlet = (await manager.get(`/api/attendance/report?locationId=${outlet.id}`)).json() as { _id: string }[];
    expect(atOutlet.map((r) => r._id)).toEqual([open.id, closed.id]);
    const secondPage = await manager.get(`/api/attendance/report?locationId=${outlet.id}&limit=1&page=2`);
    expect(secondPage.json().map((r: { _id: string }) => r._id)).toEqual([closed.id]);
  });

  it("counts a session on the business day it started, even across midnight", async () => {
    const worker = await createStaffUser(db(), { role: "staff" });
    // 22.00 on 15 June 2026 in Jakarta (UTC+7) to 02.00 the next morning.
    const lateShift = await createAttendance(db(), worker, {
      clockInTime: new Date("2026-06-15T15:00:00Z"),
      clockOutTime: new Date("2026-06-15T19:00:00Z"),
    });
    // 01.00 on 16 June in Jakarta, still 15 June in UTC.
    const earlyShift = await createAttendance(db(), worker, { clockInTime: new Date("2026-06-15T18:00:00Z") });
    const day = async (date: string) =>
      ((await admin.get(`/api/attendance/report?startDate=${date}&endDate=${date}`)).json() as { _id: string }[]).map(
        (r) => r._id,
      );
    expect(await day("2026-06-15")).toEqual([lateShift.id]);
    expect(await day("2026-06-16")).toEqual([earlyShift.id]);
  });

  it("answers admin and manager only, and refuses a range that runs backwards", async () => {
    expect((await staff.get("/api/attendance/report")).statusCode).toBe(403);
    expect((await (await loginAs("cashier")).get("/api/attendance/report")).statusCode).toBe(403);
    const backwards = await admin.get("/api/attendance/report?startDate=2026-06-10&endDate=2026-06-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("Tanggal mulai tidak boleh setelah tanggal akhir.");
    expect((await admin.get("/api/attendance/report?startDate=kemarin")).statusCode).toBe(400);
  });
});
