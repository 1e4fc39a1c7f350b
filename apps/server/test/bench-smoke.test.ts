import { describe, expect, it } from "vitest";
import { BENCH_SMOKES, benchesInReadme, smokeRun, smokesOf } from "./bench-smoke";

/**
 * A bench is a script nobody runs every day: one that no longer runs against the code it measures
 * (a column the schema now requires, an answer that changed shape) fails here, in a tiny run on
 * tiny data, instead of the day someone needs its figures. Every bench has such a run
 * (test/bench-smoke.ts), shared out over this file and its siblings bench-smoke-*.test.ts; each
 * bench checks the answers it times and fails on a wrong one. Its speed targets are not judged
 * here (it prints them): the benches' figures come from quiet runs (bench/README.md).
 */
describe("the benches", () => {
  it("each have a smoke run, every one bench/README.md lists", () => {
    const listed = benchesInReadme();
    expect(listed.length).toBeGreaterThan(10);
    expect(Object.keys(BENCH_SMOKES).sort()).toEqual([...listed].sort());
  });
});

const { smokes, limit } = smokesOf("main");
describe("the reports and purchase history benches", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
