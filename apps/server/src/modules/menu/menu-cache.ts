import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import {
  categories,
  customizationOptions,
  locations,
  optionGroupOptions,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
  stockItems,
  units,
} from "../../db/schema";
import { loadMenuItems, type MenuAudience } from "./menu-read";

/*
 * The menu list is the busiest call of the storefront and the POS. Its answer is cached per
 * audience and labelled with a catalog version read from the database in one cheap query: the
 * row count and the newest row version (xmin) of every table the answer is made of. Any insert,
 * update or delete, by any process or module, changes one of them. The version is read before
 * the data, so a cached body is never older than its label.
 */
const PUBLIC_TABLES = [
  products,
  categories,
  locations,
  productOptionGroups,
  optionGroups,
  optionGroupOptions,
  customizationOptions,
];
const BACK_OFFICE_TABLES = [productRecipes, stockItems, units];

async function catalogVersion(db: DbOrTx, backOffice: boolean): Promise<string> {
  const tables = backOffice ? [...PUBLIC_TABLES, ...BACK_OFFICE_TABLES] : PUBLIC_TABLES;
  const parts = tables.map(
    (table) => sql`(select count(*) || '.' || coalesce(max(xmin::text::bigint), 0) from ${table})`,
  );
  const [row] = await db
    .select({ version: sql<string>`concat_ws(':', ${sql.join(parts, sql`, `)})` })
    .from(sql`(select 1) as one`);
  return row.version;
}

type MenuSnapshot = { version: string; etag: string; body: string; gzipped?: Buffer };
type CatalogCache = {
  snapshots: Map<string, MenuSnapshot>;
  /** Recent version reads per audience, shared by concurrent requests. */
  versions: Map<boolean, { value: Promise<string>; readAt: number }>;
};
const caches = new WeakMap<object, CatalogCache>();

/**
 * How long a version read is trusted. Writes made through this process call
 * markCatalogMaybeChanged and are seen at once; another process's writes within this window.
 * Without it every menu request would scan the catalogue tables to compute the version.
 */
export const VERSION_TRUST_MS = 1000;

function cacheFor(db: Database): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { snapshots: new Map(), versions: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Called after any successful write request: the next menu read checks the version again. */
export function markCatalogMaybeChanged(db: Database): void {
  caches.get(db)?.versions.clear();
}

function currentVersion(db: Database, cache: CatalogCache, backOffice: boolean): Promise<string> {
  const recent = cache.versions.get(backOffice);
  if (recent && Date.now() - recent.readAt < VERSION_TRUST_MS) return recent.value;
  const value = catalogVersion(db, backOffice);
  cache.versions.set(backOffice, { value, readAt: Date.now() });
  value.catch(() => cache.versions.delete(backOffice));
  return value;
}

export async function getMenuSnapshot(db: Database, audience: MenuAudience): Promise<MenuSnapshot> {
  // "public-all" is the till's list with its 'Habis' items: no back-office data, like the storefront's.
  const variant = `${audience.backOffice ? "staff" : "public"}${audience.includeUnavailable ? "-all" : ""}`;
  const cache = cacheFor(db);
  const version = await currentVersion(db, cache, audience.backOffice);
  const cached = cache.snapshots.get(variant);
  if (cached?.version === version) return cached;
  const items = await loadMenuItems(db, audience);
  const body = JSON.stringify(items);
  // Named by content, so the tag stays right across restarts, upgrades and several processes.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const snapshot: MenuSnapshot = { version, etag, body };
  cache.snapshots.set(variant, snapshot);
  return snapshot;
}

/** The snapshot gzipped once per catalogue version: a phone downloads a fraction of the JSON. */
export function gzippedBody(snapshot: MenuSnapshot): Buffer {
  snapshot.gzipped ??= gzipSync(snapshot.body);
  return snapshot.gzipped;
}

/** If-None-Match may list several tags, weak or strong, or "*". */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}

/* ------------------------------------------------------------------ writing */
