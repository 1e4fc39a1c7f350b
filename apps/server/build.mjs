// Bundles the server (and the shared package it imports as TypeScript) into dist/server.mjs.
// npm packages stay external: they are installed next to it. Migrations are read from src/.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@kedai/"));

await build({
  entryPoints: { server: "src/server.ts", "first-start": "src/first-start.ts", cli: "src/cli/index.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});
