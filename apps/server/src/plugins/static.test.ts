import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";

/**
 * The web build as the server sees it: a small fake dist with the same layout as Vite's output
 * (index.html, hashed files under assets/ with their .br and .gz copies, the real robots.txt).
 */
const webDist = mkdtempSync(join(tmpdir(), "kedai-web-dist-"));
const indexHtml = `<!doctype html><html lang="id"><body><div id="root"></div>${"<!-- -->".repeat(200)}</body></html>`;
const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Crepes ${i}`))};\n`;
const robots = readFileSync(new URL("../../../web/public/robots.txt", import.meta.url), "utf8");
const ASSET = "/assets/store-area-Ab12Cd34.js";

function writeWithCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
mkdirSync(join(webDist, "assets"));
writeWithCopies(join(webDist, "index.html"), indexHtml);
writeWithCopies(join(webDist, ASSET), script);
writeFileSync(join(webDist, "robots.txt"), robots);
mkdirSync(join(webDist, ".vite"));
writeWithCopies(join(webDist, ".vite/manifest.json"), JSON.stringify({ "index.html": { file: ASSET } }));

const logLines: string[] = [];
const { ctx } = useTestApp({
  seed: false,
  webDist,
  logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } },
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("static files", () => {
  it.each([
    ["br", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
    ["what Chromium sends", "gzip, deflate, br, zstd", brotliDecompressSync],
  ])("sends a hashed asset compressed to a browser accepting %s", async (_, acceptEncoding, decompress) => {
    const response = await get(ASSET, acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(acceptEncoding === "gzip" ? "gzip" : "br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(decompress(response.rawPayload).toString()).toBe(script);
  });

  it("keeps the build's own notes (.vite/) to itself: the address gets the app", async () => {
    for (const acceptEncoding of [undefined, "gzip, deflate, br, zstd"]) {
      const response = await get("/.vite/manifest.json", acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).not.toContain(ASSET);
    }
  });

  it("sends the plain file to a client that accepts no encoding", async () => {
    const response = await get(ASSET);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it.each(["/", "/admin/menu", "/item/123"])("answers %s with index.html, revalidated on every visit", async (url) => {
    const response = await get(url, "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it("serves robots.txt as text, keeping crawlers out of the back office and the API", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe(robots);
    for (const area of ["/admin", "/pos", "/member", "/staff", "/api"]) {
      expect(response.body).toContain(`Disallow: ${area}\n`);
    }
    expect(response.body).toContain("Allow: /\n");
  });

  it("keeps unknown API paths a JSON 404", async () => {
    const response = await get("/api/tidak-ada", "br");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });

  it("logs API requests but not each static file", async () => {
    logLines.length = 0;
    await get(ASSET, "br");
    await get("/robots.txt");
    await get("/api/health");
    const urls = logLines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toContain("/api/health");
    expect(urls).not.toContain(ASSET);
    expect(urls).not.toContain("/robots.txt");
  });
});
