// `npm test`: every test — unit and API (Vitest, real embedded database), then the browser journeys
// (Playwright driving Debian's Chromium against the built app). Ends with one summary line.
//   --unit  only Vitest      --e2e  only the browser journeys      other arguments go to the runner
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { serverTestFilesByDatabase } from "../apps/server/test/reaches-test-database.mjs";
import { buildIfStale, root } from "./build-if-stale.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const args = process.argv.slice(2);
const only = args.includes("--unit") ? "unit" : args.includes("--e2e") ? "e2e" : null;
const passThrough = args.filter((a) => a !== "--unit" && a !== "--e2e");
const resultsDir = join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });

const bin = (pkg, file) => join(root, "node_modules", pkg, file);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What was left out and why, said again at the very end where a newcomer looks. */
const leftOut = [];
let ok = true;

/**
 * The Vitest tests that did not run, grouped by why: the PostgreSQL-only ones (TEST_DATABASE_URL not
 * set), the embedded-database-only ones (it is set), others skipped in the code.
 */
function skippedVitestTests(report) {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const groups = new Map();
  for (const file of report.testResults ?? []) {
    const skipped = (file.assertionResults ?? []).filter(
      (t) => t.status === "pending" || t.status === "skipped" || t.status === "todo",
    );
    if (skipped.length === 0) continue;
    const mentionsPostgres = existsSync(file.name) && readFileSync(file.name, "utf8").includes("TEST_DATABASE_URL");
    const why = !mentionsPostgres
      ? "skipped in the code"
      : onPostgres
        ? "embedded database only (TEST_DATABASE_URL is set)"
        : "PostgreSQL only: TEST_DATABASE_URL is not set (see README, Tes di PostgreSQL)";
    const names = groups.get(why) ?? [];
    for (const test of skipped) names.push(`${relative(root, file.name)}: ${test.fullName ?? test.title}`);
    groups.set(why, names);
  }
  return [...groups].map(([why, names]) => `${names.length} test(s) ${why}\n      ${names.join("\n      ")}`);
}

function runStep(name, command, commandArgs, reportFile, count) {
  rmSync(reportFile, { force: true });
  const result = spawnSync(process.execPath, [command, ...commandArgs], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) ok = false;
  if (!existsSync(reportFile)) {
    console.error(`[kedai] ${name}: no report written (exit ${result.status}).`);
    ok = false;
    return;
  }
  const counted = count(JSON.parse(readFileSync(reportFile, "utf8")));
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (counted.passed + counted.failed === 0) {
    console.error(`[kedai] ${name}: no test ran.`);
    ok = false;
  }
}

/**
 * Runs `steps` (each a node script and its arguments) `parallel` at a time, the output of each held
 * and printed whole once it ends, so two never interleave; answers the names of those that failed.
 * The checks are single-threaded (tsc, biome's runner, the build's bundlers most of their time):
 * one per core instead of one after the other.
 */
async function runSideBySide(steps, parallel = Math.max(1, availableParallelism())) {
  const failed = [];
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = Date.now();
      const { status, output } = await new Promise((resolve) => {
        const child = spawn(process.execPath, step.args, { cwd: root, env: process.env });
        const chunks = [];
        child.stdout.on("data", (chunk) => chunks.push(chunk));
        child.stderr.on("data", (chunk) => chunks.push(chunk));
        child.on("close", (code) => resolve({ status: code, output: Buffer.concat(chunks).toString() }));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`[kedai] ${step.name} (${seconds} s)\n${output}`);
      if (status !== 0) {
        console.error(`[kedai] ${step.failure}`);
        failed.push(step.name);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

/**
 * The projects `npm run typecheck` checks, read from its script: the suite checks exactly those
 * (the apps first, the longest), so a project added there is checked here too.
 */
const typecheckedProjects = [
  ...JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.typecheck.matchAll(/-p (\S+)/g),
].map((match) => match[1]);
const isApp = (project) => project.startsWith("apps/");

const typechecks = (projects) =>
  projects.map((project) => ({
    name: `typecheck ${project}`,
    args: [bin("typescript", "bin/tsc"), "--noEmit", "-p", project],
    failure: `typecheck failed in ${project}`,
  }));

if (only === null) {
  // Lint, format and types first: they fail in a minute instead of after the whole suite.
  // The longest first, so the last one to end does not start late.
  const steps = [
    // The build the journeys (and a web test reading its manifest) need, when stale: made beside
    // the checks rather than during the Vitest run.
    {
      name: "build if stale",
      args: ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale())'],
      failure: "build failed",
    },
    ...typechecks(typecheckedProjects.filter(isApp)),
    // The OpenAPI document of /api/docs must pass the rules of redocly.yaml (0 errors).
    { name: "OpenAPI lint", args: [join(root, "scripts", "lint-openapi.mjs")], failure: "OpenAPI lint failed" },
    {
      name: "biome check",
      args: [bin("@biomejs/biome", "bin/biome"), "check", "."],
      failure: "biome check failed (run: npx biome check --write .)",
    },
    // bench/ too: a bench that no longer compiles against the code it measures fails here, not on its next run.
    ...typechecks(typecheckedProjects.filter((project) => !isApp(project))),
  ];
  // Every user-facing string of the product's specification must live in the product. The checker
  // ships with the specification, next to this repository, not in it: where it is absent (a
  // checkout on its own) the step says so and is left out.
  const specStrings = process.env.SPEC_STRINGS ?? join(root, "..", "shared", "tools", "spec-strings");
  if (existsSync(specStrings)) {
    steps.push({
      name: "spec strings",
      args: [specStrings, "--strict"],
      failure: "spec strings missing from the product (listed above)",
    });
  } else if (process.env.CI) {
    // CI must check what it claims to: a missing checker is a broken set-up, not a pass.
    console.error(`[kedai] spec strings: no checker at ${specStrings} (CI needs it; set SPEC_STRINGS)`);
    ok = false;
  } else {
    console.log(`[kedai] spec strings: no checker at ${specStrings}, step left out`);
    leftOut.push(`spec strings check: no checker at ${specStrings} (set SPEC_STRINGS to its path)`);
  }
  if ((await runSideBySide(steps)).length > 0) ok = false;
}

if (only !== "e2e") {
  // The benches' smoke runs among the Vitest files drive Chromium too (apps/server/test/bench-smoke*.test.ts);
  // the PostgreSQL pass leaves them out.
  if (!process.env.TEST_DATABASE_URL) ensureChromium();
  if (process.env.TEST_DATABASE_URL) {
    const { noDatabase } = serverTestFilesByDatabase();
    leftOut.push(
      `${noDatabase.length} server test file(s) that never open the database under test: they ran in the embedded pass\n      ${noDatabase.join("\n      ")}`,
    );
  }
  const report = join(resultsDir, "vitest.json");
  runStep(
    "vitest",
    bin("vitest", "vitest.mjs"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...passThrough],
    report,
    (r) => {
      leftOut.push(...skippedVitestTests(r));
      return {
        passed: r.numPassedTests,
        failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
        skipped: r.numPendingTests + r.numTodoTests,
      };
    },
  );
}

if (only !== "unit") {
  ensureChromium();
  buildIfStale();
  const report = join(resultsDir, "e2e.json");
  runStep("playwright", bin("@playwright/test", "cli.js"), ["test", ...passThrough], report, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }));
}

if (leftOut.length) console.log(`\n[kedai] left out:\n  - ${leftOut.join("\n  - ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
