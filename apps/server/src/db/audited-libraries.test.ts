import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDITED_LIBRARIES } from "./audited-libraries";

const require = createRequire(import.meta.url);
const serverPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

/** The version actually installed: the package.json next to the entry Node resolves. */
function installedVersion(name: string): string {
  let folder = dirname(require.resolve(name));
  while (!folder.endsWith(join("node_modules", ...name.split("/")))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string }).version;
}

describe("libraries whose internals Kedai uses or patches", () => {
  for (const [name, { version, recheck }] of Object.entries(AUDITED_LIBRARIES)) {
    it(`${name} is the audited ${version}`, () => {
      const advice = `${name} is not the audited ${version}: re-check ${recheck.join(", ")} against it (private fields and methods they use, or the patch), then update db/audited-libraries.ts`;
      expect(serverPackage.dependencies[name], advice).toBe(version);
      expect(installedVersion(name), advice).toBe(version);
    });
  }
});
