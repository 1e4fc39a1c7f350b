import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TINY_PNG } from "../../../test/multipart";
import { detectImageKind, removeUploadedImage, saveImageUpload, uploadedFileName } from "./uploads.service";

const dataDir = mkdtempSync(join(tmpdir(), "kedai-uploads-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(32)]);

describe("image uploads", () => {
  it("recognises PNG and JPEG by their first bytes only", () => {
    expect(detectImageKind(TINY_PNG)).toBe("png");
    expect(detectImageKind(JPEG)).toBe("jpg");
    expect(detectImageKind(Buffer.from("GIF89a......"))).toBeNull();
    expect(detectImageKind(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageKind(TINY_PNG.subarray(0, 8))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });

  it("stores an accepted picture under a random name and refuses anything else without writing", async () => {
    const saved = await saveImageUpload(TINY_PNG, dataDir);
    expect(saved.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(saved.filePath).equals(TINY_PNG)).toBe(true);

    await expect(saveImageUpload(Buffer.from("bukan gambar"), dataDir)).rejects.toMatchObject({
      statusCode: 400,
      message: "Gambar harus berformat PNG atau JPEG.",
    });
    const tooBig = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    await expect(saveImageUpload(tooBig, dataDir)).rejects.toMatchObject({
      statusCode: 413,
      message: "Ukuran gambar maksimal 2 MB.",
    });
    await expect(saveImageUpload({ bytes: TINY_PNG, truncated: true }, dataDir)).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it("removes only files it stored itself, never demo pictures or links", async () => {
    const saved = await saveImageUpload(JPEG, dataDir);
    mkdirSync(join(dataDir, "uploads", "demo"), { recursive: true });
    const demo = join(dataDir, "uploads", "demo", "logo.png");
    writeFileSync(demo, TINY_PNG);
    const named = join(dataDir, "uploads", "logo.png");
    writeFileSync(named, TINY_PNG);

    for (const url of [
      "/uploads/demo/logo.png",
      "/uploads/logo.png",
      "https://contoh.id/a.png",
      "/uploads/../x",
      "",
      null,
    ]) {
      expect(uploadedFileName(url)).toBeNull();
      expect(await removeUploadedImage(url, dataDir)).toBe(false);
    }
    expect(existsSync(demo) && existsSync(named)).toBe(true);

    expect(await removeUploadedImage(saved.url, dataDir)).toBe(true);
    expect(existsSync(saved.filePath)).toBe(false);
    // Already gone is fine.
    expect(await removeUploadedImage(saved.url, dataDir)).toBe(false);
  });
});
