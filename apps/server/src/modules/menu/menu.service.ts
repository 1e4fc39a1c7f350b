import { createHash } from "node:crypto";
import { unlink } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import {
  type EntityName,
  MENU_RECIPE_MESSAGE,
  type MenuItem,
  type MenuItemInput,
  type OptionGroup,
  type RecipeLine,
} from "@kedai/shared";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
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
  settings,
  stockItems,
  units,
} from "../../db/schema";
import { badRequest, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { loadOptionGroups } from "../customizations/customizations.service";
import { recomputeProductCogs } from "../stock/cogs";
import { assertImage, removeUploadedImage, saveImageUpload, uploadedFileName } from "../uploads/uploads.service";

const MENU_NOT_FOUND = "Menu tidak ditemukan.";

/** Who is looking: the storefront sees what it may order; the back office also sees cost data. */
export type MenuAudience = { backOffice: boolean; includeUnavailable: boolean };

type ProductFilter = { productIds?: string[]; includeUnavailable: boolean };

/* ------------------------------------------------------------------ reading */

function productWhere(filter: ProductFilter): SQL | undefined {
  return and(
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    filter.includeUnavailable ? undefined : eq(products.isAvailable, true),
  );
}

/** Runs an aggregate that returns its rows as one JSON text (see loadMenuItems) and parses it. */
const parseRows = <T>(rows: { body: string }[]): T[] => JSON.parse(rows[0]?.body ?? "[]") as T[];

type ProductRow = [
  id: string,
  name: string,
  price: number,
  description: string,
  imageUrl: string,
  isAvailable: boolean,
  cogs: number,
  createdAt: string,
  updatedAt: string,
  categoryId: string | null,
  categoryName: string | null,
  locationId: string | null,
  locationName: string | null,
];
type RecipeRow = [
  productId: string,
  stockItemId: string,
  name: string,
  cost: number,
  unitId: string | null,
  unitName: string | null,
  quantityUsed: number,
];

/**
 * Products in the shape the web uses, in a fixed number of queries whatever their number
 * (products; their group links; groups and options; recipes for the back office): no N+1.
 * Each query hands its rows over as one JSON text: on embedded PGlite, reading 500 rows field
 * by field costs several times more than the query itself.
 */
export async function loadMenuItems(db: DbOrTx, filter: ProductFilter & { backOffice: boolean }): Promise<MenuItem[]> {
  if (filter.productIds && filter.productIds.length === 0) return [];
  const where = productWhere(filter);
  const rows = parseRows<ProductRow>(
    await db
      .select({
        body: sql<string>`coalesce(json_agg(json_build_array(${products.id}, ${products.name}, ${products.price},
          ${products.description}, ${products.imageUrl}, ${products.isAvailable}, ${products.cogs},
          ${products.createdAt}, ${products.updatedAt}, ${categories.id}, ${categories.name},
          ${locations.id}, ${locations.name}) order by lower(${products.name}), ${products.id}), '[]')::text`,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(locations, eq(locations.id, products.locationId))
      .where(where),
  );
  if (rows.length === 0) return [];

  const links = parseRows<[productId: string, groupId: string]>(
    await db
      .select({
        body: sql<string>`coalesce(json_agg(json_build_array(${productOptionGroups.productId}, ${productOptionGroups.groupId})
          order by ${productOptionGroups.productId}, ${productOptionGroups.position}), '[]')::text`,
      })
      .from(productOptionGroups)
      .innerJoin(products, eq(products.id, productOptionGroups.productId))
      .where(where),
  );
  // The whole catalog's groups are few (tens): loading them all beats sending a long id list.
  const groups = await loadOptionGroups(db, filter.productIds ? [...new Set(links.map(([, g]) => g))] : undefined);
  const groupsOf = new Map<string, OptionGroup[]>();
  for (const [productId, groupId] of links) {
    const group = groups.get(groupId);
    if (!group) continue;
    const list = groupsOf.get(productId);
    if (list) list.push(group);
    else groupsOf.set(productId, [group]);
  }

  const recipesOf = new Map<string, RecipeLine[]>();
  if (filter.backOffice) {
    const recipeRows = parseRows<RecipeRow>(
      await db
        .select({
          body: sql<string>`coalesce(json_agg(json_build_array(${productRecipes.productId}, ${stockItems.id},
            ${stockItems.name}, ${stockItems.cost}, ${units.id}, ${units.name}, ${productRecipes.quantityUsed})
            order by ${productRecipes.productId}, lower(${stockItems.name}), ${productRecipes.id}), '[]')::text`,
        })
        .from(productRecipes)
        .innerJoin(products, eq(products.id, productRecipes.productId))
        .innerJoin(stockItems, eq(stockItems.id, productRecipes.stockItemId))
        .leftJoin(units, eq(units.id, stockItems.unitId))
        .where(where),
    );
    for (const [productId, stockItemId, name, cost, unitId, unitName, quantityUsed] of recipeRows) {
      const line: RecipeLine = {
        ingredient: {
          _id: stockItemId,
          name,
          unit: unitId ? { _id: unitId, name: unitName ?? "" } : null,
          cost: Number(cost),
        },
        quantityUsed: Number(quantityUsed),
      };
      const list = recipesOf.get(productId);
      if (list) list.push(line);
      else recipesOf.set(productId, [line]);
    }
  }

  return rows.map((row) => {
    const [id, name, price, description, imageUrl, isAvailable, cogs, createdAt, updatedAt] = row;
    const item: MenuItem = {
      _id: id,
      name,
      price: Number(price),
      description,
      imageUrl,
      isAvailable,
      category: ref(row[9], row[10]),
      location: ref(row[11], row[12]),
      customizationOptions: groupsOf.get(id) ?? [],
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
    };
    if (filter.backOffice) {
      item.cogs = Number(cogs);
      item.recipe = recipesOf.get(id) ?? [];
    }
    return item;
  });
}

const ref = (id: string | null, name: string | null): EntityName | null =>
  id && name !== null ? { _id: id, name } : null;

/** One product; an unavailable one does not exist for the storefront. */
export async function getMenuItem(db: DbOrTx, id: string, audience: MenuAudience): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  const [item] = await loadMenuItems(db, { ...audience, productIds: [id] });
  if (!item) throw notFound(MENU_NOT_FOUND);
  return item;
}

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
const VERSION_TRUST_MS = 1000;

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
  const variant = audience.backOffice ? (audience.includeUnavailable ? "staff-all" : "staff") : "public";
  const cache = cacheFor(db);
  const version = await currentVersion(db, cache, audience.backOffice);
  const cached = cache.snapshots.get(variant);
  if (cached?.version === version) return cached;
  const items = await loadMenuItems(db, {
    backOffice: audience.backOffice,
    includeUnavailable: audience.backOffice && audience.includeUnavailable,
  });
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

/** Clear 400s for references that do not exist, before anything is written. */
async function checkReferences(db: DbOrTx, input: MenuItemInput): Promise<void> {
  const categoryMessage = "Kategori tidak ditemukan. Pilih kategori yang tersedia.";
  if (!isUuid(input.category)) throw badRequest(categoryMessage, { category: categoryMessage });
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category))
    .limit(1);
  if (!category) throw badRequest(categoryMessage, { category: categoryMessage });

  const locationMessage = "Lokasi tidak ditemukan. Pilih lokasi yang tersedia.";
  if (!isUuid(input.location)) throw badRequest(locationMessage, { location: locationMessage });
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, input.location))
    .limit(1);
  if (!location) throw badRequest(locationMessage, { location: locationMessage });

  if (input.customizationOptions.length > 0) {
    const groupMessage = "Grup kustomisasi tidak ditemukan. Muat ulang halaman lalu pilih lagi.";
    if (!input.customizationOptions.every(isUuid)) {
      throw badRequest(groupMessage, { customizationOptions: groupMessage });
    }
    const found = await db
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(inArray(optionGroups.id, input.customizationOptions));
    if (found.length !== input.customizationOptions.length) {
      throw badRequest(groupMessage, { customizationOptions: groupMessage });
    }
  }

  if (input.recipe.length > 0) {
    const ids = [...new Set(input.recipe.map((r) => r.ingredient))];
    if (!ids.every(isUuid)) throw badRequest(MENU_RECIPE_MESSAGE, { recipe: MENU_RECIPE_MESSAGE });
    const found = await db.select({ id: stockItems.id }).from(stockItems).where(inArray(stockItems.id, ids));
    if (found.length !== ids.length) throw badRequest(MENU_RECIPE_MESSAGE, { recipe: MENU_RECIPE_MESSAGE });
  }
}

async function writeRelations(tx: DbOrTx, productId: string, input: MenuItemInput): Promise<void> {
  await tx.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId));
  if (input.customizationOptions.length > 0) {
    await tx
      .insert(productOptionGroups)
      .values(input.customizationOptions.map((groupId, position) => ({ productId, groupId, position })));
  }
  await tx.delete(productRecipes).where(eq(productRecipes.productId, productId));
  if (input.recipe.length > 0) {
    await tx.insert(productRecipes).values(
      input.recipe.map((line) => ({
        productId,
        stockItemId: line.ingredient,
        quantityUsed: Math.round(line.quantityUsed * 10_000) / 10_000,
      })),
    );
  }
  // cogs comes from the recipe and today's ingredient costs, never from the client.
  await recomputeProductCogs(tx, { productIds: [productId] });
}

/** Stores a checked picture; runs `work`; removes the picture again if `work` fails. */
async function withStoredImage<T>(
  image: Buffer | null,
  dataDir: string,
  work: (imageUrl: string | null) => Promise<T>,
): Promise<T> {
  const saved = image ? await saveImageUpload(image, dataDir) : null;
  try {
    return await work(saved?.url ?? null);
  } catch (error) {
    if (saved) await unlink(saved.filePath).catch(() => {});
    throw error;
  }
}

/** Deletes a replaced picture this server stored, unless another product or the settings still show it. */
async function discardImageIfUnused(db: DbOrTx, url: string, dataDir: string): Promise<void> {
  const name = uploadedFileName(url);
  if (!name) return;
  const [{ users }] = await db.select({ users: count() }).from(products).where(eq(products.imageUrl, url));
  const [inSettings] = await db
    .select({ id: settings.id })
    .from(settings)
    .where(sql`strpos(${settings.data}::text, ${name}) > 0`)
    .limit(1);
  if (users === 0 && !inSettings) await removeUploadedImage(url, dataDir);
}

const BACK_OFFICE_ALL: MenuAudience = { backOffice: true, includeUnavailable: true };

export async function createMenuItem(
  db: Database,
  dataDir: string,
  input: MenuItemInput,
  image: Buffer | null,
): Promise<MenuItem> {
  // Every check before the first write: a refused request leaves no row and no file behind.
  if (image) assertImage(image);
  await checkReferences(db, input);
  const id = await withStoredImage(image, dataDir, (storedUrl) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: input.name,
          price: input.price,
          description: input.description,
          imageUrl: storedUrl ?? input.imageUrl ?? "",
          categoryId: input.category,
          locationId: input.location,
          isAvailable: input.isAvailable ?? true,
        })
        .returning({ id: products.id });
      await writeRelations(tx, row.id, input);
      return row.id;
    }),
  );
  return getMenuItem(db, id, BACK_OFFICE_ALL);
}

export async function updateMenuItem(
  db: Database,
  dataDir: string,
  id: string,
  input: MenuItemInput,
  image: Buffer | null,
): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  if (image) assertImage(image);
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  if (!existing) throw notFound(MENU_NOT_FOUND);
  await checkReferences(db, input);
  const previousImage = await withStoredImage(image, dataDir, (storedUrl) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageUrl: products.imageUrl, isAvailable: products.isAvailable })
        .from(products)
        .where(eq(products.id, id))
        .for("update")
        .limit(1);
      if (!current) throw notFound(MENU_NOT_FOUND);
      const imageUrl = storedUrl ?? input.imageUrl ?? current.imageUrl;
      await tx
        .update(products)
        .set({
          name: input.name,
          price: input.price,
          description: input.description,
          imageUrl,
          categoryId: input.category,
          locationId: input.location,
          isAvailable: input.isAvailable ?? current.isAvailable,
        })
        .where(eq(products.id, id));
      await writeRelations(tx, id, input);
      return imageUrl === current.imageUrl ? null : current.imageUrl;
    }),
  );
  if (previousImage) await discardImageIfUnused(db, previousImage, dataDir);
  return getMenuItem(db, id, BACK_OFFICE_ALL);
}

export async function setMenuAvailability(db: Database, id: string, isAvailable: boolean): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  const updated = await db
    .update(products)
    .set({ isAvailable })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound(MENU_NOT_FOUND);
  return getMenuItem(db, id, BACK_OFFICE_ALL);
}

/** Past orders keep the item's snapshotted name and price; their product link becomes empty. */
export async function deleteMenuItem(db: Database, dataDir: string, id: string): Promise<{ message: string }> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  const [deleted] = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ name: products.name, imageUrl: products.imageUrl });
  if (!deleted) throw notFound(MENU_NOT_FOUND);
  await discardImageIfUnused(db, deleted.imageUrl, dataDir);
  return { message: `Menu "${deleted.name}" telah dihapus.` };
}

/* ------------------------------------------------------------ for ordering */

export type OrderableProduct = {
  id: string;
  name: string;
  price: number;
  /** Recipe cost per unit today (snapshot it onto the order item). */
  cogs: number;
  /** Option groups in display order, options with database prices. */
  groups: OptionGroup[];
  recipe: { stockItemId: string; quantityUsed: number }[];
};

/**
 * The products an order names, ready to price: throws 400 for an unknown product and
 * 'Menu "{name}" sedang tidak tersedia.' for one switched off. A fixed number of queries.
 */
export async function loadOrderableProducts(db: DbOrTx, ids: string[]): Promise<Map<string, OrderableProduct>> {
  const wanted = [...new Set(ids)];
  const result = new Map<string, OrderableProduct>();
  if (wanted.length === 0) return result;
  const missing = () => badRequest("Menu yang dipesan tidak ditemukan. Muat ulang menu lalu coba lagi.");
  if (!wanted.every(isUuid)) throw missing();

  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      cogs: products.cogs,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(inArray(products.id, wanted));
  if (rows.length !== wanted.length) throw missing();
  const unavailable = rows.find((r) => !r.isAvailable);
  if (unavailable) throw badRequest(`Menu "${unavailable.name}" sedang tidak tersedia.`);

  const links = await db
    .select({ productId: productOptionGroups.productId, groupId: productOptionGroups.groupId })
    .from(productOptionGroups)
    .where(inArray(productOptionGroups.productId, wanted))
    .orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position));
  const groups = await loadOptionGroups(db, [...new Set(links.map((l) => l.groupId))]);
  const recipeRows = await db
    .select({
      productId: productRecipes.productId,
      stockItemId: productRecipes.stockItemId,
      quantityUsed: productRecipes.quantityUsed,
    })
    .from(productRecipes)
    .where(inArray(productRecipes.productId, wanted));

  for (const row of rows) {
    result.set(row.id, { id: row.id, name: row.name, price: row.price, cogs: row.cogs, groups: [], recipe: [] });
  }
  for (const link of links) {
    const group = groups.get(link.groupId);
    if (group) result.get(link.productId)?.groups.push(group);
  }
  for (const line of recipeRows) {
    result.get(line.productId)?.recipe.push({ stockItemId: line.stockItemId, quantityUsed: line.quantityUsed });
  }
  return result;
}
