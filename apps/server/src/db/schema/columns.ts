import { bigint, customType, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders, so every table spells ids, money and times the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
/** Money is whole rupiah, never fractional (docs/business-rules.md#totals). */
export const money = (name: string) => bigint(name, { mode: "number" });
/** Stock quantities and per-unit costs may be fractional (0,25 kg; Rp 12,5 per gram). */
export const decimal = (name: string) => numeric(name, { precision: 18, scale: 4, mode: "number" });
/**
 * A number as a four-decimal column keeps it (stock quantities, recipe quantities, rates), so what
 * is computed from it now equals what is computed later from the stored value.
 */
export const toFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/**
 * When the record was archived instead of deleted, because history still names it (docs/business-rules.md#deleting):
 * null while it is in use. Lists and pickers leave archived records out; history still shows them.
 */
export const archivedAt = () => timestamp("archived_at", { withTimezone: true, mode: "date" });
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Raw bytes. postgres.js reads bytea as a Buffer, PGlite as a Uint8Array: both come back as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
