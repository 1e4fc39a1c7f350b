import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEventStream } from "./event-stream";
import { HttpClient } from "./http-client";
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from "./server-process";

/**
 * A real server process whose stdout nobody reads: a console paused in QuickEdit selection, a hung log
 * shipper, `npm start | less`. Logging must never block it: it keeps answering, and a SIGTERM to its
 * process group (what a service manager or a closing terminal sends) always ends it.
 */
const dataDir = mkdtempSync(join(tmpdir(), "kedai-stalled-"));
const ADMIN = { username: "pemilik", password: "rahasia123" };
const started: ServerProcess[] = [];

afterAll(() => {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const gone = (exited: Promise<number | null>, ms: number) =>
  Promise.race([exited.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))]);

describe("a server whose stdout nobody reads", () => {
  it("keeps answering, and ends within 15 s of a SIGTERM to its group, every time", async () => {
    // The first round also creates the database (in a process of its own); the others are restarts.
    for (let round = 1; round <= 3; round++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startServerProcess(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
        },
        { ownGroup: true },
      );
      started.push(server);
      await waitForHealth(base, server, 240_000);
      // From here on nobody reads stdout: the pipe fills and the server's writes find it full.
      server.child.stdout?.removeAllListeners("data");
      server.child.stdout?.pause();

      const cashier = new HttpClient(base);
      await cashier.login(ADMIN.username, ADMIN.password);
      const stream = await openEventStream(`${base}/api/events`, { cookie: cashier.cookieHeader() });
      for (let i = 0; i < 200; i++) {
        // Each request's URL is logged: 200 of them are far more than a pipe and its reader hold.
        const answer = await cashier.get(`/api/settings?padding=${"x".repeat(4000)}`);
        expect(answer.status).toBe(200);
      }
      process.kill(-(server.child.pid as number), "SIGTERM");
      expect(await gone(server.exited, 15_000), `round ${round}: still running 15 s after SIGTERM`).toBe(true);
      stream.close();
      server.child.stdout?.destroy();
    }
  }, 600_000);
});
