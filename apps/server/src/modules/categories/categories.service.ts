import { type Category, type CategoryBody, categoryBody } from "@kedai/shared";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { categories, products } from "../../db/schema";
import { findByIdOr404 } from "../../lib/find-by-id";
import { deleteOrArchive, namedDependents, notArchived } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";

const NOT_FOUND = "Kategori tidak ditemukan.";

type Row = typeof categories.$inferSelect;
const toCategory = (row: Pick<Row, "id" | "name">): Category => ({ _id: row.id, name: row.name });

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(notArchived(categories))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
  return rows.map(toCategory);
}

/** Writers take the table's lock first, so two identical names sent at once cannot both pass the check. */
async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  await lockTableWriters(tx, categories);
  await assertUniqueName(tx, categories, name, exceptId, (taken) => `Kategori "${taken}" sudah ada.`);
}

export async function createCategory(db: Database, body: CategoryBody): Promise<Category> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, body.name);
    const [row] = await tx.insert(categories).values({ name: body.name }).returning();
    return toCategory(row);
  });
}

/** PUT: the fields sent over the stored category (docs/api-conventions.md#put). */
export async function updateCategory(db: Database, id: string, sent: Partial<CategoryBody>): Promise<Category> {
  return db.transaction(async (tx) => {
    const stored = await findByIdOr404(tx, categories, id, NOT_FOUND, { forUpdate: true });
    const body = updatedRecord(categoryBody, { name: stored.name }, sent);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx.update(categories).set({ name: body.name }).where(eq(categories.id, id)).returning();
    return toCategory(row);
  });
}

/** Refuses while products still use the category: the menu would otherwise lose its grouping. */
/** A category of a menu on offer stays; one only archived menus have is archived with them. */
export const deleteCategory = (db: Database, id: string) =>
  deleteOrArchive(db, categories, id, {
    missing: NOT_FOUND,
    subject: (category) => `Kategori "${category.name}"`,
    inUse: async (tx) => [
      await namedDependents(tx, products, notArchived(products, eq(products.categoryId, id)), "menu"),
    ],
    advice: "Pindahkan atau hapus menu tersebut terlebih dahulu.",
    history: async (tx) => [
      await namedDependents(
        tx,
        products,
        and(eq(products.categoryId, id), isNotNull(products.archivedAt)),
        "menu diarsipkan",
      ),
    ],
  });
