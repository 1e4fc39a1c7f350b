import { fork } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { serverEntryPoint } from "../lib/paths";
import { embeddedDatabaseDir } from "./client";

/** True when DATA_DIR holds no embedded database yet (no folder, or an empty one). */
export function isBrandNewDatabase(dataDir: string): boolean {
  const dir = embeddedDatabaseDir(dataDir);
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Creates the embedded database of a brand-new DATA_DIR in a child process that exits afterwards
 * (first-start.ts): creating a PostgreSQL cluster inside WebAssembly grows the heap to ≈ 850 MB, and a
 * WebAssembly heap never shrinks, so only a process that ends gives that memory back (ADR 0010).
 * The caller holds the data-folder lock for the child. A failed attempt removes what it wrote, so the
 * next start begins again from nothing instead of opening half a database.
 */
export async function runFirstStartProcess(dataDir: string): Promise<void> {
  // Its log lines go out through this process's stdout and stderr (they read like the server's), over
  // pipes of its own: a child sharing our stdout would, as it exits, put the blocking mode it found
  // back on it, and a blocking stdout nobody reads freezes the server (lib/log-destination.ts).
  const child = fork(serverEntryPoint("first-start"), { stdio: ["inherit", "pipe", "pipe", "ipc"] });
  child.stdout?.on("data", (chunk) => process.stdout.write(chunk));
  child.stderr?.on("data", (chunk) => process.stderr.write(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code === 0) return;
  rmSync(embeddedDatabaseDir(dataDir), { recursive: true, force: true });
  throw new Error(`Pembuatan database baru gagal (kode keluar ${code}); lihat pesan di atas.`);
}
