import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { startBuiltServer, stopBenchServer } from "../../../bench/bench-server.mjs";
import { migratedDump, repositoryRoot, SMOKE_NODE_ARGS, smokeRun, smokesOf } from "./bench-smoke";
import { freePort } from "./server-process";

/*
 * The benches of the built app that only read it or add their own orders (see bench-smoke.test.ts)
 * share one built server with the demo data, started here (BENCH_SERVER_PID): a start with the
 * demo data seeded costs more CPU than any of their tiny runs, so each starting its own would
 * cost three times that. The startup and offline-chaos benches start theirs: the start and the
 * kill are what they measure.
 */
const { smokes, limit } = smokesOf("built-app");
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-smoke-"));
let server: Awaited<ReturnType<typeof startBuiltServer>>["child"];
let port: number;

beforeAll(async () => {
  const build = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale())'],
    { cwd: repositoryRoot, encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  port = await freePort();
  server = (await startBuiltServer(port, dataDir, { migratedDump: migratedDump(), nodeArgs: SMOKE_NODE_ARGS })).child;
}, 180_000);

afterAll(async () => {
  if (server) await stopBenchServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the benches of the built app, on one server", () => {
  it.each(smokes)(
    "%s, tiny: exits 0, every answer checked",
    (bench, args, ms) => smokeRun(bench, args, ms, { BENCH_PORT: String(port), BENCH_SERVER_PID: String(server.pid) }),
    limit,
  );
});
