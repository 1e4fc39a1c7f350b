import type { ChildProcess } from "node:child_process";

export function startBenchServer<Ready extends object = Record<string, unknown>>(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<{ server: ChildProcess } & Ready>;

export function stopBenchServer(server: ChildProcess): Promise<void>;

export function startBuiltServer(port: number, dataDir: string): Promise<{ child: ChildProcess; readyMs: number }>;

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
): Promise<SignedIn>;
