import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TINY_JPEG as JPEG, TINY_PNG } from "../../../test/multipart";
import { storedImage, storedImageNames } from "../../../test/stored-images";
import { useTestApp } from "../../../test/test-app";
import { detectImageKind, moveLocalUploadsIntoDatabase, uploadedFileName, uploadsDirOf } from "./uploads.service";

const { ctx } = useTestApp();
const images = () => ctx.app.images;
const uploadsDir = () => uploadsDirOf(ctx.env.DATA_DIR);

describe("image uploads", () => {
  it("recognises PNG and JPEG by their first bytes only", () => {
    expect(detectImageKind(TINY_PNG)).toBe("png");
    expect(detectImageKind(JPEG)).toBe("jpg");
    expect(detectImageKind(Buffer.from("GIF89a......"))).toBeNull();
    expect(detectImageKind(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageKind(TINY_PNG.subarray(0, 8))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });

  it("stores an accepted picture under a random name and refuses anything else without storing", async () => {
    const url = await images().save(TINY_PNG);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = await storedImage(ctx, url);
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.bytes.equals(TINY_PNG)).toBe(true);
    const before = await storedImageNames(ctx);

    await expect(images().save(Buffer.from("bukan gambar"))).rejects.toMatchObject({
      statusCode: 400,
      message: "Gambar harus berformat PNG atau JPEG.",
    });
    const tooBig = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    await expect(images().save(tooBig)).rejects.toMatchObject({
      statusCode: 413,
      message: "Ukuran gambar maksimal 2 MB.",
    });
    await expect(images().save({ bytes: TINY_PNG, truncated: true })).rejects.toMatchObject({ statusCode: 413 });
    expect(await storedImageNames(ctx)).toEqual(before);
  });

  it("keeps pictures in the table on PostgreSQL and as files in DATA_DIR/uploads on the embedded database", async () => {
    const url = await images().save(JPEG);
    const name = uploadedFileName(url)!;
    expect(existsSync(join(uploadsDir(), name))).toBe(ctx.database.engine === "pglite");
    expect(await storedImageNames(ctx)).toContain(name);
  });

  it("removes only pictures it stored itself, never demo pictures or links", async () => {
    const url = await images().save(JPEG);
    mkdirSync(join(uploadsDir(), "demo"), { recursive: true });
    const demo = join(uploadsDir(), "demo", "logo.png");
    writeFileSync(demo, TINY_PNG);
    const named = join(uploadsDir(), "logo.png");
    writeFileSync(named, TINY_PNG);

    for (const other of [
      "/uploads/demo/logo.png",
      "/uploads/logo.png",
      "https://contoh.id/a.png",
      "/uploads/../x",
      "",
      null,
    ]) {
      expect(uploadedFileName(other)).toBeNull();
      expect(await images().remove(other)).toBe(false);
    }
    expect(existsSync(demo) && existsSync(named)).toBe(true);
    expect(await images().read("../logo.png")).toBeNull();

    expect(await images().remove(url)).toBe(true);
    expect(await storedImage(ctx, url)).toBeNull();
    // Already gone is fine.
    expect(await images().remove(url)).toBe(false);
  });

  it("serves a stored picture at its URL with its type, for browsers to keep; the demo pictures as files", async () => {
    const url = await images().save(JPEG);
    const response = await ctx.client().get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe("public, max-age=2592000, immutable");
    expect(response.rawPayload.equals(JPEG)).toBe(true);

    await images().remove(url);
    const gone = await ctx.client().get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toEqual(expect.any(String));

    mkdirSync(join(uploadsDir(), "demo"), { recursive: true });
    writeFileSync(join(uploadsDir(), "demo", "crepes.png"), TINY_PNG);
    const demo = await ctx.client().get("/uploads/demo/crepes.png");
    expect(demo.statusCode).toBe(200);
    expect(demo.headers["content-type"]).toBe("image/png");
    expect(demo.headers["cache-control"]).toBe("public, max-age=2592000, immutable");
    expect((await ctx.client().get("/uploads/demo/tidak-ada.png")).statusCode).toBe(404);
  });

  it("on PostgreSQL moves pictures an earlier version left in DATA_DIR/uploads into the table, once", async () => {
    mkdirSync(uploadsDir(), { recursive: true });
    const name = `${"ab".repeat(16)}.png`;
    writeFileSync(join(uploadsDir(), name), TINY_PNG);
    const onPostgres = ctx.database.engine === "postgres";
    expect(await moveLocalUploadsIntoDatabase(ctx.database, ctx.env.DATA_DIR)).toBe(onPostgres ? 1 : 0);
    expect(existsSync(join(uploadsDir(), name))).toBe(!onPostgres);
    expect((await images().read(name))?.bytes.equals(TINY_PNG)).toBe(true);
    expect(await moveLocalUploadsIntoDatabase(ctx.database, ctx.env.DATA_DIR)).toBe(0);
  });
});
