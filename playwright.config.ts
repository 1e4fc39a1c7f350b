import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys against the built app on its own port and a fresh data folder (demo data),
 * in Debian's Chromium: a test tool's own browser download cannot work on this machine.
 */
const port = Number(process.env.E2E_PORT ?? 3510);
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
    baseURL: `http://127.0.0.1:${port}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Signs each demo account in once and saves its session for the journeys (e2e/auth.setup.ts).
    { name: "setup", testMatch: /\.setup\.ts$/, use: chrome },
    { name: "chromium", dependencies: ["setup"], use: chrome },
  ],
  webServer: {
    command: "node apps/server/dist/server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    },
  },
});
