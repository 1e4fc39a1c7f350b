import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";
import { STATUS_COLUMNS } from "./status-columns";

/** A column holding a status: named status, state, or ending in _status / _state, of text or enum type. */
const isStatusColumn = (column: AnyPgColumn) =>
  /^(status|state)$|_(status|state)$/.test(column.name) && column.dataType === "string";

const nameOf = (column: AnyPgColumn) => `${getTableName(column.table)}.${column.name}`;

const statusColumns = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => getTableConfig(table).columns.filter(isStatusColumn));

describe("every status column has a status machine (ADR 0007)", () => {
  const registered = new Map(STATUS_COLUMNS.map(([column, machine]) => [nameOf(column), machine]));

  it("finds the schema's status columns, text and enum alike", () => {
    // The search itself: it must see the columns the registry names, and leave raw_status (jsonb) out.
    const found = statusColumns.map(nameOf);
    expect(found).toEqual(expect.arrayContaining(["orders.status", "orders.payment_status", "qris_payments.status"]));
    expect(found).not.toContain("qris_payments.raw_status");
  });

  it("registers a machine for each of them", () => {
    const missing = statusColumns.map(nameOf).filter((name) => !registered.has(name));
    expect(missing, "status columns without a machine in db/status-columns.ts").toEqual([]);
  });

  it("builds each column's values from its machine's statuses", () => {
    const differing = statusColumns.flatMap((column) => {
      const machine = registered.get(nameOf(column));
      const values = column.enumValues ?? [];
      return machine && values.join() !== machine.statuses.join() ? [`${nameOf(column)}: ${values.join(", ")}`] : [];
    });
    expect(differing, "status columns whose enum is not their machine's list (or that have none)").toEqual([]);
  });

  it("registers only columns of the schema", () => {
    const inSchema = new Set(statusColumns.map(nameOf));
    expect(STATUS_COLUMNS.map(([column]) => nameOf(column)).filter((name) => !inSchema.has(name))).toEqual([]);
  });
});

/** Each registered status column as the code names it: the table's export and the column's property. */
const statusFields = new Map<string, Set<string>>();
for (const [column] of STATUS_COLUMNS) {
  const [tableName] = Object.entries(schema).find(([, table]) => table === column.table) ?? [];
  const [field] = Object.entries(column.table).find(([, value]) => value === column) ?? [];
  if (tableName && field) statusFields.set(tableName, new Set([...(statusFields.get(tableName) ?? []), field]));
}
const sqlNames = new Map(STATUS_COLUMNS.map(([column]) => [getTableName(column.table), column.name]));

/** The one module that writes a status column (`changeStatusIfStill`). */
const MACHINE_MODULE = "lib/status-change.ts";

/**
 * The property names an object written by `.set(…)` spells out, through spreads of literals
 * (`...(split && { payments })`). Columns in a variable (`...tax`) are not seen: code that passes
 * a status table's columns that way types them without the status (`writeOrder`).
 */
function spelledKeys(tree: ts.SourceFile, node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node)) return spelledKeys(tree, node.expression);
  if (ts.isBinaryExpression(node)) return spelledKeys(tree, node.right);
  if (ts.isConditionalExpression(node))
    return [...spelledKeys(tree, node.whenTrue), ...spelledKeys(tree, node.whenFalse)];
  if (!ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((property) =>
    ts.isSpreadAssignment(property) ? spelledKeys(tree, property.expression) : [property.name?.getText(tree) ?? ""],
  );
}

/**
 * Where `source` writes a registered status column outside the machine: `.update(table).set({…})`
 * naming one of the table's status columns, and raw `update … set` SQL naming one. Answers
 * "line: code" for each.
 */
function directStatusWrites(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) =>
    found.push(
      `${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}: ${node.getText(tree).replace(/\s+/g, " ").slice(0, 100)}`,
    );
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "set"
    ) {
      const update = node.expression.expression;
      const [table] =
        ts.isCallExpression(update) &&
        ts.isPropertyAccessExpression(update.expression) &&
        update.expression.name.text === "update"
          ? update.arguments
          : [];
      const fields = table && ts.isIdentifier(table) ? statusFields.get(table.text) : undefined;
      const [columns] = node.arguments;
      if (fields && columns && spelledKeys(tree, columns).some((name) => fields.has(name))) report(node);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(tree) === "sql") {
      const text = node.template.getText(tree);
      for (const [table, column] of sqlNames) {
        if (new RegExp(`update\\s+"?${table}"?\\s+set[^;]*\\b${column}\\b`, "i").test(text)) report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

describe("status columns are written only through their machine", () => {
  it("sees a direct write, one in a spread and one in raw SQL, and leaves other columns and tables alone", () => {
    const source = [
      "await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.Expired }).where(eq(orders.id, id));",
      "await tx.update(diningTables).set({ name, status }).where(eq(diningTables.id, id));",
      "await tx.update(locations).set({ name, ...(off ? { status: 'Inactive' } : {}) }).where(eq(locations.id, id));",
      "await tx.execute(sql`update stock_transfers set note = '', status = 'Diterima' where id = $1`);",
      "await tx.update(orders).set({ notes: '' }).where(eq(orders.id, id));",
      "await tx.update(suppliers).set({ name, status }).where(eq(suppliers.id, id));",
    ].join("\n");
    expect(directStatusWrites("example.ts", source).map((line) => line.split(":")[0])).toEqual(["1", "2", "3", "4"]);
  });

  it("finds none in the server's code outside lib/status-change.ts", () => {
    const root = join(__dirname, "..");
    const writes = sourceFiles(root).flatMap((path) => {
      const file = relative(root, path).replaceAll("\\", "/");
      if (file === MACHINE_MODULE) return [];
      return directStatusWrites(file, readFileSync(path, "utf8")).map((write) => `${file}:${write}`);
    });
    expect(writes, "move these through changeStatus / changeStatusIfStill (lib/status-change.ts)").toEqual([]);
  });
});
