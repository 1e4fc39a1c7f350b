import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { e2ePort } from "./chromium";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD } from "./helpers";

// A real outlet's first start: the built server in production mode on an empty data folder opens
// the first-run setup, whose owner then signs in and lands in the back office; no demo account, no
// payment simulator, no ribbon.
// The normal e2e server runs the demo, and shows the ribbon.

const root = fileURLToPath(new URL("..", import.meta.url));
const port = e2ePort + 50;
const base = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let dataDir = "";
let output = "";

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`production server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`production server did not start:\n${output}`);
}

test.describe("production mode from an empty database", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(join(tmpdir(), "kedai-e2e-production-"));
    server = spawn(process.execPath, [join(root, "apps/server/dist/server.mjs")], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        COOKIE_SECURE: "false",
        PUBLIC_URL: base,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    // A first start creates the database and runs every migration: minutes on a slow, busy machine.
    await waitForHealth(Date.now() + 280_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the setup page creates the owner, who signs in; no demo account, simulator or ribbon", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();

    // Any page of an empty shop leads to the setup.
    await page.goto("/admin/menu");
    await expect(page).toHaveURL(`${base}/pengaturan-awal`);
    await expect(page.getByRole("heading", { name: "Pengaturan Awal" })).toBeVisible();
    await expect(page.getByRole("note", { name: "Mode demo" })).toHaveCount(0);
    expect(output).not.toContain("MODE DEMO");

    await page.getByLabel("Nama Pemilik").fill("Rahmat Pemilik");
    await page.getByLabel("Username").fill("rahmat");
    await page.getByLabel("Password", { exact: true }).fill("sandi-pemilik-1");
    await page.getByLabel("Ulangi Password").fill("sandi-pemilik-1");
    await page.getByLabel("Nama Usaha").fill("Crepes Pak Rahmat");
    await page.getByLabel("Nama Outlet Pertama").fill("Outlet Sukajadi");
    await page.getByLabel("Alamat Outlet").fill("Jl. Sukajadi No. 100, Bandung");
    await page.getByLabel("Tarif Pajak (%)").fill("10");
    await page.getByRole("button", { name: "Buat Toko" }).click();
    await expect(page.getByText("Toko siap dipakai")).toBeVisible();

    await page.getByRole("link", { name: "Masuk ke Back Office" }).click();
    await expect(page).toHaveURL(`${base}/admin/login`);
    await page.getByLabel("Username atau Email").fill("rahmat");
    await page.getByLabel("Password", { exact: true }).fill("sandi-pemilik-1");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/admin(\/dashboard)?\/?$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("note", { name: "Mode demo" })).toHaveCount(0);
    // The server signed the owner in, as the shop's admin.
    const profile = await page.request.get("/api/auth/profile");
    expect(await profile.json()).toMatchObject({ username: "rahmat", fullName: "Rahmat Pemilik", role: "admin" });

    // The setup is done for good: the page now leads to the back office (the signed-in owner past
    // its sign-in, to the dashboard), and the API refuses a second owner.
    await page.goto("/pengaturan-awal");
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const again = await page.request.post("/api/setup", {
      headers: { "x-csrf-token": csrf.csrfToken },
      data: {
        fullName: "Penyusup",
        username: "penyusup",
        password: "sandi-penyusup-1",
        companyName: "Ambil Alih",
        outletName: "Outlet Lain",
        outletAddress: "Jl. Lain",
        taxRatePercent: 0,
      },
    });
    expect(again.status()).toBe(409);

    // Signed out, the setup page leads to the sign-in. No demo account and no payment simulator.
    const guest = await browser.newContext({ baseURL: base });
    const guestPage = await guest.newPage();
    await guestPage.goto("/pengaturan-awal");
    await expect(guestPage).toHaveURL(`${base}/admin/login`);
    const guestCsrf = (await (await guest.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    for (const username of ["admin", "kasir", "pelanggan@contoh.id"]) {
      const login = await guest.request.post("/api/auth/login", {
        headers: { "x-csrf-token": guestCsrf.csrfToken },
        data: { username, password: DEMO_PASSWORD },
      });
      expect(login.status(), username).toBe(401);
    }
    expect((await guest.request.get("/api/payments/simulator/checkout/sim-1")).status()).toBe(404);
    expect(await (await guest.request.get("/api/setup")).json()).toEqual({ demoMode: false, needsSetup: false });
    await guest.close();
    await context.close();
  });
});

test("the demo server shows the 'Mode demo' ribbon on the storefront and in the back office", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("note", { name: "Mode demo" })).toBeVisible();
  await page.goto("/admin/login");
  await expect(page.getByRole("note", { name: "Mode demo" })).toBeVisible();
  await context.close();
});
