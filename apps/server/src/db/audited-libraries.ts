/**
 * Library versions whose internals Kedai's statement layer was checked against. `db/prepared.ts`
 * lends a Drizzle prepared query to another handle by replacing its private `client` field and calls
 * `session.prepareQuery` positionally; `db/embedded-statements.ts` drives PGlite through its
 * underscore methods (`_runExclusiveQuery`, `_runExclusiveTransaction`) and the wire protocol
 * (`execProtocol`, `protocol.serialize`, `parse.parseDescribeStatementResults`). Neither is public
 * API, so an upgrade may break them silently: `audited-libraries.test.ts` fails until someone has
 * re-read these files against the new version and moved the number here (ADR 0023).
 *
 * postgres.js is patched (`patches/postgres+<version>.patch`, applied by `npm install`): a connection
 * whose socket closed with a write pending could never send again, so requests waited 30 s for
 * connect_timeout after PostgreSQL dropped the app's connections. An upgrade must carry the fix,
 * upstream or as a new patch, and pass `postgres-reconnect.test.ts`.
 */
export const AUDITED_LIBRARIES = {
  "drizzle-orm": {
    version: "0.45.4",
    recheck: ["apps/server/src/db/prepared.ts", "apps/server/src/db/prepared.test.ts"],
  },
  postgres: {
    version: "3.4.9",
    recheck: ["patches/postgres+3.4.9.patch", "apps/server/src/db/postgres-reconnect.test.ts"],
  },
  "@electric-sql/pglite": {
    version: "0.5.16",
    recheck: ["apps/server/src/db/embedded-statements.ts", "apps/server/src/db/embedded-statements.test.ts"],
  },
} as const;
