import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterCommit, runAfterCommit } from "./after-commit";
import type { Database } from "./client";
import { databaseWorkFirst, databaseWorkForTheKitchen } from "./database-turns";
import { type EmbeddedClient, preparingEmbeddedStatements } from "./embedded-statements";

let client: PGlite;
let embedded: EmbeddedClient;
let db: Database;

beforeAll(async () => {
  client = await PGlite.create();
  embedded = preparingEmbeddedStatements(client);
  db = runAfterCommit(drizzle({ client: embedded as PGlite }) as unknown as Database);
});
afterAll(() => client.close());

/** A transaction that holds the embedded database until released, and a promise of its start. */
function holdTheDatabase(ran: string[]) {
  let release = () => {};
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = embedded.transaction(async () => {
    started();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    ran.push("holding");
  });
  return { running, release: () => release(), done };
}

describe("the embedded database's turns", () => {
  it("gives work marked first the next turn, ahead of transactions and queries queued before it", async () => {
    const ran: string[] = [];
    const hold = holdTheDatabase(ran);
    await hold.running;
    const queued = [
      embedded.transaction(async () => void ran.push("transaction queued before")),
      embedded.query("select 1").then(() => ran.push("query queued before")),
      databaseWorkFirst(() => embedded.transaction(async () => void ran.push("first transaction"))),
      databaseWorkFirst(() => embedded.query("select 1").then(() => ran.push("first query"))),
    ];
    hold.release();
    await Promise.all([hold.done, ...queued]);
    expect(ran).toEqual([
      "holding",
      "first transaction",
      "first query",
      "transaction queued before",
      "query queued before",
    ]);
  });

  it("gives the kitchen's work the turn after work marked first, ahead of the rest", async () => {
    const ran: string[] = [];
    const hold = holdTheDatabase(ran);
    await hold.running;
    const queued = [
      embedded.transaction(async () => void ran.push("till order")),
      databaseWorkForTheKitchen(() => embedded.transaction(async () => void ran.push("platform order"))),
      databaseWorkForTheKitchen(() => embedded.query("select 1").then(() => ran.push("ticket's reads"))),
      databaseWorkFirst(() => embedded.query("select 1").then(() => ran.push("webhook"))),
    ];
    hold.release();
    await Promise.all([hold.done, ...queued]);
    expect(ran).toEqual(["holding", "webhook", "platform order", "ticket's reads", "till order"]);
  });

  it("queues what follows a commit in arrival order, even after a write that went first", async () => {
    const ran: string[] = [];
    const hold = holdTheDatabase(ran);
    await hold.running;
    let followUp: Promise<unknown> = Promise.resolve();
    const queuedBefore = [1, 2].map((n) => db.transaction(async () => void ran.push(`queued before ${n}`)));
    const first = databaseWorkFirst(() =>
      db.transaction(async (tx) => {
        ran.push("first");
        afterCommit(tx, (committed) => {
          followUp = committed.transaction(async () => void ran.push("follow-up"));
        });
      }),
    );
    hold.release();
    await Promise.all([hold.done, ...queuedBefore, first]);
    await followUp;
    expect(ran).toEqual(["holding", "first", "queued before 1", "queued before 2", "follow-up"]);
  });

  it("a failing turn fails its caller alone and the next turn still runs", async () => {
    await expect(embedded.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    await expect(databaseWorkFirst(() => embedded.query("select 1 as one"))).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});
