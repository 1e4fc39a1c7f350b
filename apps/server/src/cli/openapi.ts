import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { parseEnv } from "../config/env";
import { openDatabase } from "../db/client";

/**
 * Writes the API's OpenAPI document (what /api/docs/json serves) to the file named by the first
 * argument, or to stdout: the app is built on a throwaway in-memory database and never listens.
 * `scripts/lint-openapi.mjs` lints the result.
 */
async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "kedai-openapi-"));
  const env = parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openDatabase({ engine: "pglite" });
  const app = await buildApp({ env, database, logger: false, webDist: join(dataDir, "no-web") });
  try {
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    const file = process.argv[2];
    if (file) writeFileSync(file, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
