// `npm test`: every test — unit and API (Vitest, real embedded database), then the browser journeys
// (Playwright driving Debian's Chromium against the built app). Ends with one summary line.
//   --unit  only Vitest      --e2e  only the browser journeys      other arguments go to the runner
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
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

if (only === null) {
  // Lint, format and types first: they fail in seconds instead of after the whole suite.
  const lint = spawnSync(process.execPath, [bin("@biomejs/biome", "bin/biome"), "check", "."], {
    cwd: root,
    stdio: "inherit",
  });
  if (lint.status !== 0) {
    console.error("[kedai] biome check failed (run: npx biome check --write .)");
    ok = false;
  }
  // bench/ too: a bench that no longer compiles against the code it measures fails here, not on its next run.
  for (const project of ["packages/shared", "apps/server", "apps/web", "e2e", "bench"]) {
    const result = spawnSync(process.execPath, [bin("typescript", "bin/tsc"), "--noEmit", "-p", project], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error(`[kedai] typecheck failed in ${project}`);
      ok = false;
    }
  }
  // The OpenAPI document of /api/docs must pass the rules of redocly.yaml (0 errors).
  const openapi = spawnSync(process.execPath, [join(root, "scripts", "lint-openapi.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (openapi.status !== 0) ok = false;
}

if (only === null) {
  // Every user-facing string of the product's specification must live in the product. The checker
  // ships with the specification, next to this repository, not in it: where it is absent (a
  // checkout on its own) the step says so and is left out.
  const specStrings = process.env.SPEC_STRINGS ?? join(root, "..", "shared", "tools", "spec-strings");
  if (existsSync(specStrings)) {
    const result = spawnSync(process.execPath, [specStrings, "--strict"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error("[kedai] spec strings missing from the product (listed above)");
      ok = false;
    }
  } else if (process.env.CI) {
    // CI must check what it claims to: a missing checker is a broken set-up, not a pass.
    console.error(`[kedai] spec strings: no checker at ${specStrings} (CI needs it; set SPEC_STRINGS)`);
    ok = false;
  } else {
    console.log(`[kedai] spec strings: no checker at ${specStrings}, step left out`);
    leftOut.push(`spec strings check: no checker at ${specStrings} (set SPEC_STRINGS to its path)`);
  }
}

if (only !== "e2e") {
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
