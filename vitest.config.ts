import { defineConfig } from "vitest/config";

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
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/migrated-database.global.ts"],
          // On the embedded database the files share a worker's modules instead of importing the
          // whole app (and PGlite) again each: the run takes half the time. They share nothing else:
          // each opens its own database and app, and none mocks a module or changes the
          // environment. On PostgreSQL each file still gets fresh modules: there, an app whose
          // modules an earlier file's app had used hung for 30 s on its first request after
          // PostgreSQL dropped all its connections (database-connections-dropped.test.ts, in full
          // runs only; not yet understood), and isolation costs little (141 s against 129 s).
          isolate: !process.env.TEST_DATABASE_URL,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
