import type { EntityName } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { locations } from "../../db/schema";
import { findReferencedOr400 } from "../../lib/references";

const LOCATION_NOT_FOUND = "Lokasi yang dipilih tidak ditemukan. Muat ulang lalu pilih lokasi lain.";

const named = (row: { id: string; name: string }): EntityName => ({ _id: row.id, name: row.name });

/** Head office (the migration that brought stock per location makes it; it cannot be deleted). */
export async function headOffice(db: DbOrTx): Promise<EntityName> {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.kind, "head_office"));
  if (!row) throw new Error("head office location is missing");
  return named(row);
}

/**
 * The location a stock change or list names (`location` of its body or query, or the `field` that
 * names it, a transfer's `from` and `to`): that location, or 400 under that field when it names
 * none; head office when it is left out.
 */
export async function stockLocationOr400(db: DbOrTx, id: string | undefined, field = "location"): Promise<EntityName> {
  if (id === undefined) return headOffice(db);
  const [row] = await findReferencedOr400(db, locations, [id], { field, message: LOCATION_NOT_FOUND });
  return named(row);
}
