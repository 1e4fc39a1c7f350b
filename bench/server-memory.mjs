// Resident memory (RSS) of a server process, read from outside it as the system counts it (Linux).
// For benchmarks that print RSS before and after their work: the embedded database's WebAssembly heap
// grows to the heaviest work done since start and stays there until a restart (ADR 0010).
import { readFileSync } from "node:fs";

export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rss = /VmRSS:\s+(\d+)/.exec(status);
  if (!rss) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(rss[1]) / 1024;
}
