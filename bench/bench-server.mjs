// Starting and stopping the servers benchmarks measure: a TypeScript entry under bench/ that seeds
// its data, listens, then prints one JSON line (what it seeded) on stdout; or the built server
// itself, as `npm start` runs it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { root } from "../scripts/build-if-stale.mjs";

/** Starts `bench/<script>` on `port` with `env` added; resolves to the child and its JSON line. */
export async function startBenchServer(script, port, env) {
  const server = spawn(process.execPath, ["--import", "tsx", join(root, "bench", script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = await new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: server.stdout }).once("line", (line) => resolve(JSON.parse(line)));
  });
  return { server, ...ready };
}

/** Stops a server started by either function and waits for it to exit. */
export async function stopBenchServer(server) {
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

/**
 * Starts the built server (apps/server/dist) on `port` with its data in `dataDir` (embedded
 * database, demo data on an empty folder); resolves once /api/health answers, with the time that took.
 */
export async function startBuiltServer(port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, readyMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 20));
  }
}
