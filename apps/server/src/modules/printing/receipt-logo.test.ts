import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import jpeg from "jpeg-js";
import { describe, expect, it, vi } from "vitest";
import { halfBlackPng } from "../../../test/logo-pictures";
import { decodeLogo, ReceiptLogo } from "./receipt-logo";

/** A `width` × `height` JPEG: black on the left half, white on the right. */
function halfBlackJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      data.set(x < width / 2 ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * width + x) * 4);
  }
  return jpeg.encode({ data, width, height }, 90).data;
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe("decodeLogo", () => {
  it("decodes the PNG and JPEG pictures Kedai stores into RGBA pixels", () => {
    const png = decodeLogo(halfBlackPng(16, 8));
    expect(png).toMatchObject({ width: 16, height: 8 });
    expect([...(png?.data.subarray(0, 4) ?? [])]).toEqual([0, 0, 0, 255]);
    expect(png?.data[8 * 4 + 3]).toBe(0); // the right half is transparent

    const jpg = decodeLogo(halfBlackJpeg(16, 8));
    expect(jpg).toMatchObject({ width: 16, height: 8 });
    expect(jpg?.data[0]).toBeLessThan(40);
    expect(jpg?.data[15 * 4]).toBeGreaterThan(215);
  });

  it("answers null for a file that is not a picture, or a broken one", () => {
    expect(decodeLogo(Buffer.from("GIF89a"))).toBeNull();
    expect(decodeLogo(halfBlackPng(16, 8).subarray(0, 40))).toBeNull();
  });
});

describe("ReceiptLogo", () => {
  it("reads an uploaded logo from the image store once, and a shipped one from the uploads folder, never outside it", async () => {
    const bytes = halfBlackPng(16, 8);
    const images = { read: vi.fn(async () => ({ bytes, contentType: "image/png" })) };
    const dir = await mkdtemp(join(tmpdir(), "kedai-logo-"));
    await writeFile(join(dir, "logo.png"), bytes);
    const logo = new ReceiptLogo(images, join(dir), log);

    const uploaded = `/uploads/${"a".repeat(32)}.png`;
    expect(await logo.pixels(uploaded)).toMatchObject({ width: 16, height: 8 });
    await logo.pixels(uploaded);
    expect(images.read).toHaveBeenCalledTimes(1);

    expect(await logo.pixels("/uploads/logo.png")).toMatchObject({ width: 16 });
    expect(await logo.pixels("/uploads/../../etc/passwd")).toBeNull();
    expect(await logo.pixels("https://example.com/logo.png")).toBeNull();
    expect(await logo.pixels("")).toBeNull();
  });
});
