// bench/storefront: what a customer's phone downloads for the storefront's first pages. The built
// server (demo data, a fresh folder) is opened in Chromium at 375×812, and for `/` and `/order` the
// compressed bytes of JavaScript and CSS the page loaded are summed (as sent over the wire), then
// Lighthouse's mobile performance and accessibility scores for both pages, with the metrics the
// performance score is made of (Lighthouse from npm, driving the same Chromium; skipped with
// --no-lighthouse).
// Each page measured is checked: every file it loaded answered 200, it threw no error, and it shows
// what a customer comes for (the home page its order button, /order the demo menu's products);
// exits 1 when not.
// Targets (issue 37): ≤ 120 KB of compressed JavaScript on first load; Lighthouse performance ≥ 90,
// accessibility 100, cumulative layout shift ≤ 0.1.
// Usage: node bench/storefront.mjs [--no-lighthouse]     (--no-lighthouse is a tiny run)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { benchPort, builtServer, chromiumPath, reportChecks } from "./bench-server.mjs";

const port = benchPort(3630);
const base = `http://127.0.0.1:${port}`;
const KB = 1024;

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-storefront-"));
const server = await builtServer(port, dataDir);
const wrong = [];
let checked = 0;
try {
  const menu = await (await fetch(`${base}/api/menu`)).json();
  const product = menu.find((item) => item.isAvailable);
  if (!product) throw new Error("the demo menu has no available product");
  // What each page must show once loaded, besides its files: a first page that fails to render is
  // not a small first page.
  const pages = [
    { path: "/", shows: (page) => page.getByRole("link", { name: "Pesan Sekarang" }) },
    { path: "/order", shows: (page) => page.getByText(product.name).first() },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath });
  console.log(`storefront at 375×812 (load average ${loadavg()[0].toFixed(1)})`);
  for (const { path, shows } of pages) {
    // A new context per page: a first visit, nothing cached.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    const loaded = [];
    // The page and its files (an API call may rightly answer otherwise, e.g. 401 to a guest).
    const isFile = (request) => ["document", "script", "stylesheet"].includes(request.resourceType());
    page.on("requestfinished", async (request) => {
      if (!isFile(request)) return;
      checked++;
      const status = (await request.response())?.status();
      if (status !== 200) wrong.push(`${path}: ${request.url()} answered ${status}`);
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const sizes = await request.sizes();
      loaded.push({ type, url: request.url(), bytes: sizes.responseBodySize });
    });
    page.on("requestfailed", (request) => {
      if (isFile(request)) wrong.push(`${path}: ${request.url()} failed (${request.failure()?.errorText})`);
    });
    page.on("pageerror", (error) => wrong.push(`${path}: the page threw ${error.message}`));
    await page.goto(base + path, { waitUntil: "networkidle" });
    checked++;
    const shown = await shows(page)
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) wrong.push(`${path}: the page does not show what it should`);
    const sum = (type) => loaded.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0);
    const js = sum("script");
    console.log(
      `${path.padEnd(7)} JavaScript ${(js / KB).toFixed(1).padStart(6)} KB in ${loaded.filter((r) => r.type === "script").length} files, CSS ${(sum("stylesheet") / KB).toFixed(1).padStart(5)} KB (compressed); target JS ≤ 120 KB: ${js <= 120 * KB ? "MET" : "MISSED"}`,
    );
    for (const r of loaded.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`          ${(r.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(r.url).pathname}`);
    }
    await context.close();
  }
  await browser.close();

  if (!process.argv.includes("--no-lighthouse")) {
    for (const { path } of pages) {
      try {
        const out = execFileSync(
          "npx",
          [
            "--yes",
            "lighthouse@12.8.2",
            base + path,
            "--quiet",
            "--output=json",
            "--only-categories=performance,accessibility",
            "--chrome-flags=--headless=new --no-sandbox",
          ],
          { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
        );
        const { categories, audits } = JSON.parse(out);
        const perf = Math.round(categories.performance.score * 100);
        const a11y = Math.round(categories.accessibility.score * 100);
        const cls = audits["cumulative-layout-shift"].numericValue;
        const metric = (id) => audits[id].displayValue.replace(/\s/g, " ");
        console.log(
          `lighthouse mobile ${path.padEnd(7)} performance ${perf} (target ≥ 90: ${perf >= 90 ? "MET" : "MISSED"}), accessibility ${a11y} (target 100: ${a11y === 100 ? "MET" : "MISSED"}), CLS ${cls.toFixed(3)} (target ≤ 0.1: ${cls <= 0.1 ? "MET" : "MISSED"})`,
        );
        console.log(
          `          FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, speed index ${metric("speed-index")}`,
        );
      } catch (error) {
        console.log(
          `lighthouse ${path}: could not run (${String(error instanceof Error ? error.message : error).split("\n")[0]})`,
        );
      }
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const problem of wrong) console.log(`WRONG: ${problem}`);
reportChecks(checked, wrong.length);
