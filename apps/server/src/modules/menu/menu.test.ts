import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createLocation,
  createOptionGroup,
  createOrder,
  createProduct,
  createStockItem,
} from "../../../test/factories";
import { type FormPart, formFields, multipartForm, TINY_JPEG, TINY_PNG } from "../../../test/multipart";
import { storedImage, storedImageNames } from "../../../test/stored-images";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { locations, orderItems } from "../../db/schema";
import { uploadsDirOf } from "../uploads/uploads.service";
import { loadOrderableProducts } from "./menu-read";

const {
  ctx,
  db,
  loginAs,
  clients: { admin },
} = useTestApp({ login: { admin: "admin" } });
let categoryId: string;
let locationId: string;
let ingredients: { id: string; name: string; cost: number }[];
let groupId: string;

type Item = {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
  isAvailable: boolean;
  cogs?: number;
  recipe?: { ingredient: { _id: string; name: string; unit: { name: string } | null }; quantityUsed: number }[];
  category: { _id: string; name: string };
  location: { _id: string; name: string } | null;
  customizationOptions: {
    _id: string;
    name: string;
    type: string;
    isRequired: boolean;
    options: { _id: string; name: string; price: number }[];
  }[];
};

const uploadsDir = () => uploadsDirOf(ctx.env.DATA_DIR);

const postForm = (client: TestClient, url: string, parts: FormPart[], method: "POST" | "PUT" = "POST") => {
  const form = multipartForm(parts);
  return client.request(method, url, { payload: form.payload, headers: form.headers });
};

const baseFields = (name: string) => ({
  name,
  price: 25000,
  description: "Crepes uji coba",
  category: categoryId,
  location: locationId,
});

const publicMenu = async () => (await ctx.client().get("/api/menu")).json() as Item[];

beforeAll(async () => {
  categoryId = (await createCategory(db())).id;
  locationId = (await createLocation(db())).id;
  ingredients = [await createStockItem(db(), { cost: 12.5 }), await createStockItem(db(), { cost: 2200 })];
  groupId = (await createOptionGroup(db(), { type: "radio" })).id;
  // A storefront of a few items with two option groups each, for the reading and caching tests.
  const toppings = (await createOptionGroup(db())).id;
  for (let i = 0; i < 4; i++) {
    await createProduct(db(), {
      categoryId,
      locationId,
      description: "Crepes renyah dengan isian pilihan, dibuat saat dipesan.",
      groupIds: [groupId, toppings],
    });
  }
});

describe("menu: create with a picture (multipart)", () => {
  it("stores the PNG, serves it, computes cogs from the recipe and resolves option groups", async () => {
    const [a, b] = ingredients;
    const response = await postForm(admin, "/api/menu", [
      ...formFields({
        ...baseFields("Crepes Uji Gambar"),
        customizationOptions: [groupId],
        recipe: [
          { ingredient: a.id, quantityUsed: 40 },
          { ingredient: b.id, quantityUsed: 0.5 },
        ],
        cost: 1, // a client's cost is ignored
        isAvailable: "true",
      }),
      { name: "imageFile", filename: "crepes.png", contentType: "image/png", data: TINY_PNG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json() as Item;
    expect(item.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(item.cogs).toBe(Math.round(a.cost * 40 + b.cost * 0.5));
    expect(item.recipe).toHaveLength(2);
    expect(item.recipe![0].ingredient).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
    expect(item.recipe![0].ingredient.unit).toMatchObject({ name: expect.any(String) });
    expect(item.category._id).toBe(categoryId);
    expect(item.location?._id).toBe(locationId);

    const picture = await ctx.client().get(item.imageUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.rawPayload.equals(TINY_PNG)).toBe(true);

    const listed = (await publicMenu()).find((m) => m._id === item._id)!;
    expect(listed.customizationOptions).toHaveLength(1);
    const group = listed.customizationOptions[0];
    expect(group).toMatchObject({ _id: groupId, name: expect.any(String), isRequired: group.type === "radio" });
    expect(group.options.length).toBeGreaterThan(0);
    for (const option of group.options)
      expect(option).toEqual({ _id: expect.any(String), name: expect.any(String), price: expect.any(Number) });
    // Recipes and costs are back-office data.
    expect(listed).not.toHaveProperty("cogs");
    expect(listed).not.toHaveProperty("recipe");
    const single = (await ctx.client().get(`/api/menu/items/${item._id}`)).json();
    expect(single).toMatchObject({ _id: item._id, name: "Crepes Uji Gambar", price: 25000 });
    expect(single).not.toHaveProperty("cogs");
  });

  it("accepts a JPEG too, by its bytes", async () => {
    const jpeg = TINY_JPEG;
    const response = await postForm(admin, "/api/menu", [
      ...formFields(baseFields("Crepes Uji JPEG")),
      { name: "imageFile", filename: "foto", contentType: "application/octet-stream", data: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json().imageUrl as string;
    expect(url).toMatch(/\.jpg$/);
    const picture = await ctx.client().get(url);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
  });

  it("rejects a text file named .png, or with an image mimetype, and saves nothing", async () => {
    const filesBefore = await storedImageNames(ctx);
    const text = Buffer.from("ini bukan gambar, hanya teks biasa\n");
    for (const file of [
      { filename: "gambar.png", contentType: "image/png" },
      { filename: "catatan.txt", contentType: "image/jpeg" },
    ]) {
      const response = await postForm(admin, "/api/menu", [
        ...formFields(baseFields("Crepes Palsu")),
        { name: "imageFile", ...file, data: text },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message: "Gambar harus berformat PNG atau JPEG." });
    }
    expect(
      ((await (await admin.get("/api/menu?all=true")).json()) as Item[]).some((m) => m.name === "Crepes Palsu"),
    ).toBe(false);
    expect(await storedImageNames(ctx)).toEqual(filesBefore);
  });

  it("rejects a picture over 2 MB and saves nothing", async () => {
    const filesBefore = await storedImageNames(ctx);
    const big = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const response = await postForm(admin, "/api/menu", [
      ...formFields(baseFields("Crepes Raksasa")),
      { name: "imageFile", filename: "besar.png", contentType: "image/png", data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Ukuran gambar maksimal 2 MB.");
    expect(
      ((await (await admin.get("/api/menu?all=true")).json()) as Item[]).some((m) => m.name === "Crepes Raksasa"),
    ).toBe(false);
    expect(await storedImageNames(ctx)).toEqual(filesBefore);
  });

  it("refuses a picture link that is neither http(s) nor /uploads/", async () => {
    for (const imageUrl of ["javascript:alert(1)", "ftp://contoh.id/a.png", "/etc/passwd", "/uploads/../rahasia"]) {
      const response = await postForm(admin, "/api/menu", formFields({ ...baseFields("Crepes Tautan"), imageUrl }));
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json().fields).toHaveProperty("imageUrl");
    }
    const ok = await postForm(
      admin,
      "/api/menu",
      formFields({ ...baseFields("Crepes Tautan"), imageUrl: "https://contoh.id/a.jpg" }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().imageUrl).toBe("https://contoh.id/a.jpg");
  });
});

describe("menu: validation", () => {
  it("requires name, price, category and location", async () => {
    const message = "Nama, harga jual, kategori, dan lokasi wajib diisi";
    const full = baseFields("Crepes Wajib");
    for (const missing of ["name", "price", "category", "location"] as const) {
      const fields: Record<string, unknown> = { ...full };
      delete fields[missing];
      const response = await postForm(admin, "/api/menu", formFields(fields));
      expect(response.statusCode, missing).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message });
      expect(response.json().fields).toHaveProperty(missing);
    }
    const blank = await postForm(admin, "/api/menu", formFields({ ...full, name: "  ", price: "" }));
    expect(blank.json().message).toBe(message);
    const json = await admin.post("/api/menu", { name: "Tanpa Lokasi", price: 1000, category: categoryId });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(message);
  });

  it("refuses an absurd price with the ceiling in its message, and takes the ceiling itself", async () => {
    const absurd = await postForm(
      admin,
      "/api/menu",
      formFields({ ...baseFields("Crepes Mahal"), price: "999999999999999" }),
    );
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toMatchObject({
      code: "VALIDATION",
      fields: { price: "Harga jual maksimal Rp 1.000.000.000." },
    });
    const ceiling = await postForm(
      admin,
      "/api/menu",
      formFields({ ...baseFields("Crepes Termahal"), price: 1_000_000_000 }),
    );
    expect(ceiling.statusCode).toBe(201);
    expect(ceiling.json().price).toBe(1_000_000_000);
  });

  it("needs every recipe row to name an existing ingredient with a quantity above 0", async () => {
    const message = "Pastikan semua bahan baku di resep valid dan memiliki kuantitas.";
    const rows = [
      [{ ingredient: ingredients[0].id, quantityUsed: 0 }],
      [{ ingredient: ingredients[0].id, quantityUsed: -2 }],
      [{ ingredient: ingredients[0].id }],
      [{ ingredient: "", quantityUsed: 3 }],
      [{ ingredient: "00000000-0000-4000-8000-000000000000", quantityUsed: 3 }],
      [{ ingredient: "bukan-id", quantityUsed: 3 }],
    ];
    for (const recipe of rows) {
      const response = await postForm(admin, "/api/menu", formFields({ ...baseFields("Crepes Resep"), recipe }));
      expect(response.statusCode, JSON.stringify(recipe)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const all = (await admin.get("/api/menu?all=true")).json() as Item[];
    expect(all.some((m) => m.name === "Crepes Resep")).toBe(false);
  });

  it("refuses a category, location or option group that does not exist", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [Record<string, unknown>, string][] = [
      [{ category: unknown }, "category"],
      [{ location: "bukan-id" }, "location"],
      [{ customizationOptions: [unknown] }, "customizationOptions"],
    ];
    for (const [patch, field] of cases) {
      const response = await postForm(admin, "/api/menu", formFields({ ...baseFields("Crepes Rujukan"), ...patch }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
      expect(response.json().message).toMatch(/tidak ditemukan/);
    }
  });

  it("refuses head office as a menu item's outlet: it is a warehouse, not a shop", async () => {
    const [headOffice] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
    const response = await postForm(
      admin,
      "/api/menu",
      formFields({ ...baseFields("Crepes Gudang"), location: headOffice.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.location).toMatch(/Gudang Pusat adalah gudang/);
  });

  it("answers 400, never 500, to a form body that cannot be read", async () => {
    const cases = [
      { payload: "bukan form", headers: { "content-type": "multipart/form-data" } },
      {
        payload: '--batas\r\nContent-Disposition: form-data; name="name"\r\n\r\nCrepes',
        headers: { "content-type": "multipart/form-data; boundary=batas" },
      },
    ];
    for (const request of cases) {
      const response = await admin.request("POST", "/api/menu", request);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Data formulir tidak terbaca atau terpotong. Silakan kirim ulang.");
    }
  });

  it("accepts a JSON body with the recipe as a list, ignoring a client's cogs", async () => {
    const [a] = ingredients;
    const response = await admin.post("/api/menu", {
      ...baseFields("Crepes JSON"),
      recipe: [{ ingredient: { _id: a.id }, quantityUsed: "2" }],
      customizationOptions: [{ _id: groupId }],
      cogs: 999999,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ cogs: Math.round(a.cost * 2), customizationOptions: [{ _id: groupId }] });
  });

  it("lets only admin, manager and staff write the menu", async () => {
    const fields = formFields(baseFields("Crepes Terlarang"));
    expect((await postForm(ctx.client(), "/api/menu", fields)).statusCode).toBe(401);
    for (const kind of ["cashier", "customer"] as const) {
      const client = await loginAs(kind);
      expect((await postForm(client, "/api/menu", fields)).statusCode).toBe(403);
    }
    const manajer = await loginAs("manager");
    expect((await postForm(manajer, "/api/menu", fields)).statusCode).toBe(201);
  });
});

describe("menu: edit, availability, delete", () => {
  it("replaces the picture and removes the old file; an edit without picture fields keeps it", async () => {
    const created = (
      await postForm(admin, "/api/menu", [
        ...formFields(baseFields("Crepes Ganti Gambar")),
        { name: "imageFile", filename: "a.png", contentType: "image/png", data: TINY_PNG },
      ])
    ).json() as Item;
    expect(await storedImage(ctx, created.imageUrl)).not.toBeNull();

    const kept = await postForm(
      admin,
      `/api/menu/${created._id}`,
      formFields({ ...baseFields("Crepes Ganti Gambar"), price: 26000 }),
      "PUT",
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ price: 26000, imageUrl: created.imageUrl });

    const replaced = await postForm(
      admin,
      `/api/menu/${created._id}`,
      [
        ...formFields(baseFields("Crepes Ganti Gambar")),
        { name: "imageFile", filename: "b.png", contentType: "image/png", data: TINY_PNG },
      ],
      "PUT",
    );
    expect(replaced.statusCode).toBe(200);
    const newUrl = replaced.json().imageUrl as string;
    expect(newUrl).not.toBe(created.imageUrl);
    expect(await storedImage(ctx, created.imageUrl)).toBeNull();

    const deleted = await admin.delete(`/api/menu/${created._id}`);
    expect(deleted.json()).toEqual({
      _id: created._id,
      message: 'Menu "Crepes Ganti Gambar" telah dihapus.',
      archived: false,
    });
    expect(await storedImage(ctx, newUrl)).toBeNull();
  });

  it("never deletes the shared demo pictures", async () => {
    const file = join(uploadsDir(), "demo", "crepes-uji.png");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, TINY_PNG);
    const demo = await createProduct(db(), { categoryId, locationId, imageUrl: "/uploads/demo/crepes-uji.png" });
    const response = await admin.put(`/api/menu/${demo.id}`, {
      name: demo.name,
      price: demo.price,
      category: demo.categoryId,
      location: locationId,
      imageUrl: "https://contoh.id/baru.jpg",
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(file)).toBe(true);
  });

  it("hides an unavailable item from the storefront but not from the back office list", async () => {
    const item = (await postForm(admin, "/api/menu", formFields(baseFields("Crepes Habis")))).json() as Item;
    const toggled = await admin.request("PATCH", `/api/menu/${item._id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().isAvailable).toBe(false);

    expect((await publicMenu()).some((m) => m._id === item._id)).toBe(false);
    expect(((await ctx.client().get("/api/menu?all=true")).json() as Item[]).some((m) => m._id === item._id)).toBe(
      false,
    );
    const anonymousItem = await ctx.client().get(`/api/menu/items/${item._id}`);
    expect(anonymousItem.statusCode).toBe(404);
    expect(anonymousItem.json().message).toBe("Menu tidak ditemukan.");

    const adminList = (await admin.get("/api/menu?all=true")).json() as Item[];
    expect(adminList.find((m) => m._id === item._id)).toMatchObject({ isAvailable: false, cogs: expect.any(Number) });
    expect((await admin.get(`/api/menu/items/${item._id}`)).statusCode).toBe(200);
    // Without ?all the back office sees what the storefront offers.
    expect(((await admin.get("/api/menu")).json() as Item[]).some((m) => m._id === item._id)).toBe(false);

    // Orders still find it, to say it is off (orders.test: 'sedang tidak tersedia').
    expect((await loadOrderableProducts(ctx.database.db)).get(item._id)).toMatchObject({ isAvailable: false });
    // An edit form without the switch keeps it off.
    const edited = await postForm(admin, `/api/menu/${item._id}`, formFields(baseFields("Crepes Habis")), "PUT");
    expect(edited.json().isAvailable).toBe(false);
    const back = await postForm(
      admin,
      `/api/menu/${item._id}`,
      formFields({ ...baseFields("Crepes Habis"), isAvailable: "true" }),
      "PUT",
    );
    expect(back.json().isAvailable).toBe(true);
    expect((await publicMenu()).some((m) => m._id === item._id)).toBe(true);
  });

  it("lets the till mark an item 'Habis' and back: the cashier sees it flagged, never its costs; the owner sees who", async () => {
    const item = (await postForm(admin, "/api/menu", formFields(baseFields("Crepes Habis Kasir")))).json() as Item;
    const kasir = await loginAs("cashier");
    const tillList = async () => (await kasir.get("/api/menu?all=true")).json() as Item[];
    expect((await tillList()).find((m) => m._id === item._id)).toMatchObject({ isAvailable: true });

    const habis = await kasir.request("PATCH", `/api/menu/${item._id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(habis.statusCode, habis.body).toBe(200);
    expect(habis.json()).toMatchObject({ _id: item._id, isAvailable: false });
    expect(habis.json()).not.toHaveProperty("cogs");
    expect(habis.json()).not.toHaveProperty("recipe");
    // The storefront stops offering it; the till still lists it, flagged, to put it back on sale.
    expect((await publicMenu()).some((m) => m._id === item._id)).toBe(false);
    expect(((await kasir.get("/api/menu")).json() as Item[]).some((m) => m._id === item._id)).toBe(false);
    const flagged = (await tillList()).find((m) => m._id === item._id);
    expect(flagged).toMatchObject({ isAvailable: false });
    expect(flagged).not.toHaveProperty("cogs");
    expect((await tillList()).every((m) => m.recipe === undefined && m.cogs === undefined)).toBe(true);

    // Asked twice, the second changes nothing and records nothing.
    await kasir.request("PATCH", `/api/menu/${item._id}/availability`, { payload: { isAvailable: false } });
    const back = await kasir.request("PATCH", `/api/menu/${item._id}/availability`, { payload: { isAvailable: true } });
    expect(back.json()).toMatchObject({ isAvailable: true });
    expect((await publicMenu()).some((m) => m._id === item._id)).toBe(true);

    const cashier = (await kasir.get("/api/auth/profile")).json() as { _id: string; fullName: string };
    const log = (await admin.get("/api/audit?action=menu.availability_changed&limit=100")).json() as {
      data: { entityId: string; actor: { _id: string; name: string }; label: string }[];
    };
    const byCashier = { _id: cashier._id, name: cashier.fullName, kind: "staff" };
    expect(log.data.filter((row) => row.entityId === item._id)).toEqual([
      expect.objectContaining({ actor: byCashier, label: "Crepes Habis Kasir", after: { isAvailable: true } }),
      expect.objectContaining({ actor: byCashier, label: "Crepes Habis Kasir", after: { isAvailable: false } }),
    ]);
  });

  it("refuses 'Habis' to a guest and a customer, and changes nothing", async () => {
    const item = (await postForm(admin, "/api/menu", formFields(baseFields("Crepes Tetap Ada")))).json() as Item;
    const guest = await ctx.client().request("PATCH", `/api/menu/${item._id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(guest.statusCode).toBe(401);
    const pelanggan = await loginAs("customer");
    const customer = await pelanggan.request("PATCH", `/api/menu/${item._id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(customer.statusCode).toBe(403);
    expect((await publicMenu()).some((m) => m._id === item._id)).toBe(true);
  });

  it("loads orderable products with their groups in display order", async () => {
    const menu = await publicMenu();
    const withGroups = menu.find((m) => m.customizationOptions.length > 0)!;
    const products = await loadOrderableProducts(ctx.database.db);
    const product = products.get(withGroups._id)!;
    expect(product).toMatchObject({ name: withGroups.name, price: withGroups.price, isAvailable: true });
    expect(product.groups.map((g) => g._id)).toEqual(withGroups.customizationOptions.map((g) => g._id));
  });

  it("archives a product past orders reference: the order keeps its line and link, the menu stops offering it", async () => {
    const item = (await postForm(admin, "/api/menu", formFields(baseFields("Crepes Kenangan")))).json() as Item;
    const db = ctx.database.db;
    const order = await createOrder(db, { status: ORDER_STATUS.Completed, paymentStatus: PAYMENT_STATUS.Paid });
    const [line] = await db
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: item._id,
        name: item.name,
        quantity: 1,
        basePrice: 25000,
        finalPricePerItem: 25000,
      })
      .returning();

    const response = await admin.delete(`/api/menu/${item._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: item._id, archived: true });
    expect(response.json().message).toMatch(
      /^Menu "Crepes Kenangan" diarsipkan: masih tercatat di 1 pesanan selesai\/batal\./,
    );
    const [kept] = await db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(kept).toMatchObject({ name: "Crepes Kenangan", productId: item._id, basePrice: 25000 });
    expect(JSON.stringify((await admin.get("/api/menu")).json())).not.toContain(item._id);
    expect((await admin.get(`/api/menu/items/${item._id}`)).statusCode).toBe(404);
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc"]) {
      expect((await ctx.client().get(`/api/menu/items/${id}`)).statusCode).toBe(404);
      expect((await admin.delete(`/api/menu/${id}`)).statusCode).toBe(404);
      expect(
        (await admin.request("PATCH", `/api/menu/${id}/availability`, { payload: { isAvailable: true } })).statusCode,
      ).toBe(404);
      expect((await postForm(admin, `/api/menu/${id}`, formFields(baseFields("X")), "PUT")).statusCode).toBe(404);
    }
  });
});

describe("menu: caching", () => {
  it("answers 304 to a matching If-None-Match and a new ETag after any catalog change", async () => {
    const first = await ctx.client().get("/api/menu");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");

    const again = await ctx.client().get("/api/menu", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const item = (await publicMenu())[0];
    await admin.request("PATCH", `/api/menu/${item._id}/availability`, { payload: { isAvailable: false } });
    const changed = await ctx.client().get("/api/menu", { headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as Item[]).some((m) => m._id === item._id)).toBe(false);
    await admin.request("PATCH", `/api/menu/${item._id}/availability`, { payload: { isAvailable: true } });

    // An option's price is part of the menu too.
    const before = (await ctx.client().get("/api/menu")).headers.etag as string;
    const option = (await publicMenu()).find((m) => m.customizationOptions.length)!.customizationOptions[0].options[0];
    await admin.put(`/api/customizations/options/${option._id}`, { name: option.name, price: option.price + 1000 });
    const after = await ctx.client().get("/api/menu", { headers: { "if-none-match": before } });
    expect(after.statusCode).toBe(200);
    const updated = (after.json() as Item[])
      .flatMap((m) => m.customizationOptions.flatMap((g) => g.options))
      .find((o) => o._id === option._id);
    expect(updated?.price).toBe(option.price + 1000);
  });

  it("sends the menu gzipped to a browser that accepts it, with the same content", async () => {
    const plain = await ctx.client().get("/api/menu");
    const zipped = await ctx.client().get("/api/menu", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("gives the storefront and the back office different ETags", async () => {
    const anonymous = (await ctx.client().get("/api/menu")).headers.etag;
    const staff = await admin.get("/api/menu", { headers: { "if-none-match": anonymous as string } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers.etag).not.toBe(anonymous);
    expect((staff.json() as Item[])[0]).toHaveProperty("recipe");

    // A cashier's plain list is the storefront's, cached once for both.
    const kasir = await loginAs("cashier");
    const pos = await kasir.get("/api/menu", { headers: { "if-none-match": anonymous as string } });
    expect(pos.statusCode).toBe(304);
    // The till's list with its 'Habis' items (the same bytes while none is) has no recipes either.
    const till = await kasir.get("/api/menu?all=true");
    expect(till.statusCode).toBe(200);
    expect((till.json() as Item[])[0]).not.toHaveProperty("recipe");
  });

  it("answers the same bytes again while nothing changes", async () => {
    const first = await ctx.client().get("/api/menu");
    const second = await ctx.client().get("/api/menu");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});
