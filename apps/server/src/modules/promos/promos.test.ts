import { todayKey } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { promos } from "../../db/schema";

const { ctx, db, clients, loginAs } = useTestApp({ login: { cashier: "cashier" } });

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY);

describe("GET /api/promos/active", () => {
  it("lists the switched-on promos whose dates include today, by name", async () => {
    await db()
      .insert(promos)
      .values([
        {
          name: "Hemat Rp 5.000",
          code: "HEMAT5K",
          type: "fixed_amount",
          value: 5000,
          startDate: at(-7),
          endDate: at(30),
        },
        { name: "Diskon 10%", code: null, type: "percentage", value: 10, startDate: at(-1), endDate: at(1) },
        { name: "Sudah Lewat", type: "fixed_amount", value: 1000, startDate: at(-30), endDate: at(-2) },
        { name: "Belum Mulai", type: "fixed_amount", value: 1000, startDate: at(2), endDate: at(30) },
        { name: "Dimatikan", type: "percentage", value: 15, startDate: at(-1), endDate: at(30), isActive: false },
      ]);
    const response = await clients.cashier.get("/api/promos/active");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: expect.any(String), name: "Diskon 10%", code: null, type: "percentage", value: 10 },
      { _id: expect.any(String), name: "Hemat Rp 5.000", code: "HEMAT5K", type: "fixed_amount", value: 5000 },
    ]);
  });

  it("is for staff only", async () => {
    expect((await (await loginAs("customer")).get("/api/promos/active")).statusCode).toBe(403);
    expect((await (await loginAs("staff")).get("/api/promos/active")).statusCode).toBe(200);
  });
});

describe("POST /api/promos/verify", () => {
  it("answers an active promo for its code, whatever the case, to anyone", async () => {
    await db()
      .insert(promos)
      .values([
        { name: "Cek Kode", code: "CEKKODE", type: "fixed_amount", value: 3000, startDate: at(-1), endDate: at(1) },
        { name: "Kode Lewat", code: "LEWAT", type: "percentage", value: 10, startDate: at(-9), endDate: at(-2) },
      ]);
    const guest = ctx.client();
    const found = await guest.post("/api/promos/verify", { code: " cekkode " });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ promo: { name: "Cek Kode", type: "fixed_amount", value: 3000 } });

    const blank = await guest.post("/api/promos/verify", { code: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Silakan masukkan kode promo.");

    const unknown = await guest.post("/api/promos/verify", { code: "ENTAH" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Kode promo tidak ditemukan.");

    const ended = await guest.post("/api/promos/verify", { code: "lewat" });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toBe('Promo "Kode Lewat" sedang tidak berlaku.');
  });
});

describe("promo management (/api/promos)", () => {
  const today = () => todayKey(ctx.env.BUSINESS_TIMEZONE);
  const promo = (overrides: Record<string, unknown> = {}) => ({
    name: "Diskon Akhir Pekan",
    code: "weekend20",
    type: "percentage",
    value: 20,
    startDate: today(),
    endDate: today(),
    description: "Setiap Sabtu dan Minggu",
    ...overrides,
  });
  const countPromos = async () => (await db().select().from(promos)).length;

  it("creates a promo with its code in capitals, active by default, and the code verifies at once", async () => {
    const admin = await loginAs("admin");
    const created = await admin.post("/api/promos", promo());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      _id: expect.any(String),
      name: "Diskon Akhir Pekan",
      code: "WEEKEND20",
      type: "percentage",
      value: 20,
      startDate: today(),
      endDate: today(),
      isActive: true,
    });
    const listed = (await admin.get("/api/promos")).json();
    expect(listed).toContainEqual(created.json());

    // Starts and ends today: the whole of today counts, in the business time zone.
    const verified = await ctx.client().post("/api/promos/verify", { code: "Weekend20" });
    expect(verified.json()).toEqual({ promo: { name: "Diskon Akhir Pekan", type: "percentage", value: 20 } });
  });

  it("refuses a code another promo has, whatever its case, with 409", async () => {
    const manager = await loginAs("manager");
    const before = await countPromos();
    const clash = await manager.post("/api/promos", promo({ name: "Tiruan", code: " WeekEnd20 " }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'Kode promo "WEEKEND20" sudah dipakai oleh promo "Diskon Akhir Pekan".',
      fields: { code: 'Kode promo "WEEKEND20" sudah dipakai oleh promo "Diskon Akhir Pekan".' },
    });
    expect(await countPromos()).toBe(before);

    // Promos without a code do not clash with each other.
    expect((await manager.post("/api/promos", promo({ name: "Tanpa Kode 1", code: "" }))).statusCode).toBe(201);
    const second = await manager.post("/api/promos", promo({ name: "Tanpa Kode 2", code: null }));
    expect(second.statusCode).toBe(201);
    expect(second.json().code).toBeNull();
  });

  it.each([
    ["no name", { name: " " }, "name", "Nama promo wajib diisi."],
    ["no type", { type: undefined }, "type", "Tipe promo wajib dipilih."],
    ["an unknown type", { type: "gratis" }, "type", "Tipe promo wajib dipilih."],
    ["no value", { value: undefined }, "value", "Nilai promo wajib diisi."],
    ["a zero value", { value: 0 }, "value", "Nilai promo harus lebih dari 0."],
    ["a percentage above 100", { value: 101 }, "value", "Promo persentase maksimal 100%."],
    ["no start date", { startDate: "" }, "startDate", "Tanggal mulai wajib diisi."],
    ["no end date", { endDate: undefined }, "endDate", "Tanggal berakhir wajib diisi."],
    [
      "an end before the start",
      { startDate: "2026-05-10", endDate: "2026-05-09" },
      "endDate",
      "Tanggal berakhir tidak boleh sebelum tanggal mulai.",
    ],
    ["a code with spaces", { code: "HEMAT 10" }, "code", "Kode promo hanya boleh berisi huruf, angka, - dan _."],
  ])("answers 400 for %s", async (_label, overrides, field, message) => {
    const admin = await loginAs("admin");
    const before = await countPromos();
    const response = await admin.post("/api/promos", promo({ code: null, ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(await countPromos()).toBe(before);
  });

  it("takes a fixed amount above 100 rupiah", async () => {
    const admin = await loginAs("admin");
    const fixed = await admin.post(
      "/api/promos",
      promo({ name: "Hemat", code: "POTONG5K", type: "fixed_amount", value: 5000 }),
    );
    expect(fixed.statusCode).toBe(201);
  });

  it("edits a promo (switching it off ends its code at checkout) and deletes it", async () => {
    const admin = await loginAs("admin");
    const created = (await admin.post("/api/promos", promo({ name: "Ramadan", code: "RAMADAN" }))).json();
    const edited = await admin.put(`/api/promos/${created._id}`, {
      ...promo({ name: "Ramadan Berkah", code: "ramadan", type: "fixed_amount", value: 7500 }),
      startDate: "2026-03-01",
      endDate: "2026-03-30",
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: created._id,
      name: "Ramadan Berkah",
      code: "RAMADAN",
      type: "fixed_amount",
      value: 7500,
      startDate: "2026-03-01",
      endDate: "2026-03-30",
      isActive: false,
    });
    const verify = await ctx.client().post("/api/promos/verify", { code: "ramadan" });
    expect(verify.statusCode).toBe(400);

    const deleted = await admin.delete(`/api/promos/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      _id: created._id,
      message: 'Promo "Ramadan Berkah" telah dihapus.',
      archived: false,
    });
    expect((await admin.delete(`/api/promos/${created._id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/promos/${created._id}`, promo({ code: null }))).statusCode).toBe(404);
  });

  it("is for admin and manager: staff and cashiers get 403", async () => {
    for (const kind of ["staff", "cashier"] as const) {
      const client = await loginAs(kind);
      expect((await client.get("/api/promos")).statusCode).toBe(403);
      expect((await client.post("/api/promos", promo({ name: "Staf", code: null }))).statusCode).toBe(403);
    }
    expect((await (await loginAs("manager")).get("/api/promos")).statusCode).toBe(200);
  });
});
