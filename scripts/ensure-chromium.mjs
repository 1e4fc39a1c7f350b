// Browser tests drive Debian's Chromium headless shell (a test tool's own browser download cannot
// work here): the same Chromium without the browser's window machinery, which made every journey
// about a fifth slower. Installs it when missing and we are root; otherwise says how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The same default as e2e/chromium.ts, where the journeys launch it.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const debianPackage = "chromium-headless-shell";

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium tidak ditemukan di ${chromiumPath}. Pasang dulu: sudo apt-get update && sudo apt-get install -y ${debianPackage} ` +
        "(atau set CHROMIUM_PATH ke Chromium yang ada).",
    );
    process.exit(1);
  }
  console.log(`[kedai] Chromium belum ada: memasang paket Debian ${debianPackage}…`);
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", debianPackage],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      console.error(`[kedai] Gagal memasang ${debianPackage} lewat apt-get.`);
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
