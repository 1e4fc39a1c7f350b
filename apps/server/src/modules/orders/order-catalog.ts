import type { OutletTax, Settings } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { runPrepared } from "../../db/prepared";
import { catalogVersion, locations, stockItems } from "../../db/schema";
import { NO_TAX } from "../locations/locations.service";
import { loadOrderableProducts, type OrderableProduct } from "../menu/menu-read";
import { getSettings } from "../settings/settings.service";

/** Everything an order is priced from besides its cart, as the database held it at `version`. */
export type OrderCatalog = {
  version: number;
  products: Map<string, OrderableProduct>;
  settings: Settings;
  /** Outlets by id, with their own tax (both null when they have none). */
  outletTaxes: Map<string, OutletTax>;
  /** The stock items a cashier's Take Away order takes one of each. */
  packagingIds: string[];
};

/** The tax of the outlet an order belongs to (none without an outlet). */
export const outletTaxIn = (catalog: OrderCatalog, locationId: string | null | undefined): OutletTax =>
  (locationId && catalog.outletTaxes.get(locationId)) || NO_TAX;

/** The newest snapshot per database (the app's handle names it; a transaction only reads). */
const snapshots = new WeakMap<Database, OrderCatalog>();

/**
 * The catalog an order is priced from, read on the order's transaction `tx`. Reading products,
 * options, recipes, settings, outlets and packaging on every order took eight statements; instead
 * the order reads the catalog version (one primary-key read), which deferred triggers raise at the
 * commit of any transaction that changed those tables, from any process (migration 0012). The
 * snapshot of that version is kept per database and loaded again when the version moves, so an
 * order is priced from exactly what the database holds when it reads the version, or newer.
 */
export async function orderCatalog(db: Database, tx: DbOrTx): Promise<OrderCatalog> {
  const version = await readCatalogVersion(tx);
  const kept = snapshots.get(db);
  if (kept && kept.version === version && version) return kept;
  // Read after the version: a change committed meanwhile is included, and raises the version again.
  const loaded = await loadOrderCatalog(tx, version);
  if (version && (!kept || kept.version < version)) snapshots.set(db, loaded);
  return loaded;
}

/** The catalog version as `db` sees it now (0 before the version row exists). */
export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await runPrepared(
    db,
    "select catalog version",
    (db) => db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1)),
    {},
  );
  return row?.version ?? 0;
}

/**
 * Everything an order is priced from, read on `db` and labelled `version`. The caller decides how
 * exact the label is: read on the version's own snapshot, it is exactly that version.
 */
export async function loadOrderCatalog(db: DbOrTx, version: number): Promise<OrderCatalog> {
  const products = await loadOrderableProducts(db);
  const settings = await getSettings(db);
  const outlets = await db
    .select({ id: locations.id, taxRatePercent: locations.taxRatePercent, taxLabel: locations.taxLabel })
    .from(locations);
  const packaging = await db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.isPackaging, true));
  return {
    version,
    products,
    settings,
    outletTaxes: new Map(outlets.map(({ id, ...tax }) => [id, tax])),
    packagingIds: packaging.map((item) => item.id),
  };
}
