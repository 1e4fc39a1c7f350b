import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer } from "../../../test/factories";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { customers } from "../../db/schema";

/** The till's customers: GET /api/customers (look up) and POST /api/customers (add). */
const {
  ctx,
  db,
  clients: { cashier, staff, manager, customer },
} = useTestApp({ login: { cashier: "cashier", staff: "staff", manager: "manager", customer: "customer" } });

const customerCount = async () => (await db().select({ n: count() }).from(customers))[0].n;
const byEmail = async (email: string) =>
  (
    await db()
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))
  )[0];

type Listed = { _id: string; name: string };
const names = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/customers${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Listed[]).map((c) => c.name);
};

describe("listing customers at the till", () => {
  it("lists the newest first with what the till needs, never a password", async () => {
    const older = await createCustomer(db(), {
      name: "Listing Lama",
      address: "Jl. Dago 1",
      loyaltyPoints: 12,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    await createCustomer(db(), { name: "Listing Baru", createdAt: new Date("2026-02-01T00:00:00Z") });
    const response = await cashier.get("/api/customers?search=listing");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: "Listing Baru", address: null }),
      {
        _id: older.id,
        name: "Listing Lama",
        email: older.email,
        phone: older.phone,
        address: "Jl. Dago 1",
        loyaltyPoints: 12,
        customerType: "Regular",
      },
    ]);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it("searches name, email and phone, ignoring case", async () => {
    await createCustomer(db(), { name: "Cari Sinta", email: "sinta.cari@contoh.id", phone: "081377001122" });
    await createCustomer(db(), { name: "Cari Tono", email: "tono.cari@contoh.id", phone: "081377009999" });
    expect(await names(cashier, "?search=SINTA")).toEqual(["Cari Sinta"]);
    expect(await names(cashier, "?search=tono.cari@")).toEqual(["Cari Tono"]);
    expect(await names(cashier, "?search=77009")).toEqual(["Cari Tono"]);
    expect(await names(cashier, "?search=tidak-ada-yang-cocok")).toEqual([]);
  });

  it("pages through the list with page and limit; 100 by default", async () => {
    for (let n = 1; n <= 5; n += 1) {
      await createCustomer(db(), { name: `Halaman ${n}`, createdAt: new Date(Date.UTC(2026, 2, n)) });
    }
    expect(await names(cashier, "?search=halaman&limit=2")).toEqual(["Halaman 5", "Halaman 4"]);
    expect(await names(cashier, "?search=halaman&limit=2&page=2")).toEqual(["Halaman 3", "Halaman 2"]);
    expect(await names(cashier, "?search=halaman&limit=2&page=3")).toEqual(["Halaman 1"]);
    expect(await names(cashier, "?search=halaman&limit=2&page=4")).toEqual([]);

    for (let n = 0; n < 101; n += 1) await createCustomer(db(), { name: `Banyak ${n}` });
    expect(await names(cashier, "?search=banyak")).toHaveLength(100);
    expect(await names(cashier, "?search=banyak&page=2")).toHaveLength(1);
  });

  it.each([
    ["page=0", { page: "Halaman minimal 1." }],
    ["page=dua", { page: "Halaman harus berupa angka." }],
    ["limit=101", { limit: "Jumlah data per halaman maksimal 100." }],
    ["limit=1.5", { limit: "Jumlah data per halaman harus berupa bilangan bulat." }],
  ])("refuses %s with a message on that parameter", async (query, fields) => {
    const response = await cashier.get(`/api/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fields });
  });

  it("answers staff and managers at the till; refuses customers (403) and guests (401)", async () => {
    expect((await staff.get("/api/customers")).statusCode).toBe(200);
    expect((await manager.get("/api/customers")).statusCode).toBe(200);
    expect((await customer.get("/api/customers")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/customers")).statusCode).toBe(401);
  });
});

describe("adding a customer at the till", () => {
  const valid = { name: "Rina Wulandari", email: "rina@contoh.id", phone: "0812-5555-0001", address: "Jl. Braga 5" };

  it("adds the customer (201) with no password, and answers the toast and the record", async () => {
    const response = await cashier.post("/api/customers", { ...valid, email: " Rina@Contoh.ID " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Customer "Rina Wulandari" berhasil ditambahkan.',
      data: {
        _id: expect.any(String),
        name: "Rina Wulandari",
        email: "rina@contoh.id",
        phone: "0812-5555-0001",
        address: "Jl. Braga 5",
        loyaltyPoints: 0,
        customerType: "Regular",
      },
    });
    const stored = await byEmail("rina@contoh.id");
    expect(stored.id).toBe(response.json().data._id);
    expect(stored.passwordHash).toBeNull();
    expect(await names(cashier, "?search=rina@")).toEqual(["Rina Wulandari"]);
  });

  it("the address is optional", async () => {
    const response = await staff.post("/api/customers", {
      name: "Tanpa Alamat",
      email: "tanpa.alamat@contoh.id",
      phone: "081255550002",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.address).toBeNull();
  });

  it.each([
    ["no name", { name: undefined }, { name: "Nama wajib diisi." }],
    ["a blank name", { name: "   " }, { name: "Nama wajib diisi." }],
    ["no email", { email: undefined }, { email: "Email wajib diisi." }],
    ["a malformed email", { email: "rina@" }, { email: "Format email tidak valid." }],
    ["no mobile number", { phone: undefined }, { phone: "Nomor telepon wajib diisi." }],
    ["a mobile number with letters", { phone: "nomor saya" }, { phone: "Nomor telepon tidak valid." }],
    ["an address that is not text", { address: 5 }, { address: "Alamat harus berupa teks." }],
  ])("refuses %s (400, Indonesian field message) and adds nobody", async (_label, change, fields) => {
    const before = await customerCount();
    const response = await cashier.post("/api/customers", { ...valid, email: "tidak.tersimpan@contoh.id", ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fields });
    expect(await customerCount()).toBe(before);
  });

  it("refuses an email another customer has (409 on the email field), whatever its case", async () => {
    const owner = await createCustomer(db(), { name: "Pemilik Email", email: "dipakai@contoh.id" });
    const before = await customerCount();
    const response = await cashier.post("/api/customers", { ...valid, email: "DIPAKAI@contoh.id" });
    expect(response.statusCode).toBe(409);
    const message = 'Email dipakai@contoh.id sudah terdaftar atas nama "Pemilik Email".';
    expect(response.json()).toEqual({ code: "EMAIL_TAKEN", message, fields: { email: message } });
    expect(await customerCount()).toBe(before);
    expect(await byEmail("dipakai@contoh.id")).toEqual(owner);
  });

  it("identical adds at once make one customer: one 201, the others 409", async () => {
    const payload = { ...valid, email: "bersamaan@contoh.id" };
    const tills = [cashier, staff, cashier, staff, cashier, staff];
    // On PostgreSQL each add runs on a pooled connection; opened beforehand, the adds overlap
    // instead of the first finishing while the others are still connecting.
    await Promise.all(tills.map(() => db().execute(sql`select pg_sleep(0.05)`)));
    const answers = await Promise.all(tills.map((till) => till.post("/api/customers", payload)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().fields).toHaveProperty("email");
    }
    const rows = await db().select().from(customers).where(eq(customers.email, "bersamaan@contoh.id"));
    expect(rows).toHaveLength(1);
  });

  it("refuses customers (403) and guests (401) and adds nobody", async () => {
    const before = await customerCount();
    expect((await customer.post("/api/customers", { ...valid, email: "asing1@contoh.id" })).statusCode).toBe(403);
    expect((await ctx.client().post("/api/customers", { ...valid, email: "asing2@contoh.id" })).statusCode).toBe(401);
    expect(await customerCount()).toBe(before);
  });

  it("a customer added here claims the record by signing up later with the same email and phone", async () => {
    const added = await cashier.post("/api/customers", { ...valid, name: "Tamu Kasir", email: "klaim@contoh.id" });
    expect(added.statusCode).toBe(201);
    await db().update(customers).set({ loyaltyPoints: 40 }).where(eq(customers.id, added.json().data._id));
    const before = await customerCount();

    const browser = ctx.client();
    const signUp = await browser.post("/api/customers/register", {
      name: "Tamu Kasir Terdaftar",
      email: "Klaim@contoh.id",
      // The number the cashier typed as "0812-5555-0001", written another way.
      phone: "+62 812 5555 0001",
      password: "rahasia-klaim",
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().user).toMatchObject({
      _id: added.json().data._id,
      fullName: "Tamu Kasir Terdaftar",
      loyaltyPoints: 40,
    });
    expect(await customerCount()).toBe(before);
    expect((await browser.get("/api/auth/profile")).json()._id).toBe(added.json().data._id);

    // Claimed, the email now belongs to an account: the till cannot add it again.
    const again = await cashier.post("/api/customers", { ...valid, email: "klaim@contoh.id" });
    expect(again.statusCode).toBe(409);
  });
});
