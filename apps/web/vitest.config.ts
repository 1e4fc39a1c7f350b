import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // fetch is stubbed per test; restore the real one (and any other stub) after each.
    unstubGlobals: true,
    // A screen test renders the whole app and clicks through it: a few seconds on a busy 2-core
    // machine, where the default 5 s made them fail by the clock rather than by the product.
    testTimeout: 20_000,
  },
});
