import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";
import { type DbOrTx, rowsOf } from "./client";
import { checkStatementKeys, placeholders, runPrepared, runPreparedSql, shapeOf, valuesOf } from "./prepared";

const { db } = useTestApp();

const probes = pgTable("prepared_probes", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  size: integer("size").notNull().default(7),
  details: jsonb("details").$type<{ level: number }>(),
  madeAt: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
});

beforeAll(async () => {
  await db().execute(sql`
    create table prepared_probes (
      id serial primary key, label text not null, size integer not null default 7, details jsonb,
      made_at timestamptz not null default now()
    )`);
});

const insertProbe = (handle: DbOrTx, row: typeof probes.$inferInsert) =>
  runPrepared(
    handle,
    `test: insert probe ${shapeOf(row)}`,
    (built) => built.insert(probes).values(placeholders(row)).returning(),
    valuesOf(row),
  );

const probeByLabel = (handle: DbOrTx, label: string) =>
  runPrepared(
    handle,
    "test: probe by label",
    (built) =>
      built
        .select()
        .from(probes)
        .where(eq(probes.label, sql.placeholder("label"))),
    { label },
  );

describe("statements built once", () => {
  it("binds new values on every run and maps rows as Drizzle does (names, JSON, timestamps, defaults)", async () => {
    const [first] = await insertProbe(db(), { label: "satu", details: { level: 1 } });
    const [second] = await insertProbe(db(), { label: "dua", details: { level: 2 } });
    expect(first).toMatchObject({ label: "satu", size: 7, details: { level: 1 } });
    expect(second).toMatchObject({ label: "dua", size: 7, details: { level: 2 } });
    expect(second?.madeAt).toBeInstanceOf(Date);
    // A column left undefined is another shape, so its default still applies; a set one is written.
    const [sized] = await insertProbe(db(), { label: "tiga", size: 3, details: undefined });
    expect(sized).toMatchObject({ label: "tiga", size: 3, details: null });
    expect(await probeByLabel(db(), "dua")).toEqual([second]);
    expect(await probeByLabel(db(), "tidak ada")).toEqual([]);
  });

  it("runs on the transaction it is given: its rows are seen there and vanish with a rollback", async () => {
    const rolledBack = new Error("rollback");
    await expect(
      db().transaction(async (tx) => {
        await insertProbe(tx, { label: "sementara" });
        expect(await probeByLabel(tx, "sementara")).toHaveLength(1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await probeByLabel(db(), "sementara")).toEqual([]);
  });

  it("runs a raw statement with placeholders and answers its rows", async () => {
    await insertProbe(db(), { label: "mentah", size: 11 });
    const sizeOf = (label: string) =>
      runPreparedSql<{ size: number }>(
        db(),
        "test: probe size",
        () => sql`select size from ${probes} where label = ${sql.placeholder("label")}`,
        { label },
      );
    expect(await sizeOf("mentah")).toEqual([{ size: 11 }]);
    expect(await sizeOf("satu")).toEqual([{ size: 7 }]);
  });
});

/** The transaction and the server process a statement ran in. */
type Whereabouts = { txid: string; pid: number };
const whereaboutsSql = sql`select txid_current()::text as txid, pg_backend_pid() as pid`;

const whereaboutsByBuilder = (handle: DbOrTx) =>
  runPrepared(
    handle,
    "test: whereabouts",
    (built) =>
      built
        .select({ txid: sql<string>`txid_current()::text`, pid: sql<number>`pg_backend_pid()` })
        .from(probes)
        .where(eq(probes.label, sql.placeholder("label"))),
    { label: "satu" },
  );
const whereaboutsBySql = (handle: DbOrTx) =>
  runPreparedSql<Whereabouts>(handle, "test: whereabouts raw", () => whereaboutsSql, {});
const whereaboutsOf = async (handle: DbOrTx) => {
  const [row] = rowsOf<Whereabouts>(await handle.execute(whereaboutsSql));
  return { txid: String(row?.txid), pid: Number(row?.pid) };
};

describe("the handle a built statement is lent to", () => {
  it("runs it inside the transaction given, and outside any when given the pool", async () => {
    // Built on the pool first, so the transaction below borrows a statement built elsewhere.
    const [outsideBefore] = await whereaboutsByBuilder(db());
    await whereaboutsBySql(db());
    await db().transaction(async (tx) => {
      const inside = await whereaboutsOf(tx);
      const [byBuilder] = await whereaboutsByBuilder(tx);
      const [bySql] = await whereaboutsBySql(tx);
      expect({ txid: byBuilder?.txid, pid: Number(byBuilder?.pid) }).toEqual(inside);
      expect({ txid: String(bySql?.txid), pid: Number(bySql?.pid) }).toEqual(inside);
      expect(inside.txid).not.toBe(outsideBefore?.txid);
    });
    const [outsideAfter] = await whereaboutsByBuilder(db());
    // Each statement outside a transaction is a transaction of its own.
    expect(outsideAfter?.txid).not.toBe(outsideBefore?.txid);
  });
});

describe("a statement key", () => {
  it("that two callers use for different SQL fails loudly in test runs", async () => {
    expect(checkStatementKeys(true)).toBe(true);
    const labelled = (column: "label" | "size") =>
      runPrepared(
        db(),
        "test: one key, two statements",
        (built) =>
          built
            .select({ id: probes.id })
            .from(probes)
            .where(eq(probes[column], sql.placeholder("value"))),
        { value: column === "label" ? "satu" : 7 },
      );
    await labelled("label");
    await expect(labelled("size")).rejects.toThrow(/"test: one key, two statements" is used for different SQL/);
    const raw = (column: "label" | "size") =>
      runPreparedSql(db(), "test: one raw key", () => sql`select ${sql.identifier(column)} from ${probes}`, {});
    await raw("label");
    await expect(raw("size")).rejects.toThrow(/"test: one raw key" is used for different SQL/);
  });
});
