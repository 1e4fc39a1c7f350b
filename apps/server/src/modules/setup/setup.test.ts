import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOnlineOrder } from "../../../test/factories";
import { createTestApp, useTestApp } from "../../../test/test-app";
import { locations, users } from "../../db/schema";
import { getSettings } from "../settings/settings.service";

// A real outlet's first run: the owner creates the shop from the browser, once.
const { ctx, db } = useTestApp({ env: { NODE_ENV: "production", COOKIE_SECURE: "false" } });

const owner = {
  fullName: "Rahmat Pemilik",
  username: "rahmat",
  password: "sandi-pemilik-1",
  companyName: "Crepes Pak Rahmat",
  outletName: "Outlet Sukajadi",
  outletAddress: "Jl. Sukajadi No. 100, Bandung",
  taxRatePercent: 10,
};

/** The outlets (head office, made by the migrations, is there before any setup). */
const outlets = () => db().select().from(locations).where(eq(locations.kind, "outlet"));
const staffCount = async () => (await db().select({ n: count() }).from(users))[0].n;

describe("first-run setup", () => {
  it("tells an empty production server's pages: no demo, setup needed", async () => {
    const status = await ctx.client().get("/api/setup");
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ demoMode: false, needsSetup: true });
  });

  it("refuses a setup without the CSRF token, like every write", async () => {
    const refused = await ctx.client().post("/api/setup", owner, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(await staffCount()).toBe(0);
  });

  it.each([
    [{ username: "ab" }, "username", "Username minimal 3 karakter."],
    [{ username: "rahmat@kedai" }, "username", 'Username tidak boleh mengandung "@".'],
    [{ password: "pendek" }, "password", "Password minimal 8 karakter."],
    [{ companyName: "  " }, "companyName", "Nama usaha wajib diisi."],
    [{ outletName: "" }, "outletName", "Nama outlet wajib diisi."],
    [{ taxRatePercent: 120 }, "taxRatePercent", "Tarif pajak maksimal 100%."],
    [{ taxRatePercent: "sebelas" }, "taxRatePercent", "Tarif pajak harus berupa angka."],
  ])("refuses %j with the field's message and writes nothing", async (change, field, message) => {
    const refused = await ctx.client().post("/api/setup", { ...owner, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields?.[field]).toBe(message);
    expect(await staffCount()).toBe(0);
    expect(await outlets()).toEqual([]);
  });

  it("of two setups sent at once, creates exactly one owner and refuses the other", async () => {
    const [first, second] = await Promise.all([
      ctx.client().post("/api/setup", owner),
      ctx.client().post("/api/setup", { ...owner, username: "penyusup", companyName: "Usaha Lain" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe("Pengaturan awal sudah dilakukan. Silakan masuk dengan akun admin.");
    expect(await staffCount()).toBe(1);
    expect(await outlets()).toHaveLength(1);
  });

  it("leaves an owner who signs in as admin, the company, the outlet and the tax rate", async () => {
    const [admin] = await db().select().from(users);
    const created =
      admin.username === owner.username ? owner : { ...owner, username: "penyusup", companyName: "Usaha Lain" };
    expect(admin).toMatchObject({ role: "admin", fullName: owner.fullName });
    const [outlet] = await outlets();
    expect(outlet).toMatchObject({ name: "Outlet Sukajadi", slug: "outlet-sukajadi", status: "Active" });
    expect(admin.assignedLocationId).toBe(outlet.id);
    const settings = await getSettings(db());
    expect(settings).toMatchObject({ companyName: created.companyName, taxRatePercent: 10, taxLabel: "Pajak (10%)" });

    const client = ctx.client();
    const profile = await client.login(created.username, owner.password);
    expect(profile.user ?? profile).toMatchObject({ role: "admin" });
    expect((await ctx.client().get("/api/setup")).json()).toEqual({ demoMode: false, needsSetup: false });
  });

  it("works only once: a later setup is refused and changes nothing", async () => {
    const again = await ctx.client().post("/api/setup", { ...owner, username: "kedua", companyName: "Ambil Alih" });
    expect(again.statusCode).toBe(409);
    expect(await staffCount()).toBe(1);
    expect((await getSettings(db())).companyName).not.toBe("Ambil Alih");
  });
});

describe("production mode", () => {
  it("has no payment simulator and refuses online payment without a Xendit key", async () => {
    const order = await createOnlineOrder(db());
    const refused = await ctx.client().post("/api/payments/create-invoice", { orderId: order.orderId });
    expect(refused.statusCode).toBe(503);
    expect((await ctx.client().get("/api/payments/simulator/checkout/sim-1")).statusCode).toBe(404);
  });
});

describe("demo mode turned off outside production", () => {
  it("says so to the pages and has no simulator", async () => {
    const plain = await createTestApp({ env: { DEMO_MODE: "false" } });
    try {
      expect((await plain.client().get("/api/setup")).json()).toEqual({ demoMode: false, needsSetup: true });
      expect((await plain.client().get("/api/payments/simulator/checkout/sim-1")).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("runs the demo by default (the test server's mode)", async () => {
    const demo = await createTestApp();
    try {
      expect((await demo.client().get("/api/setup")).json()).toEqual({ demoMode: true, needsSetup: true });
      const [{ n }] = await demo.database.db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      expect(n).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
