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
