import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { promos } from "../../db/schema";

const { db, clients, loginAs } = useTestApp({ login: { cashier: "cashier" } });

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
