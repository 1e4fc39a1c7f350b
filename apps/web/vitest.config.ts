import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/*
 * The @point-of-sale browser transports export their module under the "browser" condition only,
 * which the app's build uses and a test in jsdom does not: the tests import the same file by path.
 */
const browserOnly = ["webusb", "webserial", "webbluetooth"].map((kind) => ({
  find: `@point-of-sale/${kind}-receipt-printer`,
  replacement: fileURLToPath(
    new URL(
      `../../node_modules/@point-of-sale/${kind}-receipt-printer/dist/${kind}-receipt-printer.esm.js`,
      import.meta.url,
    ),
  ),
}));

export default defineProject({
  plugins: [react()],
  resolve: { alias: browserOnly },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // fetch is stubbed per test; restore the real one (and any other stub) after each.
    unstubGlobals: true,
    // The files share a worker's modules instead of importing the app again each (half the run's
    // time). What they could share is reset after every test (test/setup.ts: the DOM, local
    // storage, the CSRF token, stubbed globals); no file mocks a module.
    isolate: false,
    // A screen test renders the whole app and clicks through it: a few seconds on a busy runner,
    // where the default 5 s made them fail by the clock rather than by the product.
    testTimeout: 20_000,
  },
});
