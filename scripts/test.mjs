// `npm test`: every test — unit and API (Vitest, real embedded database), then the browser journeys
// (Playwright driving Debian's Chromium against the built app). Ends with one summary line.
//   --unit  only Vitest      --e2e  only the browser journeys      other arguments go to the runner
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const args = process.argv.slice(2);
const only = args.includes("--unit") ? "unit" : args.includes("--e2e") ? "e2e" : null;
const passThrough = args.filter((a) => a !== "--unit" && a !== "--e2e");
const resultsDir = join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });

const bin = (pkg, file) => join(root, "node_modules", pkg, file);
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

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
  for (const project of ["packages/shared", "apps/server", "apps/web"]) {
    const result = spawnSync(process.execPath, [bin("typescript", "bin/tsc"), "--noEmit", "-p", project], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error(`[kedai] typecheck failed in ${project}`);
      ok = false;
    }
  }
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
  } else {
    console.log(`[kedai] spec strings: no checker at ${specStrings}, step left out`);
  }
}

if (only !== "e2e") {
  const report = join(resultsDir, "vitest.json");
  runStep(
    "vitest",
    bin("vitest", "vitest.mjs"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...passThrough],
    report,
    (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
      skipped: r.numPendingTests + r.numTodoTests,
    }),
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

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
