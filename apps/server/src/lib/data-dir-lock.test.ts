import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("data folder lock", () => {
  it("writes our PID and removes the lock on release", () => {
    const dir = mkdtempSync(join(tmpdir(), "kedai-lock-"));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "kedai.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "kedai.lock"))).toBe(false);
  });

  it("refuses a folder held by another running process, naming it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kedai-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    cleanups.push(() => other.kill());
    writeFileSync(join(dir, "kedai.lock"), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`PID ${other.pid}`);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kedai-lock-"));
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((r) => gone.once("exit", r));
    writeFileSync(join(dir, "kedai.lock"), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "kedai.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
