import { defaultSettings, type Settings } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { type FormPart, multipartForm, TINY_JPEG, TINY_PNG } from "../../../test/multipart";
import { storedImage } from "../../../test/stored-images";
import type { TestClient } from "../../../test/test-app";
import { useTestApp } from "../../../test/test-app";

const {
  ctx,
  clients: { admin, manager, staff, cashier },
} = useTestApp({ login: { admin: "admin", manager: "manager", staff: "staff", cashier: "cashier" } });

function putSettings(client: TestClient, data: unknown, files: Array<{ name: string; data: Buffer }> = []) {
  const parts: FormPart[] = [
    { name: "settingsData", value: typeof data === "string" ? data : JSON.stringify(data) },
    ...files.map((file) => ({
      name: file.name,
      filename: `${file.name}.png`,
      contentType: "image/png",
      data: file.data,
    })),
  ];
  const form = multipartForm(parts);
  return client.request("PUT", "/api/settings", { payload: form.payload, headers: form.headers });
}

describe("PUT /api/settings", () => {
  it("saves the document with its pictures; GET /api/settings shows the change", async () => {
    const changed: Settings = {
      ...defaultSettings(),
      companyName: "Kedai Crepes Nusantara",
      homeHeadline: "Crepes renyah setiap hari",
      operationalHours: [{ day: "Senin - Jumat", hours: "10.00 - 21.00" }],
      franchiseBenefits: [{ title: "Dukungan penuh", description: "Pelatihan dan bahan baku." }],
      deliveryLinks: {
        gofood: "https://gofood.co.id/kedai",
        shopeefood: "https://shopee.co.id/food/kedai",
        maxim: "https://taxi.maxim/kedai",
      },
      cateringHeadline: "Katering untuk kantor",
      cateringDescription: "Paket crepes untuk rapat dan arisan.",
      taxRatePercent: 10,
      taxLabel: "PBJT (10%)",
      pointValueRupiah: 150,
    };
    const response = await putSettings(admin, changed, [
      { name: "logoUrl", data: TINY_PNG },
      { name: "homePageImage", data: TINY_JPEG },
    ]);
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(saved.homePageImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await storedImage(ctx, saved.logoUrl))?.bytes.equals(TINY_PNG)).toBe(true);

    const read = (await ctx.client().get("/api/settings")).json();
    expect(read).toEqual({ ...changed, logoUrl: saved.logoUrl, homePageImage: saved.homePageImage });

    // A new logo replaces the old file; the home picture not sent stays.
    const again = (await putSettings(admin, read, [{ name: "logoUrl", data: TINY_PNG }])).json();
    expect(again.logoUrl).not.toBe(saved.logoUrl);
    expect(again.homePageImage).toBe(saved.homePageImage);
    expect(await storedImage(ctx, saved.logoUrl)).toBeNull();
    expect(await storedImage(ctx, again.logoUrl)).not.toBeNull();
  });

  it("refuses a file that is not a PNG or JPEG whatever its name, and saves nothing", async () => {
    const before = (await ctx.client().get("/api/settings")).json();
    const response = await putSettings(admin, { ...before, homeHeadline: "Tidak tersimpan" }, [
      { name: "aboutPageImage", data: Buffer.from("GIF89a bukan gambar png sama sekali") },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Gambar harus berformat PNG atau JPEG.");
    expect((await ctx.client().get("/api/settings")).json()).toEqual(before);
  });

  it("refuses a broken document with an Indonesian message and saves nothing", async () => {
    const before = (await ctx.client().get("/api/settings")).json();
    const badJson = await putSettings(admin, "{ bukan json", [{ name: "logoUrl", data: TINY_PNG }]);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe("Data pengaturan tidak valid. Muat ulang halaman lalu coba lagi.");

    const badRate = await putSettings(admin, { ...before, homeHeadline: "Tidak tersimpan", taxRatePercent: 150 }, [
      { name: "logoUrl", data: TINY_PNG },
    ]);
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().message).toBe("Tarif pajak maksimal 100%.");
    expect(badRate.json().fields.taxRatePercent).toBe("Tarif pajak maksimal 100%.");

    const noData = multipartForm([{ name: "logoUrl", filename: "a.png", contentType: "image/png", data: TINY_PNG }]);
    const missing = await admin.request("PUT", "/api/settings", { payload: noData.payload, headers: noData.headers });
    expect(missing.statusCode).toBe(400);
    expect((await ctx.client().get("/api/settings")).json()).toEqual(before);
  });

  it("is for admins only", async () => {
    const before = (await ctx.client().get("/api/settings")).json();
    const change = { ...before, homeHeadline: "Diubah tanpa hak" };
    for (const client of [manager, staff, cashier]) {
      expect((await putSettings(client, change)).statusCode).toBe(403);
    }
    expect((await putSettings(ctx.client(), change)).statusCode).toBe(401);
    expect((await ctx.client().get("/api/settings")).json().homeHeadline).toBe(before.homeHeadline);
  });
});
