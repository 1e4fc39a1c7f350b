import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { stockItems, units } from "../../db/schema";

const {
  ctx,
  db,
  clients: { admin, cashier, customer },
} = useTestApp({ login: { admin: "admin", cashier: "cashier", customer: "customer" } });

const countUnits = async () => (await db().select().from(units)).length;

describe("units", () => {
  it("creates a unit and lists it with _id; cashiers may read, not write", async () => {
    const created = await admin.post("/api/units", { name: "  Uji Karung  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ _id: expect.any(String), name: "Uji Karung" });

    const list = await cashier.get("/api/units?search=uji");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([created.json()]);

    expect((await cashier.post("/api/units", { name: "Uji Kasir" })).statusCode).toBe(403);
    expect((await customer.get("/api/units")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/units")).statusCode).toBe(401);
    expect((await ctx.client().post("/api/units", { name: "Uji Tamu" })).statusCode).toBe(401);
  });

  it("refuses the same name in another case with 409 'Satuan \"…\" sudah ada.'", async () => {
    const before = await countUnits();
    const response = await admin.post("/api/units", { name: "UJI KARUNG" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NAME_TAKEN", message: 'Satuan "Uji Karung" sudah ada.' });
    expect(await countUnits()).toBe(before);
  });

  it.each([
    ["no name", {}, "Nama satuan wajib diisi."],
    ["a blank name", { name: "   " }, "Nama satuan wajib diisi."],
    ["a 10 KB name", { name: "k".repeat(10_240) }, "Nama satuan maksimal 50 karakter."],
    ["a NUL character", { name: "k\u0000g" }, "Teks mengandung karakter yang tidak diizinkan."],
  ])("answers 400 for %s", async (_label, payload, message) => {
    const before = await countUnits();
    const response = await admin.post("/api/units", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message, fields: { name: message } });
    expect(await countUnits()).toBe(before);
  });

  it("renames a unit, refusing a name another unit has", async () => {
    const ikat = (await admin.post("/api/units", { name: "Uji Ikat" })).json();
    const renamed = await admin.put(`/api/units/${ikat._id}`, { name: "Uji Ikatan" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: ikat._id, name: "Uji Ikatan" });
    expect((await admin.put(`/api/units/${ikat._id}`, { name: "uji ikatan" })).statusCode).toBe(200);

    const clash = await admin.put(`/api/units/${ikat._id}`, { name: "uji karung" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Satuan "Uji Karung" sudah ada.');
  });

  it("refuses to delete a unit stock items use, naming them", async () => {
    const unit = (await admin.post("/api/units", { name: "Uji Botol" })).json();
    await db()
      .insert(stockItems)
      .values([
        { name: "Uji Sirup", unitId: unit._id },
        { name: "Uji Kecap", unitId: unit._id },
      ]);
    const response = await admin.delete(`/api/units/${unit._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "IN_USE",
      message:
        'Satuan "Uji Botol" masih dipakai oleh: 2 item stok (Uji Kecap, Uji Sirup). Ganti satuan item tersebut terlebih dahulu.',
    });
    expect((await cashier.get(`/api/units/${unit._id}`)).statusCode).toBe(200);

    await db().delete(stockItems).where(eq(stockItems.unitId, unit._id));
    const deleted = await admin.delete(`/api/units/${unit._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ _id: unit._id, message: 'Satuan "Uji Botol" telah dihapus.', archived: false });
    expect((await admin.get(`/api/units/${unit._id}`)).statusCode).toBe(404);
  });

  it("answers 404 'Satuan tidak ditemukan.' for unknown and malformed ids", async () => {
    for (const id of ["kg", "00000000-0000-0000-0000-000000000000"]) {
      for (const response of [
        await admin.get(`/api/units/${id}`),
        await admin.put(`/api/units/${id}`, { name: "Uji Apa" }),
        await admin.delete(`/api/units/${id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "Satuan tidak ditemukan." });
      }
    }
  });
});
