import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";
import { afterCommit } from "./after-commit";

const { db } = useTestApp();

describe("afterCommit", () => {
  it("runs work after the outermost commit, in order, with the database; never after a rollback", async () => {
    const ran: string[] = [];
    await db().transaction(async (tx) => {
      afterCommit(tx, (database) => ran.push(database === db() ? "first" : "another database"));
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push("second"));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["first", "second"]);

    await expect(
      db().transaction(async (tx) => {
        afterCommit(tx, () => ran.push("rolled back"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(ran).toEqual(["first", "second"]);
  });

  it("keeps a savepoint's work until the outer commit, and drops it with the savepoint's rollback", async () => {
    const ran: string[] = [];
    await db().transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => ran.push("released savepoint"));
      });
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, () => ran.push("savepoint rolled back"));
          throw new Error("inner refused");
        })
        .catch(() => {});
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["released savepoint"]);
  });
});
