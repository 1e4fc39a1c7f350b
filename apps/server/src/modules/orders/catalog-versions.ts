import type { OutletTax, Settings, TillCatalog } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { catalogSnapshots } from "../../db/schema";
import type { OrderableProduct } from "../menu/menu-read";
import { loadOrderCatalog, type OrderCatalog, readCatalogVersion } from "./order-catalog";

/*
 * The catalogs tills price with, kept per catalog version (docs/decisions/0026-offline-orders.md).
 * A till is given a version with its catalog (GET /api/orders/catalog); from then on that version's
 * catalog is kept in `catalog_snapshots`, so an order the till took offline and names that version
 * is priced with exactly what the till priced it with, whatever changed since.
 */

/** A version is kept this many days after a newer one was kept: longer than a till can stay offline. */
const KEEP_SUPERSEDED_DAYS = 3;
/** Versions read back, per database: a version's catalog never changes, and a sync names few. */
const MAX_REMEMBERED = 4;
const remembered = new WeakMap<Database, Map<number, OrderCatalog>>();

/** The stored form of a catalog (its maps as arrays); written and read only here. */
type StoredCatalog = {
  products: OrderableProduct[];
  settings: Settings;
  outletTaxes: [string, OutletTax][];
  packagingIds: string[];
};

function remember(db: Database, catalog: OrderCatalog): void {
  const versions = remembered.get(db) ?? new Map<number, OrderCatalog>();
  remembered.set(db, versions);
  versions.set(catalog.version, catalog);
  for (const version of versions.keys()) if (versions.size > MAX_REMEMBERED) versions.delete(version);
}

/**
 * GET /api/orders/catalog: the current catalog, kept under its version before it is answered.
 * It is read on one snapshot of the database (repeatable read), so the version and the catalog
 * match exactly: a change committed while it is read is in neither.
 */
export async function currentTillCatalog(db: Database): Promise<TillCatalog> {
  const known = remembered.get(db)?.get(await readCatalogVersion(db));
  if (known) return toTillCatalog(known);
  const catalog = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return loadOrderCatalog(tx, await readCatalogVersion(tx));
  });
  await keepVersion(db, catalog);
  remember(db, catalog);
  return toTillCatalog(catalog);
}

/**
 * Stores a version's catalog (a second till, or another instance, may have stored it first) and
 * drops the versions superseded more than KEEP_SUPERSEDED_DAYS ago. Outside the repeatable-read
 * read: there, an insert meeting a row another transaction committed would fail to serialise.
 */
async function keepVersion(db: Database, catalog: OrderCatalog): Promise<void> {
  const stored: StoredCatalog = {
    products: [...catalog.products.values()],
    settings: catalog.settings,
    outletTaxes: [...catalog.outletTaxes],
    packagingIds: catalog.packagingIds,
  };
  await db.insert(catalogSnapshots).values({ version: catalog.version, catalog: stored }).onConflictDoNothing();
  await db.execute(sql`
    delete from ${catalogSnapshots} old where exists (
      select 1 from ${catalogSnapshots} newer
      where newer.version > old.version
        and newer.created_at < now() - make_interval(days => ${KEEP_SUPERSEDED_DAYS})
    )`);
}

/** The catalog of `version` as a till was given it, or undefined when it is not (or no longer) kept. */
export async function keptCatalog(db: Database, tx: DbOrTx, version: number): Promise<OrderCatalog | undefined> {
  const known = remembered.get(db)?.get(version);
  if (known) return known;
  const [row] = await tx
    .select({ catalog: catalogSnapshots.catalog })
    .from(catalogSnapshots)
    .where(eq(catalogSnapshots.version, version));
  if (!row) return undefined;
  const stored = row.catalog as StoredCatalog;
  const catalog: OrderCatalog = {
    version,
    products: new Map(stored.products.map((product) => [product.id, product])),
    settings: stored.settings,
    outletTaxes: new Map(stored.outletTaxes),
    packagingIds: stored.packagingIds,
  };
  remember(db, catalog);
  return catalog;
}

/** What a till prices with: costs and recipes are back-office data and stay on the server. */
const toTillCatalog = (catalog: OrderCatalog): TillCatalog => ({
  version: catalog.version,
  products: [...catalog.products.values()].map(({ id, name, price, isAvailable, groups }) => ({
    _id: id,
    name,
    price,
    isAvailable,
    groups,
  })),
  settings: catalog.settings,
  outletTaxes: [...catalog.outletTaxes].map(([id, tax]) => ({ _id: id, ...tax })),
});
