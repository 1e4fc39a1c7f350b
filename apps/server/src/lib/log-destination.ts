import { hostname } from "node:os";
import type { Writable } from "node:stream";

/** Log bytes held while stdout is not being read; a line that would go beyond is dropped and counted. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

export type LogDestination = {
  /** What pino writes its lines to. */
  stream: { write: (line: string) => boolean };
  /** Lines dropped so far because the buffer was full or stdout was gone. */
  dropped: () => number;
  /** Waits until what is held is written, `withinMs` at the most: a stalled stdout must not hold up an exit. */
  flush: (withinMs: number) => Promise<void>;
};

/**
 * The server's log destination: stdout that can never block the process.
 *
 * pino's default destination writes synchronously and, when the pipe is full (a Windows console paused
 * in QuickEdit selection, a hung log shipper, `npm start | less`), sleeps and retries in a loop on the
 * main thread: every request and even the shutdown timer froze behind it. A file-system write from
 * the thread pool is no better: stdout may be a blocking pipe (a child process that shares it resets
 * its mode when it exits), and a thread stuck in it keeps the process from ever exiting. So lines go
 * through `process.stdout`, whose pipe Node makes non-blocking and queues in memory; here that queue
 * is bounded: beyond `maxBytes` lines are dropped and counted, and a line saying how many is written
 * once stdout takes lines again. A closed stdout (EPIPE) ends logging, not the process.
 */
export function nonBlockingStdout({
  out = process.stdout as Writable,
  maxBytes = LOG_BUFFER_BYTES,
}: {
  out?: Writable;
  maxBytes?: number;
} = {}): LogDestination {
  let dropped = 0;
  let reported = 0;
  let broken = false;
  out.on("error", () => {
    broken = true;
  });
  const droppedLine = (lost: number) =>
    `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), dropped: lost, msg: "log lines dropped: stdout was not being read" })}\n`;

  return {
    stream: {
      write(line) {
        if (broken || out.writableLength + line.length > maxBytes) {
          dropped++;
          return true;
        }
        // Back from a stall with room to spare: say what was lost before going on.
        if (dropped > reported && out.writableLength < maxBytes / 2) {
          out.write(droppedLine(dropped - reported));
          reported = dropped;
        }
        out.write(line);
        return true;
      },
    },
    dropped: () => dropped,
    flush: (withinMs) =>
      new Promise<void>((done) => {
        if (broken || out.writableLength === 0) return done();
        const timer = setTimeout(done, withinMs);
        timer.unref();
        out.once("drain", () => {
          clearTimeout(timer);
          done();
        });
      }),
  };
}
