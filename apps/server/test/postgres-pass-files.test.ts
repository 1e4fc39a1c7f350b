import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverTestFilesByDatabase } from "./reaches-test-database.mjs";

const repository = join(import.meta.dirname, "..", "..", "..");
const { database, noDatabase } = serverTestFilesByDatabase();

/** The calls that open a test file's database, however a file reaches them. */
const OPENS_A_DATABASE = /\b(createTestApp|openTestDatabase|createDatabase)\(/;

describe("the PostgreSQL pass's files", () => {
  it("holds every file that opens a test app or database, directly or through a shared fixture", () => {
    expect(database).toContain("apps/server/src/modules/orders/orders.test.ts");
    // Opens its app through test/till-with-xendit.ts, not test/test-app.ts itself.
    expect(database).toContain("apps/server/src/modules/refunds/refunds.test.ts");
    expect(database).toContain("apps/server/test/crash-recovery.test.ts");
    for (const file of noDatabase) {
      expect(readFileSync(join(repository, file), "utf8"), file).not.toMatch(OPENS_A_DATABASE);
    }
  });

  it("leaves out the files that never reach the database under test", () => {
    expect(noDatabase).toEqual(
      expect.arrayContaining([
        "apps/server/src/modules/printing/network-printer.test.ts",
        "apps/server/test/stalled-stdout.test.ts",
        "apps/server/test/bench-smoke.test.ts",
        // Its server's database comes from the run's migrated dump, never the database under test.
        "apps/server/test/bench-smoke-built-app.test.ts",
      ]),
    );
    expect(database.length + noDatabase.length).toBeGreaterThan(100);
  });
});
