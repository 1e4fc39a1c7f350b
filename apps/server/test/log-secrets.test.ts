import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, TEST_PASSWORD } from "./factories";
import { createTestApp, type TestContext } from "./test-app";

/**
 * The server's log at its most talkative level, while people sign in, change passwords, sign up,
 * add staff and Xendit calls back: no password, session or CSRF token or callback token may
 * appear in it. Logs are shipped and read by more people than the data is.
 */
const CALLBACK_TOKEN = "token-callback-rahasia-123456";
let logged = "";
let ctx: TestContext;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  ctx = await createTestApp({ logger: { level: "trace", stream }, env: { XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN } });
  await createStaffUser(ctx.database.db, { role: "admin", username: "admin-log" });
});
afterAll(() => ctx?.close());

describe("the log", () => {
  it("never holds a password, a session or CSRF token, or the payment callback token", async () => {
    const admin = ctx.client();
    await admin.post("/api/auth/login", { username: "admin-log", password: "sandi-salah-987" });
    await admin.login("admin-log");
    const newPassword = "sandi-baru-456789";
    const changed = await admin.put("/api/auth/change-password", { oldPassword: TEST_PASSWORD, newPassword });
    expect(changed.statusCode).toBe(200);
    const staffPassword = "sandi-staf-246810";
    const staff = await admin.post("/api/users/staff", {
      fullName: "Staf Log",
      username: "staf-log",
      password: staffPassword,
      role: "staff",
      startDate: "2026-01-05",
    });
    expect(staff.statusCode).toBe(201);
    // Approval PINs (ADR 0041): set for an account, set for oneself, and a wrong one typed at the till.
    const staffPin = "735914";
    const ownPin = "864209";
    expect((await admin.put(`/api/users/staff/${staff.json()._id}/pin`, { pin: staffPin })).statusCode).toBe(200);
    expect((await admin.put("/api/auth/pin", { pin: ownPin, password: newPassword })).statusCode).toBe(200);
    await admin.put("/api/orders/tidak-ada/status", {
      status: "Cancelled",
      approval: { username: "admin-log", secret: "909182" },
    });

    const customerPassword = "sandi-pelanggan-13579";
    const guest = ctx.client();
    const signUp = await guest.post("/api/customers/register", {
      name: "Pelanggan Log",
      email: "log@contoh.id",
      phone: "081234500000",
      password: customerPassword,
    });
    expect(signUp.statusCode).toBe(201);
    await guest.post("/api/customers/register", { name: "x", email: "bukan-email", password: "pendek" });

    const callback = await ctx
      .client()
      .post(
        "/api/payments/xendit/webhook",
        { id: "inv-tidak-ada", external_id: "VNC-1", status: "PAID" },
        { csrf: false, headers: { "x-callback-token": CALLBACK_TOKEN } },
      );
    expect(callback.statusCode).toBeLessThan(500);

    expect(logged.length, "the log was written").toBeGreaterThan(1000);
    const secrets = [
      TEST_PASSWORD,
      "sandi-salah-987",
      newPassword,
      staffPassword,
      customerPassword,
      CALLBACK_TOKEN,
      ...admin
        .cookieHeader()
        .split("; ")
        .map((cookie) => cookie.split("=")[1]),
      ...guest
        .cookieHeader()
        .split("; ")
        .map((cookie) => cookie.split("=")[1]),
      await admin.csrf(),
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logged, `the log holds a secret (${secret.slice(0, 4)}…)`).not.toContain(secret);
    }
    // A PIN is too short to look for alone (a time or an id may hold its digits): as a string value.
    for (const pin of [staffPin, ownPin, "909182"]) expect(logged).not.toContain(`"${pin}"`);
  });
});
