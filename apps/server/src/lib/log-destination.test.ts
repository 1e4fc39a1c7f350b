import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { nonBlockingStdout } from "./log-destination";

/** A stdout nobody reads until `resume()`: every write stays queued. */
function stalledOut() {
  const written: string[] = [];
  let pending: (() => void)[] = [];
  let stalled = true;
  const out = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      if (stalled) pending.push(done);
      else done();
    },
  });
  const resume = () => {
    stalled = false;
    for (const done of pending) done();
    pending = [];
  };
  return { out, written, resume };
}

const line = (n: number) => `${JSON.stringify({ level: 30, msg: `baris ${n}`.padEnd(90, ".") })}\n`;

describe("the log destination", () => {
  it("holds a bounded amount while stdout is stalled, drops and counts the rest, and never waits", () => {
    const { out } = stalledOut();
    const logs = nonBlockingStdout({ out, maxBytes: 1_000 });
    const started = performance.now();
    for (let n = 0; n < 100; n++) expect(logs.stream.write(line(n))).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
    expect(out.writableLength).toBeLessThanOrEqual(1_000);
    expect(logs.dropped()).toBeGreaterThanOrEqual(89);
  });

  it("says how many lines were lost once stdout takes lines again", async () => {
    const { out, written, resume } = stalledOut();
    const logs = nonBlockingStdout({ out, maxBytes: 1_000 });
    for (let n = 0; n < 30; n++) logs.stream.write(line(n));
    const lost = logs.dropped();
    expect(lost).toBeGreaterThan(0);
    resume();
    await logs.flush(1_000);
    logs.stream.write(line(99));
    const notice = written.find((text) => text.includes("log lines dropped"));
    expect(notice && JSON.parse(notice)).toMatchObject({ level: 40, dropped: lost });
    expect(written.at(-1)).toBe(line(99));
  });

  it("gives up waiting for a stalled stdout when asked to flush within a time", async () => {
    const { out } = stalledOut();
    const logs = nonBlockingStdout({ out, maxBytes: 1_000 });
    logs.stream.write(line(1));
    logs.stream.write(line(2));
    const started = performance.now();
    await logs.flush(50);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("stops writing to a stdout that is gone, and the process goes on", () => {
    const out = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    const logs = nonBlockingStdout({ out });
    logs.stream.write(line(1));
    return new Promise<void>((done) =>
      setImmediate(() => {
        logs.stream.write(line(2));
        expect(logs.dropped()).toBe(1);
        done();
      }),
    );
  });
});
