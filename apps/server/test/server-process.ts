import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverRoot } from "../src/lib/paths";

let bundleChecked = false;

/**
 * The server bundle `npm start` runs (dist/server.mjs), built first when its sources are newer. The
 * check runs once per test worker; in `npm test` the bundle was built before the tests started.
 */
function serverBundle(): string {
  if (!bundleChecked) {
    const built = spawnSync(
      process.execPath,
      ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale({ only: "server" }))'],
      { cwd: join(serverRoot, "..", ".."), encoding: "utf8" },
    );
    if (built.status !== 0) throw new Error(`building the server failed:\n${built.stdout}${built.stderr}`);
    bundleChecked = true;
  }
  return join(serverRoot, "dist", "server.mjs");
}

/**
 * The real server as an operator runs it (`npm start`: the built bundle): a process of its own on
 * 127.0.0.1 with the given settings (PORT, DATA_DIR or DATABASE_URL...). No demo data unless `env`
 * asks. The bundle, not the sources under tsx: the same code, without transpiling the whole server
 * again at every start (a third of a start's CPU time).
 */
export type ServerProcess = {
  child: ChildProcess;
  /** Settles with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output: () => string;
};

export function startServerProcess(
  env: Record<string, string>,
  {
    ownGroup = false,
  }: { /** In a process group of its own, as a service manager or terminal starts it. */ ownGroup?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, [serverBundle()], {
    cwd: serverRoot,
    detached: ownGroup,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until `base`/api/health answers; fails early when `server` exits first. */
export async function waitForHealth(base: string, server?: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}) before it was healthy:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms${server ? `:\n${server.output()}` : ""}`);
}

/** A port nothing listens on right now (the system picks it), for a server process of a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
