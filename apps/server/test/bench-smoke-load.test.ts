import { describe, it } from "vitest";
import { smokeRun, smokesOf } from "./bench-smoke";

// The benches that load their server from 20 connections (autocannon): see bench-smoke.test.ts.
const { smokes, limit } = smokesOf("load");
describe("the load benches", () => {
  it.each(smokes)("%s, tiny: exits 0, every answer checked", (bench, args, ms) => smokeRun(bench, args, ms), limit);
});
