import { describe, expect, it } from "vitest";
import { createOptionGroup, createProduct } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

const {
  ctx,
  db,
  loginAs,
  clients: { admin },
} = useTestApp({ login: { admin: "admin" } });

type Option = { _id: string; name: string; price: number };
type Group = { _id: string; name: string; type: string; isRequired: boolean; options: Option[] };

const createOption = async (name: string, price: number): Promise<Option> => {
  const response = await admin.post("/api/customizations/options", { name, price });
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe("customization options", () => {
  it("creates, lists, edits and deletes an option", async () => {
    const option = await createOption("Saus Karamel", 3000);
    expect(option).toEqual({ _id: expect.any(String), name: "Saus Karamel", price: 3000 });

    const list = (await ctx.client().get("/api/customizations/options")).json() as Option[];
    expect(list).toContainEqual(option);

    const edited = await admin.put(`/api/customizations/options/${option._id}`, {
      name: "Saus Karamel Asin",
      price: "3500",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ _id: option._id, name: "Saus Karamel Asin", price: 3500 });

    const deleted = await admin.delete(`/api/customizations/options/${option._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      _id: option._id,
      message: 'Opsi "Saus Karamel Asin" telah dihapus.',
      archived: false,
    });
    expect(
      ((await ctx.client().get("/api/customizations/options")).json() as Option[]).map((o) => o._id),
    ).not.toContain(option._id);
  });

  it("requires a name and a whole, non-negative price", async () => {
    const cases: [unknown, string][] = [
      [{ price: 1000 }, "Nama opsi wajib diisi."],
      [{ name: "  ", price: 1000 }, "Nama opsi wajib diisi."],
      [{ name: "Madu" }, "Harga opsi wajib diisi."],
      [{ name: "Madu", price: "" }, "Harga opsi wajib diisi."],
      [{ name: "Madu", price: -1 }, "Harga opsi harus berupa bilangan bulat 0 atau lebih."],
      [{ name: "Madu", price: 1.5 }, "Harga opsi harus berupa bilangan bulat 0 atau lebih."],
      [{ name: "Madu", price: "seribu" }, "Harga opsi harus berupa bilangan bulat 0 atau lebih."],
      // A typo of many nines is refused with the ceiling, not called a non-whole number.
      [{ name: "Madu", price: 999_999_999_999_999 }, "Harga opsi maksimal Rp 1.000.000.000."],
      [{ name: "Madu", price: 1_000_000_001 }, "Harga opsi maksimal Rp 1.000.000.000."],
    ];
    const before = ((await ctx.client().get("/api/customizations/options")).json() as Option[]).length;
    for (const [body, message] of cases) {
      const response = await admin.post("/api/customizations/options", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message });
    }
    expect(((await ctx.client().get("/api/customizations/options")).json() as Option[]).length).toBe(before);
    // A free option is fine.
    expect((await createOption("Tanpa Gula", 0)).price).toBe(0);
  });

  it("refuses to delete an option a group still offers", async () => {
    const option = await createOption("Kacang Almond", 4000);
    const group = (
      await admin.post("/api/customizations/option-sets", { name: "Taburan", type: "checkbox", options: [option._id] })
    ).json();
    const response = await admin.delete(`/api/customizations/options/${option._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Opsi "Kacang Almond" masih dipakai oleh: 1 grup kustomisasi (Taburan). Keluarkan opsi dari grup tersebut terlebih dahulu.',
    );
    await admin.delete(`/api/customizations/option-sets/${group._id}`);
    expect((await admin.delete(`/api/customizations/options/${option._id}`)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed option id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "xyz"]) {
      const response = await admin.put(`/api/customizations/options/${id}`, { name: "A", price: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Opsi kustomisasi tidak ditemukan.");
      expect((await admin.delete(`/api/customizations/options/${id}`)).statusCode).toBe(404);
    }
  });
});

describe("option groups (option-sets)", () => {
  it("creates a group with its options resolved in the given order, then edits and deletes it", async () => {
    const small = await createOption("Kecil", 0);
    const big = await createOption("Besar", 6000);
    const created = await admin.post("/api/customizations/option-sets", {
      name: "Porsi",
      type: "radio",
      options: [big._id, small._id],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as Group;
    expect(group).toEqual({
      _id: expect.any(String),
      name: "Porsi",
      type: "radio",
      isRequired: true,
      options: [big, small],
    });

    const listed = ((await ctx.client().get("/api/customizations/option-sets")).json() as Group[]).find(
      (g) => g._id === group._id,
    );
    expect(listed).toEqual(group);

    const edited = await admin.put(`/api/customizations/option-sets/${group._id}`, {
      name: "Porsi Pilihan",
      type: "checkbox",
      options: [{ _id: small._id }, big._id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      _id: group._id,
      name: "Porsi Pilihan",
      type: "checkbox",
      isRequired: false,
      options: [small, big],
    });

    const deleted = await admin.delete(`/api/customizations/option-sets/${group._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ _id: group._id, message: 'Grup "Porsi Pilihan" telah dihapus.', archived: false });
    // Options outlive their group.
    const options = (await ctx.client().get("/api/customizations/options")).json() as Option[];
    expect(options.map((o) => o._id)).toEqual(expect.arrayContaining([small._id, big._id]));
  });

  it("validates name, type and options, and changes nothing on a refusal", async () => {
    const option = await createOption("Susu Oat", 5000);
    const cases: [unknown, number, string][] = [
      [{ type: "radio", options: [option._id] }, 400, "Nama grup wajib diisi."],
      [
        { name: "Susu", type: "pilih", options: [option._id] },
        400,
        "Tipe grup harus 'radio' (pilih satu) atau 'checkbox' (pilih beberapa).",
      ],
      [{ name: "Susu", type: "radio", options: [] }, 400, "Pilih minimal satu opsi untuk grup ini."],
      [{ name: "Susu", type: "radio" }, 400, "Pilih minimal satu opsi untuk grup ini."],
      [
        { name: "Susu", type: "radio", options: ["00000000-0000-4000-8000-000000000000"] },
        400,
        "Opsi kustomisasi tidak ditemukan.",
      ],
      [{ name: "Susu", type: "radio", options: ["bukan-id"] }, 400, "Opsi kustomisasi tidak ditemukan."],
    ];
    const before = ((await ctx.client().get("/api/customizations/option-sets")).json() as Group[]).length;
    for (const [body, status, message] of cases) {
      const response = await admin.post("/api/customizations/option-sets", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    expect(((await ctx.client().get("/api/customizations/option-sets")).json() as Group[]).length).toBe(before);
  });

  it("refuses two options of the same name in one group", async () => {
    const a = await createOption("Sirup", 2000);
    const b = await createOption("sirup", 3000);
    const response = await admin.post("/api/customizations/option-sets", {
      name: "Pemanis",
      type: "checkbox",
      options: [a._id, b._id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("dua opsi bernama");
  });

  it("refuses to delete a group that menu items use, naming them", async () => {
    const used = await createOptionGroup(db(), { name: "Tingkat Kematangan", type: "radio" });
    const count = 2;
    for (let i = 0; i < count; i++) await createProduct(db(), { groupIds: [used.id] });
    const response = await admin.delete(`/api/customizations/option-sets/${used.id}`);
    expect(response.statusCode).toBe(409);
    const message: string = response.json().message;
    expect(message.startsWith(`Grup "${used.name}" masih dipakai oleh: ${count} menu (`)).toBe(true);
    expect(message.endsWith("). Lepaskan grup ini dari menu tersebut terlebih dahulu.")).toBe(true);
    if (count > 3) expect(message).toContain(`, dan ${count - 3} lainnya)`);
  });

  it("lets only the back office change customizations", async () => {
    expect((await ctx.client().post("/api/customizations/options", { name: "X", price: 1 })).statusCode).toBe(401);
    const kasir = await loginAs("cashier");
    expect((await kasir.post("/api/customizations/options", { name: "X", price: 1 })).statusCode).toBe(403);
    expect(
      (await kasir.post("/api/customizations/option-sets", { name: "X", type: "radio", options: [] })).statusCode,
    ).toBe(403);
  });
});
