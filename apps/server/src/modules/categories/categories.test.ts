import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

const {
  ctx,
  db,
  loginAs,
  clients: { admin },
} = useTestApp({ login: { admin: "admin" } });

beforeAll(async () => {
  // Out of order, and in mixed case, so the list has something to sort.
  for (const name of ["Crepes Manis", "apel", "Bubble Tea"]) await createCategory(db(), { name });
});

describe("categories", () => {
  it("lists categories publicly, sorted by name, each with an _id", async () => {
    const response = await ctx.client().get("/api/categories");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { _id: string; name: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const category of list) expect(category).toEqual({ _id: expect.any(String), name: expect.any(String) });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("refuses a name with a NUL character with a field message and creates nothing", async () => {
    const before = ((await ctx.client().get("/api/categories")).json() as unknown[]).length;
    const response = await admin.post("/api/categories", { name: "Kue\u0000Basah" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: "Teks mengandung karakter yang tidak diizinkan." });
    expect(((await ctx.client().get("/api/categories")).json() as unknown[]).length).toBe(before);
  });

  it("creates, renames and deletes a category with Indonesian messages", async () => {
    const created = await admin.post("/api/categories", { name: "  Waffle  " });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toEqual({ _id: expect.any(String), name: "Waffle" });

    const renamed = await admin.put(`/api/categories/${category._id}`, { name: "Waffle Belgia" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ _id: category._id, name: "Waffle Belgia" });

    const list = (await ctx.client().get("/api/categories")).json() as { name: string }[];
    expect(list.map((c) => c.name)).toContain("Waffle Belgia");

    const deleted = await admin.delete(`/api/categories/${category._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      _id: category._id,
      message: 'Kategori "Waffle Belgia" telah dihapus.',
      archived: false,
    });
    const after = (await ctx.client().get("/api/categories")).json() as { _id: string }[];
    expect(after.map((c) => c._id)).not.toContain(category._id);
  });

  it("refuses a blank name", async () => {
    for (const body of [{ name: "   " }, {}, { name: "" }]) {
      const response = await admin.post("/api/categories", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: "Nama kategori tidak boleh kosong.",
        code: "VALIDATION",
        fields: { name: "Nama kategori tidak boleh kosong." },
      });
    }
  });

  it("refuses a duplicate name whatever its case, on create and on rename", async () => {
    const first = await admin.post("/api/categories", { name: "Martabak Mini" });
    expect(first.statusCode).toBe(201);
    const duplicate = await admin.post("/api/categories", { name: "martabak MINI" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: "NAME_TAKEN", message: 'Kategori "Martabak Mini" sudah ada.' });

    const other = (await admin.post("/api/categories", { name: "Roti Bakar" })).json();
    const rename = await admin.put(`/api/categories/${other._id}`, { name: "MARTABAK mini" });
    expect(rename.statusCode).toBe(409);
    // Renaming a category to its own name (another case) is fine.
    const sameName = await admin.put(`/api/categories/${other._id}`, { name: "roti bakar" });
    expect(sameName.statusCode).toBe(200);
  });

  it("refuses to delete a category that products still use, naming how many", async () => {
    const used = await createCategory(db(), { name: "Crepes Asin" });
    const count = 2;
    for (let i = 0; i < count; i++) await createProduct(db(), { categoryId: used.id });
    const response = await admin.delete(`/api/categories/${used.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`Kategori "${used.name}" masih dipakai oleh: ${count} menu`);
    const still = (await ctx.client().get("/api/categories")).json() as { _id: string }[];
    expect(still.map((c) => c._id)).toContain(used.id);
  });

  it("answers 404 for an unknown or malformed id, never a 500", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-uuid", "123"]) {
      const del = await admin.delete(`/api/categories/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ message: "Kategori tidak ditemukan." });
      const put = await admin.put(`/api/categories/${id}`, { name: "Apa Saja" });
      expect(put.statusCode).toBe(404);
    }
  });

  it("lets only the back office change categories", async () => {
    const anonymous = ctx.client();
    expect((await anonymous.post("/api/categories", { name: "Tamu" })).statusCode).toBe(401);
    for (const kind of ["cashier", "customer"] as const) {
      const client = await loginAs(kind);
      expect((await client.post("/api/categories", { name: "Coba" })).statusCode).toBe(403);
    }
    const staf = await loginAs("staff");
    const created = await staf.post("/api/categories", { name: "Dibuat Staf" });
    expect(created.statusCode).toBe(201);
  });
});
