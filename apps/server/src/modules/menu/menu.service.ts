import {
  type DeleteAnswer,
  MENU_RECIPE_MESSAGE,
  type MenuItem,
  type MenuItemFormInput,
  type MenuItemInput,
  menuItemInput,
} from "@kedai/shared";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import {
  categories,
  locations,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
  settings,
  stockItems,
} from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { badRequest, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { deleteOrArchive } from "../../lib/in-use";
import { ordersWithProduct, orderUses } from "../../lib/order-uses";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { type AuditActor, recordAudit, recordRemoval } from "../audit/audit.service";
import { recomputeProductCogs } from "../stock/cogs";
import { assertImage, type ImageStore, uploadedFileName } from "../uploads/uploads.service";
import { getMenuItem, MENU_NOT_FOUND, type MenuAudience } from "./menu-read";

/** Writing products: every check before the first write, relations and cogs in one transaction. */

const HEAD_OFFICE_IS_NO_SHOP = "Gudang Pusat adalah gudang, bukan outlet: menu hanya dijual di outlet. Pilih outlet.";

/** Clear 400s for references that do not exist, before anything is written. */
async function checkReferences(db: DbOrTx, input: MenuItemInput): Promise<void> {
  await findReferencedOr400(db, categories, [input.category], {
    field: "category",
    message: "Kategori tidak ditemukan. Pilih kategori yang tersedia.",
  });
  const [location] = await findReferencedOr400(db, locations, [input.location], {
    field: "location",
    message: "Lokasi tidak ditemukan. Pilih lokasi yang tersedia.",
  });
  // Head office is a warehouse, not a shop: nothing is sold there (docs/decisions/0028).
  if (location.kind !== "outlet") throw badRequest(HEAD_OFFICE_IS_NO_SHOP, "location");
  await findReferencedOr400(db, optionGroups, input.customizationOptions, {
    field: "customizationOptions",
    message: "Grup kustomisasi tidak ditemukan. Muat ulang halaman lalu pilih lagi.",
  });
  await findReferencedOr400(
    db,
    stockItems,
    input.recipe.map((line) => line.ingredient),
    { field: "recipe", message: MENU_RECIPE_MESSAGE },
  );
}

async function writeRelations(tx: Tx, productId: string, input: MenuItemInput): Promise<void> {
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
        quantityUsed: toFourDecimals(line.quantityUsed),
      })),
    );
  }
  // cogs comes from the recipe and today's ingredient costs, never from the client.
  await recomputeProductCogs(tx, { productIds: [productId] });
}

/** Stores a checked picture; runs `work`; removes the picture again if `work` fails. */
async function withStoredImage<T>(
  image: Buffer | null,
  images: ImageStore,
  work: (imageUrl: string | null) => Promise<T>,
): Promise<T> {
  const saved = image ? await images.save(image) : null;
  try {
    return await work(saved);
  } catch (error) {
    if (saved) await images.remove(saved).catch(() => {});
    throw error;
  }
}

/** Deletes a replaced picture this server stored, unless another product or the settings still show it. */
async function discardImageIfUnused(db: DbOrTx, url: string, images: ImageStore): Promise<void> {
  const name = uploadedFileName(url);
  if (!name) return;
  const [{ users }] = await db.select({ users: count() }).from(products).where(eq(products.imageUrl, url));
  const [inSettings] = await db
    .select({ id: settings.id })
    .from(settings)
    .where(sql`strpos(${settings.data}::text, ${name}) > 0`)
    .limit(1);
  if (users === 0 && !inSettings) await images.remove(url);
}

const BACK_OFFICE_ALL: MenuAudience = { backOffice: true, includeUnavailable: true };

export async function createMenuItem(
  db: Database,
  images: ImageStore,
  input: MenuItemInput,
  image: Buffer | null,
): Promise<MenuItem> {
  // Every check before the first write: a refused request leaves no row and no file behind.
  if (image) assertImage(image);
  await checkReferences(db, input);
  const id = await withStoredImage(image, images, (storedUrl) =>
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

/** A menu item as the menu form would send it back: what a PUT's fields are merged over. */
const storedMenuInput = (item: MenuItem): MenuItemFormInput => ({
  name: item.name,
  price: item.price,
  category: item.category?._id,
  location: item.location?._id,
  description: item.description,
  customizationOptions: item.customizationOptions.map((group) => group._id),
  recipe: (item.recipe ?? []).map((line) => ({ ingredient: line.ingredient._id, quantityUsed: line.quantityUsed })),
});

/**
 * PUT /api/menu/{id}: the form's fields over the stored item (docs/api-conventions.md#put). A
 * field left out keeps its value; no groups or no recipe is sent as an empty field. The picture
 * and availability were already kept when left out.
 */
export async function updateMenuItem(
  db: Database,
  images: ImageStore,
  id: string,
  sent: Record<string, unknown>,
  image: Buffer | null,
  actor: AuditActor,
): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  if (image) assertImage(image);
  const previousImage = await withStoredImage(image, images, (storedUrl) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageUrl: products.imageUrl, isAvailable: products.isAvailable, price: products.price })
        .from(products)
        .where(eq(products.id, id))
        .for("update")
        .limit(1);
      if (!current) throw notFound(MENU_NOT_FOUND);
      const input = updatedRecord(menuItemInput, storedMenuInput(await getMenuItem(tx, id, BACK_OFFICE_ALL)), sent);
      await checkReferences(tx, input);
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
      if (input.price !== current.price) await recordPriceChange(tx, actor, id, input.name, current.price, input.price);
      return imageUrl === current.imageUrl ? null : current.imageUrl;
    }),
  );
  if (previousImage) await discardImageIfUnused(db, previousImage, images);
  return getMenuItem(db, id, BACK_OFFICE_ALL);
}

/**
 * 'Habis' or back on sale, from the back office or the till: who switched it is in the audit log;
 * the answer carries back-office data only for the back office (`audience`).
 */
export async function setMenuAvailability(
  db: Database,
  id: string,
  isAvailable: boolean,
  actor: AuditActor,
  audience: MenuAudience,
): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: products.name, isAvailable: products.isAvailable })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .for("update")
      .limit(1);
    if (!current) throw notFound(MENU_NOT_FOUND);
    if (current.isAvailable === isAvailable) return;
    await tx.update(products).set({ isAvailable }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: "menu.availability_changed",
      entityType: "menuItem",
      entityId: id,
      label: current.name,
      before: { isAvailable: current.isAvailable },
      after: { isAvailable },
    });
  });
  return getMenuItem(db, id, { ...audience, includeUnavailable: true });
}

/**
 * A menu item on an open order stays until the order is finished or cancelled; one past orders
 * name is archived (its picture stays for them); one never ordered is deleted with its recipe.
 */
export async function deleteMenuItem(
  db: Database,
  images: ImageStore,
  id: string,
  actor: AuditActor,
): Promise<DeleteAnswer> {
  let imageUrl = "";
  const answer = await deleteOrArchive(db, products, id, {
    missing: MENU_NOT_FOUND,
    subject: (product) => `Menu "${product.name}"`,
    inUse: async (tx) => [(await orderUses(tx, ordersWithProduct(tx, id))).open],
    advice: "Selesaikan atau batalkan pesanannya terlebih dahulu, atau tandai menu ini tidak tersedia.",
    history: async (tx) => [(await orderUses(tx, ordersWithProduct(tx, id))).past],
    after: (tx, product, outcome) => {
      imageUrl = product.imageUrl;
      return recordRemoval(tx, actor, "menuItem", product, product.name, outcome);
    },
  });
  if (!answer.archived) await discardImageIfUnused(db, imageUrl, images);
  return answer;
}

const recordPriceChange = (tx: Tx, actor: AuditActor, id: string, name: string, before: number, after: number) =>
  recordAudit(tx, actor, {
    action: "price.changed",
    entityType: "menuItem",
    entityId: id,
    label: name,
    before: { price: before },
    after: { price: after },
  });
