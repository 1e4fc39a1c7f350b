// Starting and stopping a bench's own server: a TypeScript entry under bench/ that seeds its data,
// listens, then prints one JSON line (what it seeded) on stdout.
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

export async function stopBenchServer(server) {
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}
