import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createStaffUser } from "../../../test/factories";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { categories, locations, products, users } from "../../db/schema";

const {
  ctx,
  db,
  loginAs,
  clients: { admin, cashier, customer },
} = useTestApp({ login: { admin: "admin", cashier: "cashier", customer: "customer" } });

beforeAll(async () => {
  await createLocation(db(), { name: "Kedai Crepes Pusat", address: "Jl. Braga No. 12, Bandung" });
  await createLocation(db(), { name: "Kedai Crepes Dago", address: "Jl. Ir. H. Juanda No. 88, Bandung" });
});

const countLocations = async () => (await db().select().from(locations)).length;

describe("GET /api/locations", () => {
  it("lists outlets by name with _id, slug and status, to anyone", async () => {
    const response = await ctx.client().get("/api/locations");
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((l: { name: string }) => l.name)).toEqual(["Kedai Crepes Dago", "Kedai Crepes Pusat"]);
    expect(rows[0]).toMatchObject({
      _id: expect.any(String),
      address: "Jl. Ir. H. Juanda No. 88, Bandung",
      slug: "kedai-crepes-dago",
      status: "Active",
    });
    expect(rows[0]).not.toHaveProperty("id");
  });

  it("hides Inactive outlets from guests and customers, not from staff", async () => {
    const created = await admin.post("/api/locations", {
      name: "Gudang Lama",
      address: "Jl. Lama 1",
      status: "Inactive",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;

    const names = async (client: TestClient, url = "/api/locations") =>
      (await client.get(url)).json().map((l: { name: string }) => l.name);
    expect(await names(ctx.client())).not.toContain("Gudang Lama");
    expect(await names(customer)).not.toContain("Gudang Lama");
    expect(await names(ctx.client(), "/api/locations?status=Inactive")).toEqual([]);
    expect(await names(admin)).toContain("Gudang Lama");
    expect(await names(cashier)).toContain("Gudang Lama");
    expect(await names(admin, "/api/locations?status=Inactive")).toEqual(["Gudang Lama"]);
    expect(await names(admin, "/api/locations?status=Active")).not.toContain("Gudang Lama");
    expect((await ctx.client().get(`/api/locations/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/locations/${id}`)).json().name).toBe("Gudang Lama");

    expect((await admin.delete(`/api/locations/${id}`)).statusCode).toBe(200);
  });

  it("searches name and address, case-insensitively, with % and _ taken literally", async () => {
    const byName = await ctx.client().get("/api/locations?search=DAGO");
    expect(byName.json().map((l: { name: string }) => l.name)).toEqual(["Kedai Crepes Dago"]);
    const byAddress = await ctx.client().get(`/api/locations?search=${encodeURIComponent("braga")}`);
    expect(byAddress.json().map((l: { name: string }) => l.name)).toEqual(["Kedai Crepes Pusat"]);
    expect((await ctx.client().get("/api/locations?search=%25")).json()).toEqual([]);
    expect((await ctx.client().get("/api/locations?search=_")).json()).toEqual([]);
  });

  it("refuses an unknown status filter or an oversized search with 400", async () => {
    const badStatus = await ctx.client().get("/api/locations?status=Tutup");
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ code: "VALIDATION", fields: { status: expect.any(String) } });
    expect((await ctx.client().get(`/api/locations?search=${"a".repeat(101)}`)).statusCode).toBe(400);
    expect((await ctx.client().get("/api/locations?search=a%00b")).statusCode).toBe(400);
  });
});

describe("POST /api/locations", () => {
  it("creates an Active outlet with a slug derived by the server (a client slug is ignored)", async () => {
    const response = await admin.post("/api/locations", {
      name: "  --Cabang #2 Dago--  ",
      address: "Jl. Dago No. 2",
      slug: "slug-dari-klien",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      _id: expect.any(String),
      name: "--Cabang #2 Dago--",
      address: "Jl. Dago No. 2",
      slug: "cabang-2-dago",
      status: "Active",
    });
    const [row] = await db().select().from(locations).where(eq(locations.id, response.json()._id));
    expect(row.slug).toBe("cabang-2-dago");
  });

  it("refuses a name whose slug another outlet already has, with 409 and nothing created", async () => {
    const before = await countLocations();
    const response = await admin.post("/api/locations", { name: "Kedai Crepes  Pusat!!", address: "Jl. Lain 5" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NAME_TAKEN", fields: { name: expect.any(String) } });
    expect(response.json().message).toContain('"kedai-crepes-pusat"');
    expect(response.json().message).toContain("Kedai Crepes Pusat");
    expect(await countLocations()).toBe(before);
  });

  it.each([
    ["nothing", {}, { name: "Nama lokasi wajib diisi.", address: "Alamat lokasi wajib diisi." }],
    ["a blank name", { name: "  ", address: "Jl. A" }, { name: "Nama lokasi wajib diisi." }],
    ["an empty address", { name: "Cabang", address: "" }, { address: "Alamat lokasi wajib diisi." }],
    [
      "a name of symbols",
      { name: "!!!", address: "Jl. A" },
      { name: "Nama lokasi harus mengandung huruf atau angka." },
    ],
    ["a 10 KB name", { name: "x".repeat(10_240), address: "Jl. A" }, { name: "Nama lokasi maksimal 100 karakter." }],
    ["a number as name", { name: 42, address: "Jl. A" }, { name: "Nama lokasi wajib diisi." }],
    [
      "an unknown status",
      { name: "Cabang", address: "Jl. A", status: "Tutup" },
      { status: "Status lokasi harus Active atau Inactive." },
    ],
    [
      "a NUL character",
      { name: "Cabang\u0000", address: "Jl. A" },
      { name: "Teks mengandung karakter yang tidak diizinkan." },
    ],
  ])("answers 400 with field messages for %s", async (_label, payload, fields) => {
    const before = await countLocations();
    const response = await admin.post("/api/locations", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: Object.values(fields)[0], fields });
    expect(await countLocations()).toBe(before);
  });

  it("answers 400 to a body that is not a JSON object", async () => {
    const notJson = await admin.post("/api/locations", "{oops", { headers: { "content-type": "application/json" } });
    expect(notJson.statusCode).toBe(400);
    const array = await admin.post("/api/locations", [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe("Data lokasi tidak valid.");
  });

  it("lets only admin, manager and staff write; cashier and customer 403, guest 401", async () => {
    const payload = { name: "Cabang Tamu", address: "Jl. Tamu 1" };
    expect((await cashier.post("/api/locations", payload)).statusCode).toBe(403);
    expect((await customer.post("/api/locations", payload)).statusCode).toBe(403);
    expect((await ctx.client().post("/api/locations", payload)).statusCode).toBe(401);
    const staff = await loginAs("staff");
    const created = await staff.post("/api/locations", payload);
    expect(created.statusCode).toBe(201);
    expect((await staff.delete(`/api/locations/${created.json()._id}`)).statusCode).toBe(200);
  });
});

describe("PUT /api/locations/:id", () => {
  it("renames an outlet, re-deriving its slug, and keeps the status when none is sent", async () => {
    const created = (
      await admin.post("/api/locations", { name: "Cabang Cimahi", address: "Jl. Cimahi 1", status: "Inactive" })
    ).json();
    const response = await admin.put(`/api/locations/${created._id}`, {
      name: "Cabang Cimahi Baru",
      address: "Jl. Cimahi 2",
      slug: "abaikan",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: created._id,
      name: "Cabang Cimahi Baru",
      address: "Jl. Cimahi 2",
      slug: "cabang-cimahi-baru",
      status: "Inactive",
    });
    const activated = await admin.put(`/api/locations/${created._id}`, {
      name: "Cabang Cimahi Baru",
      address: "Jl. Cimahi 2",
      status: "Active",
    });
    expect(activated.json().status).toBe("Active");
  });

  it("may keep its own slug but not take another outlet's", async () => {
    const [dago] = await db().select().from(locations).where(eq(locations.slug, "kedai-crepes-dago"));
    const same = await admin.put(`/api/locations/${dago.id}`, { name: "Kedai Crepes Dago", address: dago.address });
    expect(same.statusCode).toBe(200);
    const clash = await admin.put(`/api/locations/${dago.id}`, { name: "kedai crepes pusat", address: dago.address });
    expect(clash.statusCode).toBe(409);
    const [after] = await db().select().from(locations).where(eq(locations.id, dago.id));
    expect(after.name).toBe("Kedai Crepes Dago");
  });

  it("answers 404 for an unknown or malformed id, and 400 for bad input", async () => {
    const payload = { name: "X", address: "Y" };
    for (const id of ["tidak-ada", "00000000-0000-0000-0000-000000000000", "1%27%20or%201=1"]) {
      const response = await admin.put(`/api/locations/${id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "Lokasi tidak ditemukan." });
    }
    const [pusat] = await db().select().from(locations).where(eq(locations.slug, "kedai-crepes-pusat"));
    expect((await admin.put(`/api/locations/${pusat.id}`, { name: "", address: "Y" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/locations/:id", () => {
  it("refuses an outlet that menu items use, naming them, and deletes nothing", async () => {
    const location = (await admin.post("/api/locations", { name: "Cabang Menu", address: "Jl. Menu 1" })).json();
    const [category] = await db().insert(categories).values({ name: "Uji Lokasi" }).returning();
    await db()
      .insert(products)
      .values({ name: "Crepes Pisang", price: 20000, categoryId: category.id, locationId: location._id });

    const response = await admin.delete(`/api/locations/${location._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("IN_USE");
    expect(response.json().message).toContain("1 menu (Crepes Pisang)");
    expect(response.json().message).toContain("Inactive");
    expect((await admin.get(`/api/locations/${location._id}`)).statusCode).toBe(200);
  });

  it("deletes an outlet that staff are assigned to, and says they lost the link", async () => {
    const location = (await admin.post("/api/locations", { name: "Cabang Staf", address: "Jl. Staf 1" })).json();
    const assigned = await createStaffUser(db(), { role: "staff", assignedLocationId: location._id });

    const response = await admin.delete(`/api/locations/${location._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: location._id,
      message: 'Lokasi "Cabang Staf" telah dihapus. 1 pegawai kini tidak terhubung ke lokasi mana pun.',
      archived: false,
    });
    const [staf] = await db().select().from(users).where(eq(users.id, assigned.id));
    expect(staf.assignedLocationId).toBeNull();
    expect((await admin.get(`/api/locations/${location._id}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await admin.delete("/api/locations/abc")).json().message).toBe("Lokasi tidak ditemukan.");
    expect((await admin.delete("/api/locations/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("is refused to a cashier", async () => {
    const [pusat] = await db().select().from(locations).where(eq(locations.slug, "kedai-crepes-pusat"));
    expect((await cashier.delete(`/api/locations/${pusat.id}`)).statusCode).toBe(403);
  });
});
