import { todayKey } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { expenseCategories, expenses } from "../../db/schema";

const {
  ctx,
  db,
  clients: { admin, manager, staff, cashier },
} = useTestApp({ login: { admin: "admin", manager: "manager", staff: "staff", cashier: "cashier" } });

const countCategories = async () => (await db().select().from(expenseCategories)).length;
const countExpenses = async () => (await db().select().from(expenses)).length;

describe("expense categories", () => {
  it("adds a trimmed name, lists and searches it", async () => {
    const created = await admin.post("/api/expenses/categories", { name: "  Listrik  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ _id: expect.any(String), name: "Listrik" });

    const found = await manager.get("/api/expenses/categories?search=LIST");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([created.json()]);
  });

  it("refuses a blank name with 'Nama kategori tidak boleh kosong.'", async () => {
    const before = await countCategories();
    for (const payload of [{}, { name: "   " }]) {
      const response = await admin.post("/api/expenses/categories", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: "Nama kategori tidak boleh kosong.",
        fields: { name: "Nama kategori tidak boleh kosong." },
      });
    }
    expect(await countCategories()).toBe(before);
  });

  it("refuses the same name in another case, on create and on rename, with 409", async () => {
    const before = await countCategories();
    const duplicate = await admin.post("/api/expenses/categories", { name: "LISTRIK" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: "NAME_TAKEN", message: 'Kategori "Listrik" sudah ada.' });
    expect(await countCategories()).toBe(before);

    const air = (await admin.post("/api/expenses/categories", { name: "Air PDAM" })).json();
    const clash = await admin.put(`/api/expenses/categories/${air._id}`, { name: "listrik" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Kategori "Listrik" sudah ada.');

    const renamed = await admin.put(`/api/expenses/categories/${air._id}`, { name: "Air" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: air._id, name: "Air" });
  });

  it("archives a category past expenses name (their months keep it), deletes an unused one", async () => {
    const rent = (await admin.post("/api/expenses/categories", { name: "Sewa Tempat" })).json();
    expect((await admin.post("/api/expenses", { amount: 1_500_000, category: rent._id })).statusCode).toBe(201);

    const archived = await admin.delete(`/api/expenses/categories/${rent._id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ _id: rent._id, archived: true });
    expect(archived.json().message).toMatch(/^Kategori "Sewa Tempat" diarsipkan: masih tercatat di 1 pengeluaran\./);
    const offered = (await admin.get("/api/expenses/categories")).json() as { _id: string }[];
    expect(offered.map((c) => c._id)).not.toContain(rent._id);
    expect((await admin.get("/api/expenses")).body).toContain("Sewa Tempat");

    const unused = (await admin.post("/api/expenses/categories", { name: "Lain-lain" })).json();
    const deleted = await manager.delete(`/api/expenses/categories/${unused._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      _id: unused._id,
      message: 'Kategori "Lain-lain" telah dihapus.',
      archived: false,
    });
    expect((await admin.delete(`/api/expenses/categories/${unused._id}`)).statusCode).toBe(404);
  });
});

describe("expenses", () => {
  const category = async (name: string) => (await admin.post("/api/expenses/categories", { name })).json()._id;

  it("records an expense dated today in the business time zone by default, with the category's name", async () => {
    const gas = await category("Gas LPG");
    const response = await admin.post("/api/expenses", { amount: 25_000, category: gas, description: "Isi ulang" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Data pengeluaran berhasil ditambahkan.",
      data: {
        amount: 25_000,
        category: { _id: gas, name: "Gas LPG" },
        date: todayKey(ctx.env.BUSINESS_TIMEZONE),
        description: "Isi ulang",
      },
    });
  });

  it.each([
    ["no amount", {}, "amount", "Jumlah dan Kategori wajib diisi."],
    ["a zero amount", { amount: 0 }, "amount", "Jumlah pengeluaran harus lebih dari 0."],
    ["a negative amount", { amount: -500 }, "amount", "Jumlah pengeluaran harus lebih dari 0."],
    ["a fraction of a rupiah", { amount: 100.5 }, "amount", "Jumlah pengeluaran harus berupa bilangan bulat rupiah."],
    ["an absurd amount", { amount: 999_999_999_999_999 }, "amount", "Jumlah pengeluaran maksimal Rp 1.000.000.000."],
    ["no category", { amount: 5000, category: "" }, "category", "Jumlah dan Kategori wajib diisi."],
    [
      "a malformed date",
      { amount: 5000, date: "25-11-2026" },
      "date",
      "Tanggal harus berformat YYYY-MM-DD atau tanggal-waktu ISO 8601.",
    ],
    [
      "a day that does not exist",
      { amount: 5000, date: "2026-02-31" },
      "date",
      "Tanggal tidak valid (2026-02-31 tidak ada).",
    ],
  ])("answers 400 for %s", async (_label, payload, field, message) => {
    const gas = await category(`Uji ${field} ${Math.random()}`);
    const before = await countExpenses();
    const response = await admin.post("/api/expenses", { category: gas, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(await countExpenses()).toBe(before);
  });

  it("refuses a category that does not exist with 400", async () => {
    const response = await admin.post("/api/expenses", {
      amount: 5000,
      category: "00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.category).toMatch(/tidak ditemukan/);
  });

  it("lists the days of a range, both ends included, newest first, with the sum of the filter", async () => {
    const supplies = await category("Perlengkapan");
    const record = (date: string, amount: number) =>
      admin.post("/api/expenses", { amount, category: supplies, date, description: `Beli ${date}` });
    for (const [date, amount] of [
      ["2026-03-31", 1_000],
      ["2026-04-01", 2_000],
      ["2026-04-15", 3_000],
      ["2026-04-30", 4_000],
      ["2026-05-01", 8_000],
    ] as const) {
      expect((await record(date, amount)).statusCode).toBe(201);
    }
    const april = await manager.get("/api/expenses?startDate=2026-04-01&endDate=2026-04-30");
    expect(april.statusCode).toBe(200);
    const body = april.json();
    expect(body.data.map((row: { date: string }) => row.date)).toEqual(["2026-04-30", "2026-04-15", "2026-04-01"]);
    expect(body).toMatchObject({ total: 3, totalAmount: 9_000 });

    const oneDay = (await admin.get("/api/expenses?startDate=2026-04-30&endDate=2026-04-30")).json();
    expect(oneDay).toMatchObject({ total: 1, totalAmount: 4_000 });

    const empty = (await admin.get("/api/expenses?startDate=2020-01-01&endDate=2020-01-31")).json();
    expect(empty).toMatchObject({ data: [], total: 0, totalAmount: 0 });

    const backwards = await admin.get("/api/expenses?startDate=2026-04-30&endDate=2026-04-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("Tanggal mulai tidak boleh setelah tanggal akhir.");
  });

  it("deletes an expense with 'Data pengeluaran telah dihapus.'", async () => {
    const misc = await category("Kebersihan");
    const created = (await admin.post("/api/expenses", { amount: 12_000, category: misc })).json().data;
    const deleted = await manager.delete(`/api/expenses/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ _id: created._id, message: "Data pengeluaran telah dihapus.", archived: false });
    expect((await admin.delete(`/api/expenses/${created._id}`)).statusCode).toBe(404);
  });

  it("is for admin and manager only: staff and cashiers get 403, guests 401", async () => {
    const misc = await category("Rahasia");
    for (const client of [staff, cashier]) {
      expect((await client.get("/api/expenses")).statusCode).toBe(403);
      expect((await client.post("/api/expenses", { amount: 1000, category: misc })).statusCode).toBe(403);
      expect((await client.get("/api/expenses/categories")).statusCode).toBe(403);
      expect((await client.post("/api/expenses/categories", { name: "Staf" })).statusCode).toBe(403);
    }
    expect((await ctx.client().get("/api/expenses")).statusCode).toBe(401);
    expect((await manager.get("/api/expenses")).statusCode).toBe(200);
    expect((await manager.get("/api/expenses/categories")).statusCode).toBe(200);
  });
});
