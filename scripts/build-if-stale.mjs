// Builds the web app and the server bundle when their sources are newer than the output,
// so `npm start` on a fresh clone builds once and later starts skip straight to the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** The newest modification time of a file under `path` (node_modules and dist left out). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(label, command, args, cwd) {
  console.log(`[kedai] ${label}…`);
  // Always the production build, whoever asks: Vite keeps a NODE_ENV it inherits, and a build made
  // from inside the tests (NODE_ENV=test) was a development build without the till's service
  // worker and with React's slow development checks, which the browser journeys then used.
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`[kedai] ${label} gagal (kode ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

const targets = [
  {
    label: "membangun aplikasi web",
    output: join(root, "apps/web/dist/index.html"),
    sources: [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/vite-plugins",
      "apps/web/public",
      "packages/shared/src",
    ],
    build: () =>
      run(
        "membangun aplikasi web",
        process.execPath,
        [join(root, "node_modules/vite/bin/vite.js"), "build"],
        join(root, "apps/web"),
      ),
  },
  {
    label: "membangun server",
    output: join(root, "apps/server/dist/server.mjs"),
    sources: ["apps/server/src", "apps/server/build.mjs", "packages/shared/src"],
    build: () => run("membangun server", process.execPath, ["build.mjs"], join(root, "apps/server")),
  },
];

/**
 * `only`: "server" builds just the server bundle (a test that starts the server as `npm start` does).
 * @param {{ force?: boolean; only?: "server" }} [options]
 */
export function buildIfStale({ force = false, only } = {}) {
  for (const target of only === "server" ? targets.slice(1) : targets) {
    const built = newestMtime(target.output);
    const source = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (force || built === 0 || source > built) target.build();
  }
}
