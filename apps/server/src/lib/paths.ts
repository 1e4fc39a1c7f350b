import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/server, found from this module whether it runs from src/ (tsx, tests) or from the
 * bundle in dist/ (npm start): both sit one level below the folder holding package.json.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("apps/server/package.json not found");
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, "src", "db", "migrations");
export const seedAssetsDir = join(serverRoot, "seed-assets");
export const webDistDir = join(serverRoot, "..", "web", "dist");

const runningFromSource = fileURLToPath(import.meta.url).endsWith(".ts");

/** A program of the server run as a process of its own: src/<name>.ts under tsx, dist/<name>.mjs from the bundle. */
export function serverEntryPoint(name: string): string {
  return runningFromSource ? join(serverRoot, "src", `${name}.ts`) : join(serverRoot, "dist", `${name}.mjs`);
}
