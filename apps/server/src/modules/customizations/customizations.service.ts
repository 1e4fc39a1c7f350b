import {
  type CustomizationOption,
  type CustomizationOptionBody,
  customizationOptionBody,
  type OptionGroup,
  type OptionGroupBody,
  type OptionGroupType,
  optionGroupBody,
} from "@kedai/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { customizationOptions, optionGroupOptions, optionGroups, productOptionGroups, products } from "../../db/schema";
import { badRequest, notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { deleteOrArchive, namedDependents, notArchived } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";

const OPTION_NOT_FOUND = "Opsi kustomisasi tidak ditemukan.";
const GROUP_NOT_FOUND = "Grup kustomisasi tidak ditemukan.";

type OptionRow = typeof customizationOptions.$inferSelect;

const toOption = (row: Pick<OptionRow, "id" | "name" | "price">): CustomizationOption => ({
  _id: row.id,
  name: row.name,
  price: row.price,
});

/* ---------------------------------------------------------------- options */

export async function listOptions(db: DbOrTx): Promise<CustomizationOption[]> {
  const rows = await db
    .select()
    .from(customizationOptions)
    .orderBy(asc(sql`lower(${customizationOptions.name})`), asc(customizationOptions.price));
  return rows.map(toOption);
}

export async function createOption(db: Database, body: CustomizationOptionBody): Promise<CustomizationOption> {
  const [row] = await db.insert(customizationOptions).values({ name: body.name, price: body.price }).returning();
  return toOption(row);
}

export async function updateOption(
  db: Database,
  id: string,
  sent: Partial<CustomizationOptionBody>,
): Promise<CustomizationOption> {
  return db.transaction(async (tx) => {
    // PUT: the fields sent over the stored option (docs/api-conventions.md#put).
    const stored = await findByIdOr404(tx, customizationOptions, id, OPTION_NOT_FOUND, { forUpdate: true });
    const body = updatedRecord(customizationOptionBody, { name: stored.name, price: stored.price }, sent);
    const [row] = await tx
      .update(customizationOptions)
      .set({ name: body.name, price: body.price })
      .where(eq(customizationOptions.id, id))
      .returning();
    return toOption(row);
  });
}

/** An option a group offers stays; orders keep their options' names and prices, so none is history. */
export const deleteOption = (db: Database, id: string) =>
  deleteOrArchive(db, customizationOptions, id, {
    missing: OPTION_NOT_FOUND,
    subject: (option) => `Opsi "${option.name}"`,
    inUse: async (tx) => {
      const offering = tx
        .select({ id: optionGroupOptions.groupId })
        .from(optionGroupOptions)
        .where(eq(optionGroupOptions.optionId, id));
      return [await namedDependents(tx, optionGroups, inArray(optionGroups.id, offering), "grup kustomisasi")];
    },
    advice: "Keluarkan opsi dari grup tersebut terlebih dahulu.",
  });

/* ----------------------------------------------------------------- groups */

/**
 * Groups with their options in display order, in two queries whatever the number of groups.
 * `groupIds` undefined = every group. Each query returns its rows as one JSON text: on embedded
 * PGlite, handing over hundreds of rows field by field costs several times more than the query.
 */
export async function loadOptionGroups(db: DbOrTx, groupIds?: string[]): Promise<Map<string, OptionGroup>> {
  if (groupIds && groupIds.length === 0) return new Map();
  const [groupRows] = await db
    .select({
      body: sql<string>`coalesce(json_agg(json_build_array(${optionGroups.id}, ${optionGroups.name}, ${optionGroups.type})
        order by lower(${optionGroups.name}), ${optionGroups.id}), '[]')::text`,
    })
    .from(optionGroups)
    .where(groupIds ? inArray(optionGroups.id, groupIds) : undefined);
  const [optionRows] = await db
    .select({
      body: sql<string>`coalesce(json_agg(json_build_array(${optionGroupOptions.groupId}, ${customizationOptions.id},
        ${customizationOptions.name}, ${customizationOptions.price})
        order by ${optionGroupOptions.groupId}, ${optionGroupOptions.position}), '[]')::text`,
    })
    .from(optionGroupOptions)
    .innerJoin(customizationOptions, eq(customizationOptions.id, optionGroupOptions.optionId))
    .where(groupIds ? inArray(optionGroupOptions.groupId, groupIds) : undefined);
  const groups = new Map<string, OptionGroup>();
  for (const [id, name, type] of JSON.parse(groupRows.body) as [string, string, OptionGroupType][]) {
    groups.set(id, toGroup({ id, name, type }));
  }
  for (const [groupId, id, name, price] of JSON.parse(optionRows.body) as [string, string, string, number][]) {
    groups.get(groupId)?.options.push(toOption({ id, name, price: Number(price) }));
  }
  return groups;
}

const toGroup = (row: { id: string; name: string; type: OptionGroupType }): OptionGroup => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  isRequired: row.type === "radio",
  options: [],
});

export async function listOptionGroups(db: DbOrTx): Promise<OptionGroup[]> {
  return [...(await loadOptionGroups(db)).values()];
}

/** Every option must exist, and one group may not offer two options of the same name (carts match by name). */
async function checkGroupOptions(db: DbOrTx, optionIds: string[]): Promise<void> {
  const found = await findReferencedOr400(db, customizationOptions, optionIds, {
    field: "options",
    message: OPTION_NOT_FOUND,
  });
  const seen = new Set<string>();
  for (const option of found) {
    const key = option.name.trim().toLowerCase();
    if (seen.has(key)) {
      const message = `Satu grup tidak boleh berisi dua opsi bernama "${option.name}".`;
      throw badRequest(message, "options");
    }
    seen.add(key);
  }
}

async function writeGroupOptions(db: Tx, groupId: string, optionIds: string[]): Promise<void> {
  await db.delete(optionGroupOptions).where(eq(optionGroupOptions.groupId, groupId));
  await db.insert(optionGroupOptions).values(optionIds.map((optionId, position) => ({ groupId, optionId, position })));
}

async function readGroup(db: DbOrTx, id: string): Promise<OptionGroup> {
  const group = (await loadOptionGroups(db, [id])).get(id);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return group;
}

export async function createOptionGroup(db: Database, body: OptionGroupBody): Promise<OptionGroup> {
  return db.transaction(async (tx) => {
    await checkGroupOptions(tx, body.options);
    const [row] = await tx.insert(optionGroups).values({ name: body.name, type: body.type }).returning();
    await writeGroupOptions(tx, row.id, body.options);
    return readGroup(tx, row.id);
  });
}

/** PUT: the fields sent over the stored group, its options one field (docs/api-conventions.md#put). */
export async function updateOptionGroup(
  db: Database,
  id: string,
  sent: Partial<OptionGroupBody>,
): Promise<OptionGroup> {
  return db.transaction(async (tx) => {
    await findByIdOr404(tx, optionGroups, id, GROUP_NOT_FOUND, { forUpdate: true });
    const stored = await readGroup(tx, id);
    const body = updatedRecord(
      optionGroupBody,
      { name: stored.name, type: stored.type, options: stored.options.map((option) => option._id) },
      sent,
    );
    await checkGroupOptions(tx, body.options);
    await tx.update(optionGroups).set({ name: body.name, type: body.type }).where(eq(optionGroups.id, id));
    await writeGroupOptions(tx, id, body.options);
    return readGroup(tx, id);
  });
}

/**
 * A group a menu on offer has stays; archived menus lose it (they are no longer ordered, and orders
 * keep their options' names).
 */
export const deleteOptionGroup = (db: Database, id: string) =>
  deleteOrArchive(db, optionGroups, id, {
    missing: GROUP_NOT_FOUND,
    subject: (group) => `Grup "${group.name}"`,
    inUse: async (tx) => {
      const offeredBy = tx
        .select({ id: productOptionGroups.productId })
        .from(productOptionGroups)
        .where(eq(productOptionGroups.groupId, id));
      return [await namedDependents(tx, products, notArchived(products, inArray(products.id, offeredBy)), "menu")];
    },
    advice: "Lepaskan grup ini dari menu tersebut terlebih dahulu.",
    beforeDelete: (tx) => tx.delete(productOptionGroups).where(eq(productOptionGroups.groupId, id)),
  });
