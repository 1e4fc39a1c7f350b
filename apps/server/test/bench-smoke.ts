import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, inject } from "vitest";
import { benchNodeArgs } from "../../../bench/bench-server.mjs";
import { serverRoot } from "../src/lib/paths";
import { freePort } from "./server-process";

const run = promisify(execFile);
export const repositoryRoot = join(serverRoot, "..", "..");

/**
 * Which test file runs a bench's smoke: bench-smoke.test.ts ("main") or bench-smoke-<file>.test.ts.
 * The vitest config runs two files at a time, so the benches are shared out by their cost (bench/README.md
 * has the figures) for the two workers to finish together; the built app's benches that only read
 * it or add their own orders share one server ("built-app").
 */
export type SmokeFile = "main" | "load" | "kitchen" | "browser" | "built-app" | "startup" | "chaos";

/**
 * Every bench of bench/README.md's table (its script, as the table names it) and its tiny run:
 * the script's arguments for seconds on tiny data, the same code paths, every answer checked as in
 * a full run. `seconds` is the test's time limit.
 */
export const BENCH_SMOKES: Record<string, { args: string[]; file: SmokeFile; seconds: number }> = {
  "bench/reports/run.mjs": { args: ["200", "--runs", "1", "--embedded-only"], file: "main", seconds: 150 },
  "bench/purchases.ts": { args: ["2", "500"], file: "main", seconds: 120 },
  "bench/pos-orders.mjs": { args: ["0.5", "--embedded-only"], file: "load", seconds: 150 },
  "bench/menu.mjs": { args: ["0.25", "50"], file: "load", seconds: 120 },
  "bench/print.mjs": { args: ["0.5"], file: "kitchen", seconds: 150 },
  "bench/ojol.ts": { args: ["--rate=4", "--seconds=3", "--tills=2"], file: "kitchen", seconds: 150 },
  "bench/pos-tap.mjs": { args: ["4", "--full-speed-only"], file: "browser", seconds: 150 },
  "bench/xlsx-writers.mjs": { args: ["100", "--runs", "1", "--only-web"], file: "browser", seconds: 120 },
  // In this order on the one server: the reads first, then the orders.
  "bench/storefront.mjs": { args: ["--no-lighthouse"], file: "built-app", seconds: 120 },
  "bench/soak.mjs": { args: ["2"], file: "built-app", seconds: 120 },
  "bench/offline-sync.mjs": { args: ["20"], file: "built-app", seconds: 150 },
  "bench/startup.mjs": { args: ["1"], file: "startup", seconds: 150 },
  "bench/offline-chaos.mjs": { args: ["5", "--up=0.2"], file: "chaos", seconds: 240 },
};

/** The bench scripts bench/README.md's table lists (`node [--import tsx] bench/… [args]`). */
export function benchesInReadme(): string[] {
  const readme = readFileSync(join(repositoryRoot, "bench", "README.md"), "utf8");
  return [...readme.matchAll(/^\| `node (?:--import tsx )?(bench\/[^\s`]+)/gm)].map((match) => match[1]);
}

/** The smokes one test file runs, [bench, args, time limit in ms], and the longest limit among them. */
export function smokesOf(file: SmokeFile): { smokes: [string, string[], number][]; limit: number } {
  const smokes = Object.entries(BENCH_SMOKES)
    .filter(([, smoke]) => smoke.file === file)
    .map(([bench, smoke]): [string, string[], number] => [bench, smoke.args, smoke.seconds * 1000]);
  return { smokes, limit: Math.max(...smokes.map(([, , limit]) => limit)) };
}

/**
 * Node's flags for every process of a smoke run (the bench, and through BENCH_SERVER_NODE_ARGS the
 * servers it starts): WebAssembly compiled by the baseline compiler only. The embedded database is
 * a large WebAssembly module that V8 otherwise compiles again, optimised, in the background: about
 * 2,5 s of CPU per process that a run of seconds never earns back.
 */
export const SMOKE_NODE_ARGS = ["--liftoff-only"];

/**
 * The dump of a migrated embedded database this run's global setup made (migrated-database.global.ts):
 * a bench's new database starts from it instead of running initdb and every migration again
 * (bench/bench-database.ts), about 12 s of CPU less per database.
 */
export const migratedDump = (): string => {
  const dump = inject("migratedDatabaseDump");
  if (!dump) throw new Error("the benches' smoke runs are for the embedded pass");
  return dump;
};

/**
 * Runs a bench's tiny run as a shell would (Node, the repository as working folder, on a free
 * port unless `env` names one: a bench run by hand on the same machine keeps its own) and checks
 * what every bench promises: it exits 0, and its last line says it checked the answers it timed,
 * none wrong (bench/bench-server.mjs, reportChecks). Its speed targets are printed, not judged here.
 * Its TypeScript runs bundled, not under tsx (BENCH_BUNDLE, bench/bench-server.mjs's benchNodeArgs):
 * the same code, about 3 s of CPU less per process. `printed`: lines its output must hold too.
 */
export async function smokeRun(
  bench: string,
  args: string[],
  timeoutMs: number,
  env: Record<string, string> = {},
  printed: RegExp[] = [],
): Promise<void> {
  const script = bench.endsWith(".ts") ? await benchNodeArgs(bench.slice("bench/".length), { bundle: true }) : [bench];
  const { NODE_ENV: _test, ...shell } = process.env;
  let output: { stdout: string; stderr: string };
  try {
    output = await run(process.execPath, [...SMOKE_NODE_ARGS, ...script, ...args], {
      cwd: repositoryRoot,
      env: {
        ...shell,
        BENCH_PORT: String(await freePort()),
        BENCH_MIGRATED_DUMP: migratedDump(),
        BENCH_SERVER_NODE_ARGS: SMOKE_NODE_ARGS.join(" "),
        BENCH_BUNDLE: "1",
        ...env,
      },
      timeout: timeoutMs - 5_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
    throw new Error(
      `node ${bench} ${args.join(" ")} failed (exit ${failed.code ?? failed.signal}):\n` +
        `${failed.stdout?.slice(-4000)}\n${failed.stderr?.slice(-4000)}`,
    );
  }
  expect(output.stdout).toMatch(/^answers checked: [1-9]\d*, wrong: 0$/m);
  for (const line of printed) expect(output.stdout).toMatch(line);
}
