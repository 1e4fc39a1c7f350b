import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { suppliers } from "../../db/schema";

const {
  ctx,
  db,
  clients: { admin, cashier },
} = useTestApp({ login: { admin: "staff", cashier: "cashier" } });

const countSuppliers = async () => (await db().select().from(suppliers)).length;

describe("suppliers", () => {
  let makmurId: string;

  it("creates a supplier with optional fields empty, and lists it", async () => {
    const response = await admin.post("/api/suppliers", { name: "Uji Toko Makmur", phone: "0812-3456-7890" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      _id: expect.any(String),
      name: "Uji Toko Makmur",
      contactPerson: "",
      phone: "0812-3456-7890",
      address: "",
      notes: "",
    });
    makmurId = response.json()._id;

    const full = await admin.post("/api/suppliers", {
      name: "Uji CV Susu Segar",
      contactPerson: "Pak Budi",
      phone: "(022) 423-1234",
      address: "Jl. Lembang 7",
      notes: "Kirim tiap Senin",
    });
    expect(full.statusCode).toBe(201);
    const list = (await admin.get("/api/suppliers?search=uji")).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(["Uji CV Susu Segar", "Uji Toko Makmur"]);
  });

  it("searches by name, contact person and phone", async () => {
    const names = async (q: string) =>
      (await admin.get(`/api/suppliers?search=${encodeURIComponent(q)}`)).json().map((s: { name: string }) => s.name);
    expect(await names("makmur")).toEqual(["Uji Toko Makmur"]);
    expect(await names("budi")).toEqual(["Uji CV Susu Segar"]);
    expect(await names("423-12")).toEqual(["Uji CV Susu Segar"]);
    expect(await names("tidak ada")).toEqual([]);
  });

  it.each([
    ["nothing", {}, { name: "Nama supplier wajib diisi.", phone: "Nomor telepon supplier wajib diisi." }],
    ["no phone", { name: "Uji A" }, { phone: "Nomor telepon supplier wajib diisi." }],
    ["a blank name", { name: " ", phone: "08123456789" }, { name: "Nama supplier wajib diisi." }],
    ["a phone with letters", { name: "Uji A", phone: "telp 0812" }, { phone: expect.stringContaining("hanya boleh") }],
    ["a too short phone", { name: "Uji A", phone: "123" }, { phone: "Nomor telepon minimal 6 angka." }],
    [
      "a 10 KB name",
      { name: "s".repeat(10_240), phone: "08123456789" },
      { name: "Nama supplier maksimal 100 karakter." },
    ],
    ["notes as a number", { name: "Uji A", phone: "08123456789", notes: 5 }, { notes: "Catatan harus berupa teks." }],
  ])("answers 400 for %s and creates nothing", async (_label, payload, fields) => {
    const before = await countSuppliers();
    const response = await admin.post("/api/suppliers", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fields });
    expect(await countSuppliers()).toBe(before);
  });

  it("updates a supplier; optional fields left out stay, null clears them", async () => {
    const withNotes = await admin.put(`/api/suppliers/${makmurId}`, {
      name: "Uji Toko Makmur Jaya",
      phone: "+62 812 3456 7890",
      contactPerson: "Bu Sari",
      notes: "Tempo 30 hari",
    });
    expect(withNotes.statusCode).toBe(200);
    expect(withNotes.json()).toMatchObject({
      name: "Uji Toko Makmur Jaya",
      contactPerson: "Bu Sari",
      notes: "Tempo 30 hari",
    });

    const kept = await admin.put(`/api/suppliers/${makmurId}`, { name: "Uji Toko Makmur Jaya", phone: "0812345678" });
    expect(kept.json()).toMatchObject({ phone: "0812345678", contactPerson: "Bu Sari", notes: "Tempo 30 hari" });

    const cleared = await admin.put(`/api/suppliers/${makmurId}`, {
      name: "Uji Toko Makmur Jaya",
      phone: "0812345678",
      notes: null,
    });
    expect(cleared.json()).toMatchObject({ contactPerson: "Bu Sari", notes: "" });
    expect((await admin.get(`/api/suppliers/${makmurId}`)).json().notes).toBe("");
  });

  it("is for the admin area only: cashier 403, guest 401", async () => {
    expect((await cashier.get("/api/suppliers")).statusCode).toBe(403);
    expect((await cashier.post("/api/suppliers", { name: "Uji K", phone: "08123456789" })).statusCode).toBe(403);
    expect((await ctx.client().get("/api/suppliers")).statusCode).toBe(401);
    expect((await ctx.client().delete(`/api/suppliers/${makmurId}`)).statusCode).toBe(401);
  });

  it("deletes a supplier, then answers 404 for it and for malformed ids", async () => {
    const response = await admin.delete(`/api/suppliers/${makmurId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: makmurId,
      message: 'Supplier "Uji Toko Makmur Jaya" telah dihapus.',
      archived: false,
    });
    for (const id of [makmurId, "bukan-id"]) {
      const again = await admin.delete(`/api/suppliers/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe("Supplier tidak ditemukan.");
      expect((await admin.put(`/api/suppliers/${id}`, { name: "X", phone: "08123456789" })).statusCode).toBe(404);
    }
  });
});
