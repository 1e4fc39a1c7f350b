import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A bench is a script nobody runs every day: one that no longer runs against the code it measures
 * (a column the schema now requires, an answer that changed shape) fails here, in a run of a second
 * on tiny data, instead of the day someone needs its figures. Each bench checks the answers it times
 * and fails on a wrong one; its speed targets are not judged here (it prints them), the benches'
 * figures come from quiet runs (bench/README.md).
 */
describe("the benches run", () => {
  it.each([
    ["reports (200 orders, one run per call)", ["bench/reports/run.mjs", "200", "--runs", "1", "--embedded-only"]],
    ["pos-orders (20 tills for 1 s)", ["bench/pos-orders.mjs", "1", "--embedded-only"]],
  ])(
    "%s: on the embedded database, every answer passing its check",
    async (_, args) => {
      const { stdout } = await run(process.execPath, args, { cwd: root, timeout: 150_000 });
      expect(stdout).toMatch(/target/);
      expect(stdout).not.toMatch(/wrong answers [1-9]/);
    },
    180_000,
  );
});
