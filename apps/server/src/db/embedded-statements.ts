import { setImmediate as nextTurn } from "node:timers/promises";
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from "@electric-sql/pglite";
import { databaseTurns } from "./database-turns";

/** What Drizzle's PGlite driver calls: `query`, and `transaction`, whose handle it only asks to `query`. */
export type EmbeddedTransaction = Pick<Transaction, "query">;
export type EmbeddedClient = Pick<PGlite, "query"> & {
  transaction: <T>(work: (tx: EmbeddedTransaction) => Promise<T>) => Promise<T>;
};

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
type Field = Results["fields"][number];
type RowDescription = BackendMessage & { fields: Field[] };
type DataRow = BackendMessage & { fields: (string | null)[] };
type CommandComplete = BackendMessage & { text: string };
type Parser = (text: string, type: number) => unknown;

type Prepared = {
  name: string;
  lastUse: number;
  parameterTypes: number[];
  /** Its columns, as a Describe of the statement answered (none for a statement without rows). */
  fields: Field[];
};

/**
 * How many prepared statements one database keeps. The code makes a bounded number of distinct
 * statements, but a list of ids makes one per length; the least recently used is closed beyond this.
 */
export const PREPARED_STATEMENT_LIMIT = 500;

/** SQLSTATEs after which a kept statement is no longer usable as prepared (a DDL changed its columns; gone). */
const STALE_STATEMENT_CODES = new Set(["0A000", "26000"]);

const { serialize } = protocol;
const SYNC = serialize.sync();

/** Commands whose tag ends in the number of rows they changed ("INSERT 0 5", "UPDATE 3"). */
const CHANGING_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * The answer to one executed statement in PGlite's `Results` shape, as its `query` builds it. Each
 * column's parser is looked up once per answer: PGlite's own `parseResults` copies its table of
 * several hundred parsers into a new object on every query that brings parsers (Drizzle's all do),
 * which cost more than a tenth of the server's time.
 */
function resultsOf<T>(
  fields: Field[],
  messages: BackendMessage[],
  parserOf: (type: number) => Parser | undefined,
  options: QueryOptions | undefined,
): Results<T> {
  const parsers = fields.map(({ dataTypeID }) => parserOf(dataTypeID));
  const value = (text: string | null, column: number) => {
    if (text === null) return null;
    const parser = parsers[column];
    return parser ? parser(text, (fields[column] as Field).dataTypeID) : text;
  };
  const rows: unknown[] = [];
  const results: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
  for (const message of messages) {
    if (message.name === "dataRow") {
      const texts = (message as DataRow).fields;
      rows.push(
        options?.rowMode === "array"
          ? texts.map(value)
          : Object.fromEntries(texts.map((text, column) => [(fields[column] as Field).name, value(text, column)])),
      );
    } else if (message.name === "commandComplete") {
      const words = (message as CommandComplete).text.split(" ");
      results.command = words[0];
      const count = Number.parseInt(words[words.length - 1] as string, 10);
      if (CHANGING_COMMANDS.has(words[0] as string)) results.affectedRows = count;
      if (!Number.isNaN(count)) results.rowCount = count;
    }
  }
  return results;
}

/**
 * PGlite as Drizzle should see it: every statement prepared once (named, kept in the embedded
 * backend) and then run as Bind + Execute + Sync in one call into the database.
 *
 * PGlite's own `query` parses and plans the statement again each time, crosses into WebAssembly
 * six times (Parse, Describe, Bind, Describe, Execute, Sync), and its result parsing copies its table
 * of several hundred type parsers for every query that brings parsers, as Drizzle's all do: on the
 * server's one thread, shared with HTTP, that cost more than the SQL of an order. A kept statement
 * skips parsing and, once PostgreSQL settles on a generic plan, planning: the same rule as on
 * PostgreSQL, where postgres.js prepares every statement (`preparingStatements` in client.ts). Rows
 * are parsed with the caller's parsers over PGlite's, as its `query` does.
 *
 * Locking follows PGlite's: a query outside a transaction, and a whole transaction, hold its
 * transaction lock (so no query runs inside another caller's open transaction), and each call into
 * the database holds its query lock, so listeners and backups interleave as before. A transaction's
 * BEGIN and COMMIT (or ROLLBACK) are prepared statements too.
 */
export function preparingEmbeddedStatements(client: PGlite): EmbeddedClient {
  const prepared = new Map<string, Prepared>();
  let named = 0;
  let uses = 0;

  const call = (message: Uint8Array) => client.execProtocol(message, { syncToFs: false });
  const nextTurnOf = databaseTurns();
  /** PGlite's transaction lock, taken in the order the turns give (database-turns.ts). */
  const exclusive = <T>(work: () => Promise<T>) => nextTurnOf(() => client._runExclusiveTransaction(work));

  /** The statement for `text`, prepared now if it is new (closing the least recently used past the limit). */
  async function statementFor(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const kept = prepared.get(text);
    if (kept) {
      kept.lastUse = ++uses;
      return kept;
    }
    const parts: Uint8Array[] = [];
    if (prepared.size >= PREPARED_STATEMENT_LIMIT) {
      let oldest: [string, Prepared] | undefined;
      for (const entry of prepared) if (!oldest || entry[1].lastUse < oldest[1].lastUse) oldest = entry;
      if (oldest) {
        prepared.delete(oldest[0]);
        parts.push(serialize.close({ type: "S", name: oldest[1].name }));
      }
    }
    const name = `kedai_${++named}`;
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: "S", name }),
      SYNC,
    );
    const { messages } = await call(Buffer.concat(parts));
    const statement: Prepared = {
      name,
      lastUse: ++uses,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      fields:
        (messages.find((message) => message.name === "rowDescription") as RowDescription | undefined)?.fields.map(
          ({ name, dataTypeID }) => ({ name, dataTypeID }),
        ) ?? [],
    };
    prepared.set(text, statement);
    return statement;
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = await statementFor(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[i] as number;
      const toText = options?.serializers?.[type] ?? client.serializers[type];
      return toText ? toText(param) : String(param);
    });
    try {
      const { messages } = await call(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), SYNC]),
      );
      return resultsOf<T>(
        statement.fields,
        messages,
        (type) => options?.parsers?.[type] ?? client.parsers[type],
        options,
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // Prepared again on next use; closing it first is harmless if it is already gone.
      if (typeof code === "string" && STALE_STATEMENT_CODES.has(code) && prepared.get(text) === statement) {
        prepared.delete(text);
        await call(Buffer.concat([serialize.close({ type: "S", name: statement.name }), SYNC])).catch(() => {});
      }
      throw error;
    }
  }

  /** One statement under PGlite's query lock. */
  const statement = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    client._runExclusiveQuery(() => run<T>(text, params, options));

  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      exclusive(async () => {
        const result = await statement<T>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    transaction: <T>(work: (tx: EmbeddedTransaction) => Promise<T>) =>
      exclusive(async () => {
        // PGlite runs in this thread, and waiting transactions follow each other in microtasks:
        // twenty queued orders ran back to back (≈130 ms) while no request was read and no answer
        // written, so a request that arrived meanwhile waited two such rounds. One turn of the event
        // loop as each transaction starts lets requests in and answers out between transactions.
        await nextTurn();
        await statement("BEGIN");
        let open = true;
        const query = <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (!open) throw new Error("Transaction is closed");
          return statement<R>(text, params, options);
        };
        try {
          const result = await work({ query });
          open = false;
          // COMMIT of a transaction a failed statement aborted rolls it back instead.
          if ((await statement("COMMIT")).command === "ROLLBACK") throw new TransactionAbortedError();
          await client.syncToFs();
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await statement("ROLLBACK");
          }
          throw error;
        }
      }),
  };
}
