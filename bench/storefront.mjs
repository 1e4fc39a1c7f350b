// bench/storefront: what a customer's phone downloads for the storefront's first pages. The built
// server (demo data, a fresh folder) is opened in Chromium at 375×812, and for `/` and `/order` the
// compressed bytes of JavaScript and CSS the page loaded are summed (as sent over the wire), then
// Lighthouse's mobile performance and accessibility scores for both pages, with the metrics the
// performance score is made of (Lighthouse from npm, driving the same Chromium; skipped with
// --no-lighthouse).
// Targets (issue 37): ≤ 120 KB of compressed JavaScript on first load; Lighthouse performance ≥ 90,
// accessibility 100, cumulative layout shift ≤ 0.1. Usage: node bench/storefront.mjs [--no-lighthouse]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { chromiumPath, startBuiltServer, stopBenchServer } from "./bench-server.mjs";

const port = 3630;
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/order"];
const KB = 1024;

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-storefront-"));
const { child: server } = await startBuiltServer(port, dataDir);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  console.log(`storefront at 375×812 (load average ${loadavg()[0].toFixed(1)})`);
  for (const path of pages) {
    // A new context per page: a first visit, nothing cached.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    const loaded = [];
    page.on("requestfinished", async (request) => {
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const sizes = await request.sizes();
      loaded.push({ type, url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
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
    for (const path of pages) {
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
        console.log(`lighthouse ${path}: could not run (${String(error.message).split("\n")[0]})`);
      }
    }
  }
} finally {
  await stopBenchServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
