import { defineConfig } from "vitest/config";
import { serverTestFilesByDatabase } from "./apps/server/test/reaches-test-database.mjs";

// The PostgreSQL pass (TEST_DATABASE_URL set) runs the server files that open the database under
// test; the others run the same code in both passes and run once, in the embedded one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Each server test file opens its own database (an embedded PostgreSQL of a few hundred MB):
    // two files at a time keep a small CI runner or laptop responsive.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "shared",
          include: ["packages/shared/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: onPostgres
            ? serverTestFilesByDatabase().database
            : ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/migrated-database.global.ts"],
          // The files share a worker's modules instead of importing the whole app (and PGlite) again
          // each: the run takes half the time. They share nothing else: each opens its own database
          // and app, none mocks a module or changes the environment, and one that changes a
          // process-wide default (the business time zone) puts it back.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
