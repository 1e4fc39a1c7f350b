import { addDays, todayKey } from "@kedai/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createAttendance,
  createLocation,
  createOrder,
  createRegisterSession,
  createStaffUser,
} from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { attendance, auditEvents, registerSessions, users } from "../../db/schema";

/** Staff accounts in user management (/api/users/staff): admin only. */
const {
  ctx,
  db,
  clients: { admin, manager },
  accounts,
  loginAs,
} = useTestApp({ login: { admin: "admin", manager: "manager" } });

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Sari Dapur",
  username: `sari-${Math.random().toString(36).slice(2, 8)}`,
  password: "rahasia1",
  phone: "0812 3456 7890",
  role: "staff",
  startDate: "2026-01-05",
  ...overrides,
});

describe("who manages staff accounts", () => {
  it("answers admin only: a manager gets 403 on listing, adding, editing and deleting", async () => {
    const someone = await createStaffUser(db(), { role: "staff" });
    expect((await admin.get("/api/users/staff")).statusCode).toBe(200);
    expect((await manager.get("/api/users/staff")).statusCode).toBe(403);
    expect((await manager.post("/api/users/staff", newStaff())).statusCode).toBe(403);
    expect((await manager.put(`/api/users/staff/${someone.id}`, newStaff())).statusCode).toBe(403);
    expect((await manager.delete(`/api/users/staff/${someone.id}`)).statusCode).toBe(403);
    expect((await ctx.client().get("/api/users/staff")).statusCode).toBe(401);
    const [still] = await db().select().from(users).where(eq(users.id, someone.id));
    expect(still.fullName).toBe(someone.fullName);
  });
});

describe("adding a staff account", () => {
  it("creates the account with its location and payroll; it can log in and never shows a password", async () => {
    const outlet = await createLocation(db(), { name: "Outlet Kemang" });
    const body = newStaff({
      fullName: "Kasir Baru",
      role: "cashier",
      assignedLocation: outlet.id,
      payroll: { type: "hourly", rate: 25000 },
    });
    const response = await admin.post("/api/users/staff", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      fullName: "Kasir Baru",
      username: body.username,
      phone: "0812 3456 7890",
      role: "cashier",
      assignedLocation: { _id: outlet.id, name: "Outlet Kemang" },
      payroll: { type: "hourly", rate: 25000 },
    });
    expect(response.body).not.toContain("password");

    const login = await ctx.client().login(body.username, "rahasia1");
    expect(login.user).toMatchObject({ role: "cashier", fullName: "Kasir Baru" });
    const list = (await admin.get("/api/users/staff")).json() as { _id: string }[];
    expect(list.map((u) => u._id)).toContain(response.json()._id);
  });

  it("pays monthly at Rp 0 unless told otherwise", async () => {
    const response = await admin.post("/api/users/staff", newStaff());
    expect(response.json().payroll).toEqual({ type: "monthly", rate: 0 });
  });

  it("needs a name, a username and a password of at least 6 characters", async () => {
    const response = await admin.post("/api/users/staff", { role: "staff", password: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      fullName: "Nama lengkap wajib diisi.",
      username: "Username wajib diisi.",
      password: "Password wajib diisi (minimal 6 karakter).",
    });
  });

  it("refuses a negative rate and an unknown role or location", async () => {
    const response = await admin.post(
      "/api/users/staff",
      newStaff({ role: "owner", payroll: { type: "hourly", rate: -1 } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      role: "Peran harus Staff, Kasir, Manajer atau Admin.",
      "payroll.rate": "Besaran gaji tidak boleh negatif.",
    });
    const noPlace = await admin.post("/api/users/staff", newStaff({ assignedLocation: crypto.randomUUID() }));
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().fields).toEqual({ assignedLocation: "Lokasi tidak ditemukan." });
  });

  it("refuses a username another account has, whatever its case", async () => {
    await createStaffUser(db(), { role: "staff", username: "Budi.Dapur" });
    const response = await admin.post("/api/users/staff", newStaff({ username: "budi.dapur" }));
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'Username "Budi.Dapur" sudah dipakai.' });
  });

  it("lets exactly one of two simultaneous additions of one username through", async () => {
    const body = newStaff({ username: "kembar" });
    const answers = await Promise.all([admin.post("/api/users/staff", body), admin.post("/api/users/staff", body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("editing a staff account", () => {
  it("keeps the old password when the password is left blank", async () => {
    const user = await createStaffUser(db(), { role: "staff", password: "lama123" });
    const response = await admin.put(
      `/api/users/staff/${user.id}`,
      newStaff({ username: user.username, fullName: "Nama Baru", password: "", role: "manager" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: "Nama Baru", role: "manager" });
    expect((await ctx.client().login(user.username, "lama123")).user.role).toBe("manager");
  });

  it("sets a new password, which ends that account's sessions", async () => {
    const user = await createStaffUser(db(), { role: "cashier", password: "lama123" });
    const theirs = ctx.client();
    await theirs.login(user.username, "lama123");
    const response = await admin.put(
      `/api/users/staff/${user.id}`,
      newStaff({ username: user.username, role: "cashier", password: "baru456" }),
    );
    expect(response.statusCode).toBe(200);
    expect((await theirs.get("/api/auth/profile")).statusCode).toBe(401);
    expect((await admin.get("/api/auth/profile")).statusCode).toBe(200);
    expect(
      (await ctx.client().post("/api/auth/login", { username: user.username, password: "lama123" })).statusCode,
    ).toBe(401);
    await ctx.client().login(user.username, "baru456");
  });

  it("refuses a short new password and another account's username", async () => {
    const user = await createStaffUser(db(), { role: "staff" });
    const other = await createStaffUser(db(), { role: "staff" });
    const short = await admin.put(
      `/api/users/staff/${user.id}`,
      newStaff({ username: user.username, password: "123" }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe("Password wajib diisi (minimal 6 karakter).");
    const taken = await admin.put(`/api/users/staff/${user.id}`, newStaff({ username: other.username.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
  });

  it("answers 404 for an account that does not exist", async () => {
    const response = await admin.put(`/api/users/staff/${crypto.randomUUID()}`, newStaff());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Pegawai tidak ditemukan.");
  });
});

describe("deleting a staff account", () => {
  it("archives it: their orders and attendance still show their name, an open session is closed, no more sign-in", async () => {
    const waiter = await createStaffUser(db(), { role: "staff", fullName: "Wati Pelayan" });
    const order = await createOrder(db(), { waiterId: waiter.id, waiterName: waiter.fullName });
    await createAttendance(db(), waiter);

    const response = await admin.delete(`/api/users/staff/${waiter.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: waiter.id,
      message:
        'Pegawai "Wati Pelayan" diarsipkan: masih tercatat di 1 pesanan, 1 absensi. Data ini tidak ditawarkan lagi, riwayatnya tetap menyebut namanya.',
      archived: true,
    });
    expect((await admin.get("/api/users/staff")).body).not.toContain(waiter.id);
    await expect(ctx.client().login(waiter.username)).rejects.toThrow(/login .* failed/);

    const orderAfter = (await admin.get(`/api/orders/${order.id}`)).json().data;
    expect(orderAfter.waiter).toEqual({ _id: waiter.id, name: "Wati Pelayan", fullName: "Wati Pelayan" });
    const [session] = await db().select().from(attendance).where(eq(attendance.userName, "Wati Pelayan"));
    expect(session).toMatchObject({ userId: waiter.id, userName: "Wati Pelayan" });
    expect(session.clockOutTime).not.toBeNull();
    expect(session.workDurationMinutes).toBe(0);
  });

  it("refuses the admin's own account", async () => {
    const response = await admin.delete(`/api/users/staff/${accounts.admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Anda tidak dapat menghapus akun Anda sendiri.");
  });

  it("archives a cashier whose shifts are closed; the shifts and orders keep the cashier's name", async () => {
    const cashier = await createStaffUser(db(), { role: "cashier", fullName: "Rara Kasir" });
    const shift = await createRegisterSession(db(), {
      cashierId: cashier.id,
      cashierName: cashier.fullName,
      closedAt: new Date(),
      closingBalance: 100000,
    });
    const order = await createOrder(db(), {
      cashierId: cashier.id,
      cashierName: cashier.fullName,
      registerSessionId: shift.id,
    });

    const response = await admin.delete(`/api/users/staff/${cashier.id}`);
    expect(response.statusCode).toBe(200);
    const [kept] = await db().select().from(registerSessions).where(eq(registerSessions.id, shift.id));
    expect(response.json().archived).toBe(true);
    expect(kept).toMatchObject({ cashierId: cashier.id, cashierName: "Rara Kasir" });
    const { data: record } = (await admin.get(`/api/orders/${order.id}`)).json();
    expect(record.cashier).toEqual({ _id: cashier.id, name: "Rara Kasir", fullName: "Rara Kasir" });
  });

  it("keeps a cashier whose register is still open", async () => {
    const cashier = await createStaffUser(db(), { role: "cashier", fullName: "Kiki Kasir" });
    await createRegisterSession(db(), { cashierId: cashier.id });
    const response = await admin.delete(`/api/users/staff/${cashier.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Pegawai "Kiki Kasir" masih memiliki sesi kasir yang terbuka. Tutup sesi tersebut terlebih dahulu.',
    );
  });
});

describe("start and end dates", () => {
  it("needs a start date; an end date is optional and not before the start", async () => {
    const { startDate: _, ...noStart } = newStaff();
    const missing = await admin.post("/api/users/staff", noStart);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ startDate: "Tanggal mulai kerja wajib diisi." });

    const backwards = await admin.post(
      "/api/users/staff",
      newStaff({ startDate: "2026-03-10", endDate: "2026-03-09" }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endDate: "Tanggal berhenti tidak boleh sebelum tanggal mulai kerja." });

    const created = await admin.post("/api/users/staff", newStaff({ startDate: "2026-03-10", endDate: "" }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ startDate: "2026-03-10", endDate: null });
  });

  it("refuses a login from the day after the end date with a clear message, and ends the sessions", async () => {
    const user = await createStaffUser(db(), { role: "cashier", password: "lama123" });
    const theirs = ctx.client();
    await theirs.login(user.username, "lama123");
    const yesterday = addDays(todayKey(), -1);
    const ended = await admin.put(
      `/api/users/staff/${user.id}`,
      newStaff({ username: user.username, role: "cashier", password: "", startDate: "2025-01-01", endDate: yesterday }),
    );
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ startDate: "2025-01-01", endDate: yesterday });
    expect((await theirs.get("/api/auth/profile")).statusCode).toBe(401);

    const login = await ctx.client().post("/api/auth/login", { username: user.username, password: "lama123" });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: "EMPLOYMENT_ENDED",
      message: "Masa kerja akun ini sudah berakhir, jadi tidak dapat login lagi. Hubungi admin.",
    });
    // A wrong password still reads as a wrong password: a stranger learns nothing of the account.
    const wrong = await ctx.client().post("/api/auth/login", { username: user.username, password: "salah99" });
    expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("ends a session still open when the end date passes, and lets the account work through its last day", async () => {
    const user = await createStaffUser(db(), { role: "staff", password: "lama123", endDate: todayKey() });
    const theirs = ctx.client();
    await theirs.login(user.username, "lama123");
    expect((await theirs.get("/api/auth/profile")).statusCode).toBe(200);
    // The day passes: the end date is now yesterday.
    await db()
      .update(users)
      .set({ endDate: addDays(todayKey(), -1) })
      .where(eq(users.id, user.id));
    expect((await theirs.get("/api/auth/profile")).statusCode).toBe(401);
  });
});

describe("the audit log of staff accounts", () => {
  const auditOf = async (entityId: string) =>
    db().select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.at);

  it("records who created an account, with its role and dates, never the password", async () => {
    const body = newStaff({ fullName: "Admin Baru", role: "admin", password: "rahasia-baru" });
    const created = (await admin.post("/api/users/staff", body)).json();
    const [entry] = await auditOf(created._id);
    expect(entry).toMatchObject({
      action: "staff.created",
      actorId: accounts.admin.id,
      label: "Admin Baru",
      after: { username: body.username, role: "admin", startDate: "2026-01-05", endDate: null },
    });
    expect(JSON.stringify(entry)).not.toContain("rahasia-baru");
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("password");
    // The last-admin tests below need the file's admin to be the only one again.
    expect((await admin.delete(`/api/users/staff/${created._id}`)).statusCode).toBe(200);
  });

  it("records a role change, a change of dates and a deletion, each once", async () => {
    const user = await createStaffUser(db(), { role: "staff", fullName: "Dewi Staf", startDate: "2026-01-05" });
    const edit = (changes: Record<string, unknown>) =>
      admin.put(
        `/api/users/staff/${user.id}`,
        newStaff({ username: user.username, fullName: "Dewi Staf", ...changes }),
      );
    expect((await edit({ role: "manager", password: "" })).statusCode).toBe(200);
    expect((await edit({ role: "manager", endDate: "2026-12-31", password: "" })).statusCode).toBe(200);
    expect((await admin.delete(`/api/users/staff/${user.id}`)).statusCode).toBe(200);

    const entries = await auditOf(user.id);
    expect(entries.map((e) => e.action)).toEqual(["staff.role_changed", "staff.dates_changed", "record.deleted"]);
    expect(entries[0]).toMatchObject({ before: { role: "staff" }, after: { role: "manager" } });
    expect(entries[1]).toMatchObject({ before: { endDate: null }, after: { endDate: "2026-12-31" } });
    expect(entries[2].before).toMatchObject({ fullName: "Dewi Staf", role: "manager" });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("password");
  });

  it("records an admin setting a staff account's approval PIN, never the PIN", async () => {
    const user = await createStaffUser(db(), { role: "manager", fullName: "Rudi Manajer", startDate: "2026-01-05" });
    expect((await admin.put(`/api/users/staff/${user.id}/pin`, { pin: "731946" })).statusCode).toBe(200);
    const entries = await auditOf(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "staff.pin_set",
      actorId: accounts.admin.id,
      label: "Rudi Manajer",
      after: { username: user.username, pinSet: true },
    });
    expect(JSON.stringify(entries)).not.toContain("731946");
  });
});

describe("the last admin", () => {
  // The file's `admin` is the only admin until the last test adds a second one.
  it("cannot lose the admin role", async () => {
    const [me] = await db().select().from(users).where(eq(users.id, accounts.admin.id));
    const response = await admin.put(
      `/api/users/staff/${me.id}`,
      newStaff({ username: me.username, fullName: me.fullName, role: "manager", password: "" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.role).toBe(
      "Harus ada setidaknya satu admin: admin terakhir tidak dapat dihapus, diubah perannya, atau diberi tanggal berhenti.",
    );
    const [after] = await db().select().from(users).where(eq(users.id, me.id));
    expect(after.role).toBe("admin");
  });

  it("cannot be given an end date, which would lock the back office when it passes", async () => {
    const [me] = await db().select().from(users).where(eq(users.id, accounts.admin.id));
    const response = await admin.put(
      `/api/users/staff/${me.id}`,
      newStaff({ username: me.username, fullName: me.fullName, role: "admin", password: "", endDate: "2026-12-31" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("LAST_ADMIN");
    expect(response.json().fields).toHaveProperty("endDate");
    const [after] = await db().select().from(users).where(eq(users.id, me.id));
    expect(after.endDate).toBeNull();
  });

  it("of two admins deleting each other at the same moment, exactly one succeeds and one admin is left", async () => {
    const second = await loginAs("admin");
    const [secondAdmin] = await db()
      .select()
      .from(users)
      .where(and(eq(users.role, "admin"), ne(users.id, accounts.admin.id)));
    const answers = await Promise.all([
      admin.delete(`/api/users/staff/${secondAdmin.id}`),
      second.delete(`/api/users/staff/${accounts.admin.id}`),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The one deleted may be archived (an admin with audit history) rather than gone: count those
    // who can still sign in.
    const active = await db()
      .select()
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.archivedAt)));
    expect(active).toHaveLength(1);
  });
});
