import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runJobAlone, tryLockJob } from "./write-guards";

const { ctx, db } = useTestApp();

describe("runJobAlone", () => {
  it("runs a job and answers true when no one else is running it", async () => {
    let runs = 0;
    expect(await runJobAlone(db(), "uji", async () => void runs++)).toBe(true);
    expect(await runJobAlone(db(), "uji", async () => void runs++)).toBe(true);
    expect(runs).toBe(2);
  });

  // Another instance is another connection: PostgreSQL only (PGlite is one connection, one process).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "skips the job while another instance runs it, and runs it again once that one is done",
    async () => {
      const other: DatabaseHandle = await openDatabase({ engine: "postgres", url: ctx.databaseUrl! });
      try {
        let runs = 0;
        let finish: () => void = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        let started: () => void = () => {};
        const holding = new Promise<void>((resolve) => (started = resolve));
        const elsewhere = other.db.transaction(async (tx) => {
          expect(await tryLockJob(tx, "pangkas")).toBe(true);
          started();
          await finished;
        });
        await holding;
        expect(await runJobAlone(db(), "pangkas", async () => void runs++)).toBe(false);
        expect(await runJobAlone(db(), "lain", async () => void runs++)).toBe(true);
        finish();
        await elsewhere;
        expect(await runJobAlone(db(), "pangkas", async () => void runs++)).toBe(true);
        expect(runs).toBe(2);
      } finally {
        await other.close();
      }
    },
  );
});
