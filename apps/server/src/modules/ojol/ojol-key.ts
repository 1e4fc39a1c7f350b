import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../../config/env";

/** Where demo mode keeps the key it made for itself (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md). */
export const DEMO_KEY_FILE = "ojol-demo.key";

/**
 * The key the platforms' secrets are sealed under: OJOL_SECRET_KEY when set. Without it, demo mode
 * (never in production) makes one of its own once, random, in DATA_DIR (readable by the server's
 * user only), so the demo's links to the fake platforms can be sealed like real ones and the
 * process that seeds the demo and the one that serves it read the same key; outside demo mode there
 * is none, and nothing can be sealed.
 */
export function ojolSecretKey(env: Pick<Env, "OJOL_SECRET_KEY" | "DEMO_MODE" | "DATA_DIR">): string | undefined {
  if (env.OJOL_SECRET_KEY) return env.OJOL_SECRET_KEY;
  if (!env.DEMO_MODE) return undefined;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, DEMO_KEY_FILE);
  try {
    // "wx": the first process to get here writes it; any other reads that one.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}
