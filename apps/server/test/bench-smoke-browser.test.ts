import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// The benches that drive Chromium against a server of their own: see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("browser");
describe("the benches in Chromium", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
