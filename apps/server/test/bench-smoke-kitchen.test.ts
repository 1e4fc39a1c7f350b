import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// The benches whose orders print kitchen tickets (a fake printer in the bench): see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("kitchen");
describe("the kitchen ticket benches", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
