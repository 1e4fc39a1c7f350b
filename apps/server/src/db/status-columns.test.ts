import { getTableName, is } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, PgTable } from "drizzle-orm/pg-core";
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
