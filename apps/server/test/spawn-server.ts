import { spawn } from "node:child_process";
import { join } from "node:path";
import { serverRoot } from "../src/lib/paths";

/**
 * The real server (src/server.ts under tsx) as a process of its own, as an operator runs it, with
 * `env` on top of this process's environment; `output` is everything it printed so far.
 */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", join(serverRoot, "src/server.ts")], {
    cwd: serverRoot,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until the server at `base` answers its health check (a first start on a busy machine takes a while). */
export async function waitForHealth(base: string, timeoutMs = 55_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}
