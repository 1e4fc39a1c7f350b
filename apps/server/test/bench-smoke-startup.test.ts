import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// The cold start of the built server: the start is what it measures, so it starts its own: see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("startup");
describe("the startup bench", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
