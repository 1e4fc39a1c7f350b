import type { ChildProcess } from "node:child_process";
import type { Server } from "node:net";

export const chromiumPath: string;

export function benchPort(fixed: number): number;

export function benchNodeArgs(script: string, options?: { bundle?: boolean }): Promise<string[]>;

export function listenOnFreePort(server: Server): Promise<number>;

export function reportChecks(checked: number, wrong: number): void;

/** A bench server's child process and what it printed once listening (`Ready`). */
export type BenchServer<Ready extends object> = { server: ChildProcess } & Ready;

export function startBenchServer<Ready extends object = Record<string, unknown>>(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<BenchServer<Ready>>;

export function stopBenchServer(server: ChildProcess): Promise<void>;

export function fromMigratedDump(dataDir: string, dump?: string): Promise<boolean>;

export function startBuiltServer(
  port: number,
  dataDir: string,
  options?: { migratedDump?: string | null; nodeArgs?: string[] },
): Promise<{ child: ChildProcess; readyMs: number }>;

export type SignedIn = {
  headers: { "content-type": string; cookie: string; "x-csrf-token": string };
  session: string;
  user: { _id: string; username: string };
};

export function signIn(base: string, username: string, password: string): Promise<SignedIn>;

export function openTill(
  base: string,
  cashier: { username: string; outletId: string | null },
  password: string,
): Promise<SignedIn & { register: { _id: string; openedAt: string } }>;

export function builtServer(port: number, dataDir: string): Promise<{ pid: number; stop: () => Promise<void> }>;
