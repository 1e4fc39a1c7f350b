// `npm run lint:openapi`: writes the API's OpenAPI document (the app built without listening, as
// /api/docs/json serves it) and lints it with the rules of redocly.yaml. Fails on any error;
// warnings are printed. Run by `npm test` with the other lint steps.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./build-if-stale.mjs";

const dir = mkdtempSync(join(tmpdir(), "kedai-openapi-lint-"));
const file = join(dir, "openapi.json");
const run = (command, args) =>
  spawnSync(process.execPath, [command, ...args], { cwd: root, stdio: "inherit", env: process.env }).status;

try {
  const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
  if (run(tsx, [join(root, "apps/server/src/cli/openapi.ts"), file]) !== 0) {
    console.error("[kedai] OpenAPI: the document could not be written");
    process.exit(1);
  }
  const redocly = join(root, "node_modules", "@redocly", "cli", "bin", "cli.js");
  const status = run(redocly, ["lint", "--config", join(root, "redocly.yaml"), "--format", "stylish", file]);
  if (status !== 0) console.error("[kedai] OpenAPI lint failed (the rules of redocly.yaml)");
  process.exit(status ?? 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
