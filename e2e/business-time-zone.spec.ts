import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../apps/server/test/server-process";
import { expect, test } from "./fixtures";
import { DEMO_ACCOUNTS } from "./helpers";

/**
 * One business time zone, server and browser: a shop in Bali (WITA, UTC+8) seen from a browser in
 * New York shows the shop's clock, not the browser's (docs/business-rules.md#time-zone). This spec
 * starts a server of its own with BUSINESS_TIMEZONE=Asia/Makassar next to the suite's WIB one.
 */
test.use({ timezoneId: "America/New_York" });
test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let base: string;
const dataDir = mkdtempSync(join(tmpdir(), "kedai-e2e-wita-"));

const OWNER = { username: "pemilik", password: "rahasia123" };

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["apps/server/dist/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // No demo data: the first start stays short; the first admin is made from the settings.
      SEED_DEMO: "false",
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: "warn",
      BUSINESS_TIMEZONE: "Asia/Makassar",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (const deadline = Date.now() + 400_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`the WITA server exited (${server.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the WITA server did not start");
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
  rmSync(dataDir, { recursive: true, force: true });
});

test("the POS clock shows the shop's WITA time in a browser set to New York", async ({ page }) => {
  // 16:30 UTC: 00.30 on 23 Nov in Bali, 23.30 on 22 Nov in Jakarta, 11.30 on 22 Nov in New York.
  await page.clock.setFixedTime(new Date("2026-11-22T16:30:00Z"));
  await page.goto(`${base}/login`);
  await page.getByLabel("Username atau Email").fill(OWNER.username);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(DEMO_ACCOUNTS.admin.home);
  await page.goto(`${base}/pos`);
  await expect(page.getByText("00.30.00", { exact: true })).toBeVisible();
  await expect(page.getByText("23 Nov 2026", { exact: true })).toBeVisible();
});
