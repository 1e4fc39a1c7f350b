/**
 * How the journeys start Chromium: the system's headless shell (Debian's chromium-headless-shell,
 * which scripts/ensure-chromium.mjs installs; CHROMIUM_PATH for another), so no browser download is
 * needed, without the background work that only slows a test run down. The shell is the same
 * Chromium without the window machinery a person's browser needs: the journeys run about a fifth
 * faster. A spec that needs one more switch adds it to `args`.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** The port of the app the journeys browse (playwright.config.ts starts it there). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3510);
