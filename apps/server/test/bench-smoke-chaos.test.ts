import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// Two tills, the network cut, the server killed once: it owns its server: see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("chaos");
describe("the offline chaos bench", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
