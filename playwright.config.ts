import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch, e2ePort } from "./e2e/chromium";

/**
 * Browser journeys against the built app on its own port and a fresh data folder (demo data),
 * in the system's Chromium (Debian's package; CHROMIUM_PATH for another): no browser download is
 * needed, so the suite also runs where the network allows none.
 */

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "kedai-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // config is evaluated again in workers: keep one folder

const chrome = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // A trace records every paint of the page (its screencast) and a DOM snapshot per action: with it
    // on, each journey cost 70 % more CPU (105 s against 62 s for the same three spec files), and
    // the journeys are CPU-bound. CI retries a failed journey once and records the retry's trace;
    // locally, `npx playwright test --trace on` records one for a journey under study.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [
    // Signs each demo account in once and saves its session for the journeys (e2e/auth.setup.ts).
    // Its teardown, "alone", runs once every project that depends on it has finished.
    { name: "setup", testMatch: /\.setup\.ts$/, teardown: "alone", use: chrome },
    // The journeys, two at a time on one shared server and database.
    { name: "chromium", dependencies: ["setup"], grepInvert: /@alone/, use: chrome },
    // Journeys that change what every other journey depends on (the shop's opening hours, the
    // server's clock), tagged { tag: "@alone" }: they run after all the others, one at a time.
    // A teardown rather than a dependent of "chromium": a dependent would make a run of one spec
    // file run every journey first.
    { name: "alone", testMatch: /\.spec\.ts$/, grep: /@alone/, workers: 1, use: chrome },
  ],
  webServer: {
    command: "node apps/server/dist/server.mjs",
    url: `http://127.0.0.1:${e2ePort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // Where the payment page sends the customer back: the address the journeys browse.
      PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // The journeys' fake printers listen on 127.0.0.1.
      PRINTERS_ON_LOOPBACK: "true",
    },
  },
});
