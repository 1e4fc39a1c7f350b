import { crc32, deflateSync } from "node:zlib";
import { defaultSettings } from "@kedai/shared";
import type { FastifyBaseLogger } from "fastify";
import jpeg from "jpeg-js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createCategory, createLocation } from "../../../test/factories";
import { halfBlackPng } from "../../../test/logo-pictures";
import { formFields, multipartForm, TINY_JPEG, TINY_PNG } from "../../../test/multipart";
import { storedImageNames } from "../../../test/stored-images";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { decodeLogo, RECEIPT_LOGO_MAX, ReceiptLogo } from "../printing/receipt-logo";
import { imageDimensions } from "./image-dimensions";

// The outside security test's attack: a 31 KB PNG declaring 16000 × 16000 pixels passed the upload
// (only its type was checked) and was decoded in full on the first receipt, freezing every till
// for about a minute. Its size is now read from its header before anything decodes it.

const { ctx, db, clients } = useTestApp({ login: { admin: "admin" } });

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
  return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
}

/**
 * The attack's file: a valid 1-bit grayscale PNG of `width` × `height`, all white, whose image data
 * deflates to a few kilobytes per thousand rows (16000 × 16000 is about 31 KB).
 */
function whitePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1 bit, grayscale, deflate, no filter, not interlaced
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG's first bytes up to its frame header, declaring `width` × `height`: enough to be refused. */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  // SOI, an APP0 (JFIF) segment, then the progressive frame.
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(64)]);
}

const bomb = whitePng(16_000, 16_000);

function putSettingsWithLogo(client: TestClient, logo: Buffer) {
  const form = multipartForm([
    { name: "settingsData", value: JSON.stringify(defaultSettings()) },
    { name: "logoUrl", filename: "logo.png", contentType: "image/png", data: logo },
  ]);
  return client.request("PUT", "/api/settings", { payload: form.payload, headers: form.headers });
}

describe("a picture's size, read from its header", () => {
  it("reads PNG and JPEG sizes without decoding, and nothing from a broken header", () => {
    expect(imageDimensions(TINY_PNG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(halfBlackPng(48, 24))).toEqual({ width: 48, height: 24 });
    expect(imageDimensions(TINY_JPEG)).toEqual({ width: 1, height: 1 });
    const photo = jpeg.encode({ data: Buffer.alloc(300 * 200 * 4, 128), width: 300, height: 200 }, 80).data;
    expect(imageDimensions(photo)).toEqual({ width: 300, height: 200 });
    expect(imageDimensions(jpegHeader(16_000, 9_000))).toEqual({ width: 16_000, height: 9_000 });
    expect(imageDimensions(bomb)).toEqual({ width: 16_000, height: 16_000 });

    expect(imageDimensions(TINY_PNG.subarray(0, 20))).toBeNull();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]))).toBeNull();
    expect(imageDimensions(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]))).toBeNull();
    expect(imageDimensions(Buffer.from("GIF89a......"))).toBeNull();
  });
});

describe("an oversized picture at upload", () => {
  beforeAll(() => {
    expect(bomb.length).toBeLessThan(64 * 1024); // the attack's size: tens of kilobytes
  });

  it("refuses the 16000 × 16000 PNG logo in under a second, with the limit in the message, memory flat and nothing stored", async () => {
    const before = await storedImageNames(ctx);
    const settingsBefore = (await ctx.client().get("/api/settings")).json();
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const response = await putSettingsWithLogo(clients.admin, bomb);
    const took = performance.now() - started;
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      message: "Gambar terlalu besar: maksimal 4096 × 4096 piksel.",
      fields: { logoUrl: "Gambar terlalu besar: maksimal 4096 × 4096 piksel." },
    });
    expect(took).toBeLessThan(1_000);
    // Decoded, it is 16000 × 16000 × 4 bytes = 1 GB; refused by its header, a few MB at most.
    expect(heapGrowth).toBeLessThan(50 * 1024 * 1024);
    expect(await storedImageNames(ctx)).toEqual(before);
    expect((await ctx.client().get("/api/settings")).json()).toEqual(settingsBefore);
  });

  it("refuses an oversized product picture (PNG or JPEG) and a picture whose header does not read", async () => {
    const categoryId = (await createCategory(db())).id;
    const locationId = (await createLocation(db())).id;
    const before = await storedImageNames(ctx);
    const cases = [
      { data: bomb, message: "Gambar terlalu besar: maksimal 4096 × 4096 piksel." },
      { data: whitePng(4097, 10), message: "Gambar terlalu besar: maksimal 4096 × 4096 piksel." },
      { data: jpegHeader(10, 40_000), message: "Gambar terlalu besar: maksimal 4096 × 4096 piksel." },
      {
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]),
        message: "Gambar rusak atau tidak terbaca. Unggah berkas PNG atau JPEG yang utuh.",
      },
    ];
    for (const { data, message } of cases) {
      const form = multipartForm([
        ...formFields({ name: "Crepes Raksasa", price: 25000, category: categoryId, location: locationId }),
        { name: "imageFile", filename: "foto.png", contentType: "image/png", data },
      ]);
      const response = await clients.admin.request("POST", "/api/menu", {
        payload: form.payload,
        headers: form.headers,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().fields.imageFile).toBe(message);
    }
    expect(await storedImageNames(ctx)).toEqual(before);
    // A picture at the limit is taken.
    expect(await ctx.app.images.save(whitePng(4096, 4096))).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });
});

describe("the receipt's logo", () => {
  it("never decodes a logo stored too large before uploads were checked: the receipt prints without it", async () => {
    const images = { read: vi.fn(async () => ({ bytes: bomb, contentType: "image/png" })) };
    const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
    const logo = new ReceiptLogo(images, "/nonexistent", log);
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    expect(await logo.pixels(`/uploads/${"b".repeat(32)}.png`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    expect(log.warn).toHaveBeenCalled();
    expect(decodeLogo(jpegHeader(20_000, 20_000))).toBeNull();
  });

  it("keeps a small copy of a large logo: every receipt dithers at most 576 × 240 pixels", () => {
    const pixels = decodeLogo(halfBlackPng(2000, 1000));
    expect(pixels).toMatchObject({ width: 480, height: 240 });
    expect(pixels!.width).toBeLessThanOrEqual(RECEIPT_LOGO_MAX.width);
    // Still black on the left, transparent on the right.
    expect([...pixels!.data.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
    expect(pixels!.data[(479 + 0) * 4 + 3]).toBe(0);
    // A small logo is kept as it is.
    expect(decodeLogo(halfBlackPng(16, 8))).toMatchObject({ width: 16, height: 8 });
  });
});
