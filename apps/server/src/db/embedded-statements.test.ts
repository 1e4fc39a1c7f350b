import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedClient, PREPARED_STATEMENT_LIMIT, preparingEmbeddedStatements } from "./embedded-statements";

// Drizzle's PGlite driver keeps timestamps and dates as text; the same parsers here.
const asText = (value: string) => value;
const drizzleLike = { parsers: { [types.TIMESTAMPTZ]: asText, [types.DATE]: asText } };

let client: PGlite;
let prepared: EmbeddedClient;

beforeAll(async () => {
  client = await PGlite.create();
  prepared = preparingEmbeddedStatements(client);
  await client.exec(`
    create table items (
      id int primary key, name text not null unique, price numeric(12, 2), stocked boolean,
      tags text[], details jsonb, made_on date, changed_at timestamptz, note text
    );
    insert into items values
      (1, 'Crepes Coklat', 25000.5, true, '{manis,coklat}', '{"level": 2}', '2026-11-20', '2026-11-20 10:00:00+07', null),
      (2, 'Es Teh', 8000, false, '{}', '[1, "dua"]', null, null, 'tanpa gula');
  `);
});

afterAll(() => client.close());

const countPrepared = async () =>
  (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]?.n;

describe("prepared statements on the embedded database", () => {
  it("answers what PGlite's own query answers: rows by name or in order, fields and counts", async () => {
    const text = "select * from items where id = any($1) or name = $2 order by id";
    for (const options of [drizzleLike, { ...drizzleLike, rowMode: "array" as const }, undefined]) {
      for (const params of [
        [[1, 2], null],
        [[], "Es Teh"],
      ]) {
        // Twice: the first use prepares the statement, the second reuses it.
        for (const _use of [1, 2]) {
          const ours = await prepared.query(text, params, options);
          const theirs = await client.query(text, params, options);
          expect(ours).toEqual(theirs);
        }
      }
    }
    const row = (await prepared.query<Record<string, unknown>>("select * from items where id = $1", [1], drizzleLike))
      .rows[0];
    expect(row).toMatchObject({ price: "25000.50", stocked: true, tags: ["manis", "coklat"], details: { level: 2 } });
    expect(row?.changed_at).toBe("2026-11-20 03:00:00+00");
  });

  it("reports the rows a write changed, and binds JSON, arrays and booleans like PGlite", async () => {
    const insert = "insert into items (id, name, tags, details, stocked) values ($1, $2, $3, $4, $5) returning id";
    const ours = await prepared.query(insert, [3, "Roti", ["asin"], { a: [1] }, false]);
    const theirs = await client.query(insert, [4, "Roti Bakar", ["asin"], { a: [1] }, false]);
    expect(ours).toMatchObject({ command: "INSERT", affectedRows: 1, rowCount: 1, rows: [{ id: 3 }] });
    expect({ ...ours, rows: [] }).toEqual({ ...theirs, rows: [] });
    const update = await prepared.query("update items set note = $1 where id >= $2", ["baru", 3]);
    expect(update).toMatchObject({ command: "UPDATE", affectedRows: 2, rows: [], fields: [] });
    expect((await client.query("select details, tags from items where id = 3")).rows).toEqual([
      { details: { a: [1] }, tags: ["asin"] },
    ]);
    await prepared.query("delete from items where id >= $1", [3]);
  });

  it("throws the database's error with its code and stays usable, inside a transaction and out", async () => {
    const insert = "insert into items (id, name) values ($1, $2)";
    await expect(prepared.query(insert, [9, "Es Teh"])).rejects.toMatchObject({ code: "23505" });
    await expect(prepared.query("select nonsense from items", [])).rejects.toMatchObject({ code: "42703" });

    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, [10, "Kopi"]);
        await tx.query(insert, [11, "Kopi"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await prepared.query("select id from items where id >= $1", [10])).rows).toEqual([]);

    // A failed statement the work swallowed still aborts the transaction: nothing is committed.
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, [10, "Kopi"]);
        await tx.query(insert, [11, "Kopi"]).catch(() => {});
      }),
    ).rejects.toThrow(/rolled back/i);
    expect((await prepared.query("select id from items where id >= $1", [10])).rows).toEqual([]);

    const committed = await prepared.transaction(async (tx) => {
      await tx.query(insert, [10, "Kopi"]);
      return (await tx.query<{ n: number }>("select count(*)::int as n from items", [])).rows[0]?.n;
    });
    expect(committed).toBe(3);
    await prepared.query("delete from items where id = $1", [10]);
  });

  it("keeps a query outside the transaction that is open: it waits, and sees only what was committed", async () => {
    let carryOn = () => {};
    const paused = new Promise<void>((resolve) => {
      carryOn = resolve;
    });
    const order: string[] = [];
    const transaction = prepared.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values ($1, $2)", [20, "Pisang"]);
      await paused;
      order.push("commit");
    });
    // Started while the transaction holds its row uncommitted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = prepared
      .query<{ name: string }>("select name from items where id = $1", [20])
      .then(({ rows }) => order.push(`read ${rows.map((row) => row.name).join()}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    carryOn();
    await Promise.all([transaction, reading]);
    expect(order).toEqual(["commit", "read Pisang"]);
    await prepared.query("delete from items where id = $1", [20]);
  });

  it("prepares a statement once, and keeps at most the limit, closing the least recently used", async () => {
    const before = await countPrepared();
    await prepared.query("select price from items where id = $1", [1]);
    await prepared.query("select price from items where id = $1", [2]);
    expect(await countPrepared()).toBe((before ?? 0) + 1);

    const kept = async (text: string) =>
      (await client.query("select 1 from pg_prepared_statements where statement = $1", [text])).rows.length;
    const hot = "select price from items where id = $1";
    const cold = "select name, price from items where id = $1";
    await prepared.query(cold, [1]);
    for (let i = 0; i < PREPARED_STATEMENT_LIMIT + 20; i++) {
      expect((await prepared.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
      if (i % 100 === 0) await prepared.query(hot, [1]);
    }
    expect(await countPrepared()).toBe(PREPARED_STATEMENT_LIMIT);
    expect([await kept(hot), await kept(cold)]).toEqual([1, 0]);
  });

  it("prepares a statement again once a change of the table has made it stale", async () => {
    const text = "select * from items where id = $1";
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0] ?? {})).not.toContain("added");
    await client.exec("alter table items add column added int default 7");
    // PostgreSQL refuses a kept plan whose columns changed; the next use prepares it afresh.
    await prepared.query(text, [1]).catch((error) => expect(error).toMatchObject({ code: "0A000" }));
    expect((await prepared.query<{ added: number }>(text, [1])).rows[0]?.added).toBe(7);
  });
});
