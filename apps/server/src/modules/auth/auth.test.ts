import { createHash } from "node:crypto";
import { errorMessages } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createStaffUser, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp, type TestClient, useTestApp } from "../../../test/test-app";
import { sessions } from "../../db/schema";
import { SESSION_COOKIE } from "./session.service";

/**
 * Login, profile, logout and password change as a browser sees them. The login limit is 10 tries
 * per address and account a minute, so tests that log in often do so from their own address.
 */
const { ctx } = useTestApp();

/** One account of each kind to log in with; a test that changes a password makes its own. */
beforeAll(async () => {
  const db = ctx.database.db;
  await createStaffUser(db, { role: "admin", username: "admin", fullName: "Admin Kedai" });
  await createStaffUser(db, { role: "manager", username: "manajer", fullName: "Maya Manajer" });
  await createStaffUser(db, { role: "cashier", username: "kasir", fullName: "Kiki Kasir" });
  await createStaffUser(db, { role: "staff", username: "staf", fullName: "Sari Staf" });
  await createCustomer(db, { email: "pelanggan@contoh.id", name: "Putri Pelanggan" });
  await createCustomer(db, { email: "mitra@contoh.id", name: "Budi Mitra", customerType: "Franchise" });
});

let addressCounter = 0;
/** A browser on its own (documentation-range) address, so the per-address login limit never bites. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

async function loginFrom(client: TestClient, username: string, password = TEST_PASSWORD, address = freshAddress()) {
  return client.post("/api/auth/login", { username, password }, { headers: { "x-forwarded-for": address } });
}

function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

/** A request carrying exactly the given session cookie, as a replayed or stolen cookie would. */
function profileWithCookie(token: string) {
  return ctx.app.inject({ method: "GET", url: "/api/auth/profile", headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}

/** A staff account of its own, so changing its password disturbs no other test. */
const cashierWithPassword = (username: string, password: string) =>
  createStaffUser(ctx.database.db, { role: "cashier", username, password });

describe("login", () => {
  it("logs a staff user in by username and returns the user", async () => {
    const client = ctx.client();
    const response = await loginFrom(client, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: "admin", role: "admin", fullName: "Admin Kedai" });
    expect(sessionCookieOf(response)).toBeTruthy();
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
  });

  it("accepts the username in any case and with surrounding spaces", async () => {
    const response = await loginFrom(ctx.client(), "  MaNaJeR ");
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: "manajer", role: "manager" });
  });

  it("logs a customer in by email in any case", async () => {
    const response = await loginFrom(ctx.client(), "Pelanggan@CONTOH.id");
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: "pelanggan@contoh.id", role: "customer" });
  });

  it.each([
    ["admin", { username: "admin", role: "admin", customerType: null, fullName: "Admin Kedai" }],
    ["manajer", { username: "manajer", role: "manager", customerType: null, fullName: "Maya Manajer" }],
    ["kasir", { username: "kasir", role: "cashier", customerType: null, fullName: "Kiki Kasir" }],
    ["staf", { username: "staf", role: "staff", customerType: null, fullName: "Sari Staf" }],
    [
      "pelanggan@contoh.id",
      { username: "pelanggan@contoh.id", role: "customer", customerType: "Regular", fullName: "Putri Pelanggan" },
    ],
    [
      "mitra@contoh.id",
      { username: "mitra@contoh.id", role: "customer", customerType: "Franchise", fullName: "Budi Mitra" },
    ],
  ])("GET /api/auth/profile after logging in as %s returns who they are", async (username, expected) => {
    const client = ctx.client();
    const login = await loginFrom(client, username);
    expect(login.statusCode).toBe(200);
    const profile = await client.get("/api/auth/profile");
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body).toMatchObject(expected);
    expect(typeof body._id).toBe("string");
    expect(body._id).toBe(login.json().user._id);
  });

  it("never sends a password or its hash to the browser", async () => {
    for (const username of ["admin", "mitra@contoh.id"]) {
      const client = ctx.client();
      const login = await loginFrom(client, username);
      const profile = await client.get("/api/auth/profile");
      for (const body of [login.body, profile.body]) {
        expect(body).not.toMatch(/password/i);
        expect(body).not.toContain("scrypt");
      }
    }
  });

  it.each([
    ["a wrong password", "admin", "salah-sekali"],
    ["an unknown user", "tidak-ada", "rahasia123"],
    ["an unknown email", "siapa@contoh.id", "rahasia123"],
  ])("rejects %s with 401 in Indonesian and sets no session", async (_label, username, password) => {
    const client = ctx.client();
    const response = await loginFrom(client, username, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "INVALID_CREDENTIALS", message: errorMessages.INVALID_CREDENTIALS });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await client.get("/api/auth/profile")).statusCode).toBe(401);
  });

  it("gives a wrong password and an unknown user the same answer", async () => {
    const wrongPassword = await loginFrom(ctx.client(), "kasir", "bukan-ini");
    const unknownUser = await loginFrom(ctx.client(), "kasir-palsu", "bukan-ini");
    expect(wrongPassword.body).toBe(unknownUser.body);
  });

  it("rejects a customer added at the cashier (no password yet) like a wrong password", async () => {
    await createCustomer(ctx.database.db, { email: "tamu.kasir@contoh.id", password: null });
    for (const password of [TEST_PASSWORD, "x"]) {
      const response = await loginFrom(ctx.client(), "tamu.kasir@contoh.id", password);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("INVALID_CREDENTIALS");
    }
  });

  it("asks for missing fields with 400 and a message per field", async () => {
    const client = ctx.client();
    const empty = await client.post("/api/auth/login", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "VALIDATION",
      message: "Username atau email wajib diisi.",
      fields: { username: "Username atau email wajib diisi.", password: "Password wajib diisi." },
    });

    const blank = await client.post("/api/auth/login", { username: "   ", password: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      username: "Username atau email wajib diisi.",
      password: "Password wajib diisi.",
    });

    const noPassword = await client.post("/api/auth/login", { username: "admin" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      message: "Password wajib diisi.",
      fields: { password: "Password wajib diisi." },
    });
    expect(noPassword.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("a new login on the same browser ends the session it replaces", async () => {
    const client = ctx.client();
    const first = sessionCookieOf(await loginFrom(client, "kasir"))!;
    expect((await profileWithCookie(first)).statusCode).toBe(200);
    await loginFrom(client, "staf");
    expect((await client.get("/api/auth/profile")).json().username).toBe("staf");
    expect((await profileWithCookie(first)).statusCode).toBe(401);
  });
});

describe("protected auth routes", () => {
  it("GET /api/auth/profile answers 401 in Indonesian without a session", async () => {
    const response = await ctx.client().get("/api/auth/profile");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: errorMessages.UNAUTHENTICATED });
  });

  it("PUT /api/auth/change-password answers 401 without a session, even with an invalid body", async () => {
    const client = ctx.client();
    expect(
      (await client.put("/api/auth/change-password", { oldPassword: "a", newPassword: "bbbbbbbb" })).statusCode,
    ).toBe(401);
    const invalid = await client.put("/api/auth/change-password", { nonsense: true });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().code).toBe("UNAUTHENTICATED");
  });

  it("a forged or garbage session cookie is simply not logged in", async () => {
    for (const token of ["x", "a".repeat(43), "%00%ff", "a".repeat(5000)]) {
      const response = await profileWithCookie(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHENTICATED");
    }
  });

  it("an expired session no longer logs the user in", async () => {
    const client = ctx.client();
    const token = sessionCookieOf(await loginFrom(client, "manajer"))!;
    expect((await profileWithCookie(token)).statusCode).toBe(200);
    const tokenHash = createHash("sha256").update(token).digest("base64url");
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await profileWithCookie(token)).statusCode).toBe(401);
  });
});

describe("logout", () => {
  it("ends the session on the server: the old cookie no longer works", async () => {
    const client = ctx.client();
    const token = sessionCookieOf(await loginFrom(client, "admin"))!;
    expect(token).toBeTruthy();

    const logout = await client.post("/api/auth/logout");
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe("Anda telah logout.");
    // The browser is told to forget the cookie...
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value ?? "").toBe("");
    expect((await client.get("/api/auth/profile")).statusCode).toBe(401);
    // ...and a copy of it kept elsewhere is worthless.
    const replay = await profileWithCookie(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("UNAUTHENTICATED");
  });

  it("ends only that browser's session", async () => {
    const phone = ctx.client();
    const till = ctx.client();
    await loginFrom(phone, "staf");
    await loginFrom(till, "staf");
    await phone.post("/api/auth/logout");
    expect((await phone.get("/api/auth/profile")).statusCode).toBe(401);
    expect((await till.get("/api/auth/profile")).statusCode).toBe(200);
  });

  it("succeeds for a browser that is not logged in", async () => {
    const response = await ctx.client().post("/api/auth/logout");
    expect(response.statusCode).toBe(200);
  });
});

describe("change password", () => {
  it("refuses a wrong old password with 400 'Password lama salah.' and changes nothing", async () => {
    await cashierWithPassword("uji-lama", "lama123");
    const client = ctx.client();
    await loginFrom(client, "uji-lama", "lama123");
    const response = await client.put("/api/auth/change-password", { oldPassword: "keliru", newPassword: "baru12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "WRONG_OLD_PASSWORD",
      message: "Password lama salah.",
      fields: { oldPassword: "Password lama salah." },
    });
    expect((await loginFrom(ctx.client(), "uji-lama", "lama123")).statusCode).toBe(200);
    expect((await loginFrom(ctx.client(), "uji-lama", "baru12345")).statusCode).toBe(401);
    expect((await client.get("/api/auth/profile")).statusCode).toBe(200);
  });

  it("refuses a new password shorter than 6 characters with 400", async () => {
    await cashierWithPassword("uji-pendek", "lama123");
    const client = ctx.client();
    await loginFrom(client, "uji-pendek", "lama123");
    const response = await client.put("/api/auth/change-password", { oldPassword: "lama123", newPassword: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      fields: { newPassword: "Password baru minimal harus 6 karakter." },
    });
    expect((await loginFrom(ctx.client(), "uji-pendek", "lama123")).statusCode).toBe(200);
  });

  it("asks for both fields", async () => {
    await cashierWithPassword("uji-kosong", "lama123");
    const client = ctx.client();
    await loginFrom(client, "uji-kosong", "lama123");
    const response = await client.put("/api/auth/change-password", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      oldPassword: "Password lama wajib diisi.",
      newPassword: "Password baru wajib diisi.",
    });
  });

  it("switches to the new password, ends the account's other sessions and keeps this one", async () => {
    await cashierWithPassword("uji-ganti", "lama123");
    const here = ctx.client();
    const elsewhere = ctx.client();
    const bystander = ctx.client();
    await loginFrom(here, "uji-ganti", "lama123");
    await loginFrom(elsewhere, "uji-ganti", "lama123");
    await loginFrom(bystander, "kasir");

    const response = await here.put("/api/auth/change-password", { oldPassword: "lama123", newPassword: "baru-123" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: "Password berhasil diperbarui." });

    expect((await here.get("/api/auth/profile")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/profile")).statusCode).toBe(401);
    expect((await bystander.get("/api/auth/profile")).statusCode).toBe(200);

    expect((await loginFrom(ctx.client(), "uji-ganti", "lama123")).statusCode).toBe(401);
    expect((await loginFrom(ctx.client(), "uji-ganti", "baru-123")).statusCode).toBe(200);
  });

  it("works for a customer account too", async () => {
    const client = ctx.client();
    const register = await client.post(
      "/api/customers/register",
      { name: "Rina Ganti", email: "rina.ganti@contoh.id", phone: "081311112222", password: "awal123" },
      { headers: { "x-forwarded-for": freshAddress() } },
    );
    expect(register.statusCode).toBe(201);
    const other = ctx.client();
    await loginFrom(other, "rina.ganti@contoh.id", "awal123");

    const response = await client.put("/api/auth/change-password", { oldPassword: "awal123", newPassword: "kedua456" });
    expect(response.statusCode).toBe(200);
    expect((await client.get("/api/auth/profile")).json()).toMatchObject({
      role: "customer",
      email: "rina.ganti@contoh.id",
    });
    expect((await other.get("/api/auth/profile")).statusCode).toBe(401);
    expect((await loginFrom(ctx.client(), "RINA.GANTI@contoh.id", "kedua456")).statusCode).toBe(200);
    expect((await loginFrom(ctx.client(), "rina.ganti@contoh.id", "awal123")).statusCode).toBe(401);
  });
});

describe("login rate limit", () => {
  const address = "203.0.113.50";
  const attempt = (username: string, password: string, from = address) =>
    ctx.client().post("/api/auth/login", { username, password }, { headers: { "x-forwarded-for": from } });

  it("after 10 tries a minute for one account from one address, the 11th is refused with 429", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt("kasir", `tebakan-${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt("kasir", "tebakan-10");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: "RATE_LIMITED", message: errorMessages.RATE_LIMITED });
    expect(blocked.headers["retry-after"]).toBeDefined();

    // Even the right password waits, and spelling the name differently is the same account.
    expect((await attempt("kasir", TEST_PASSWORD)).statusCode).toBe(429);
    expect((await attempt("  KASIR ", TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("counts only failures: a till signing in again and again is never blocked, and success clears the count", async () => {
    const till = "203.0.113.60";
    for (let i = 0; i < 15; i++) expect((await attempt("manajer", TEST_PASSWORD, till)).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await attempt("manajer", `salah-${i}`, till)).statusCode).toBe(401);
      expect((await attempt("manajer", TEST_PASSWORD, till)).statusCode).toBe(200);
    }
  });

  it("another account from the same address, and the same account from another address, still get in", async () => {
    expect((await attempt("staf", TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt("kasir", TEST_PASSWORD, "203.0.113.51")).statusCode).toBe(200);
  });
});

describe("session cookie flags", () => {
  it.each([
    ["production", {}, true],
    ["production on plain HTTP (COOKIE_SECURE=false)", { COOKIE_SECURE: "false" }, false],
  ])("in %s the session cookie is httpOnly, SameSite=Lax, and Secure as configured", async (_, extraEnv, secure) => {
    const app = await createTestApp({ env: { NODE_ENV: "production", ...extraEnv } });
    try {
      await createStaffUser(app.database.db, { role: "admin", username: "admin" });
      const response = await loginFrom(app.client(), "admin");
      expect(response.statusCode).toBe(200);
      const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      expect(Boolean(session?.secure)).toBe(secure);
    } finally {
      await app.close();
    }
  });
});
