import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// The cold start of the built server: the start is what it measures, so it starts its own: see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("startup");
describe("the startup bench", () => {
  it.each(smokes)(
    "%s, tiny: exits 0, every answer checked, its first start on an empty data folder",
    // A first install: initdb and every migration in the server's own start, not the run's migrated dump.
    (bench, args, ms) => smokeRun(bench, args, ms, {}, [/^first start \(empty folder, /m]),
    limit,
  );
});
