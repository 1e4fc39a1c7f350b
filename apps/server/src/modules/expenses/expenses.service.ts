import {
  type ExpenseBody,
  type ExpenseCategoryBody,
  type ExpenseCategoryListQuery,
  type ExpenseCategoryRecord,
  type ExpenseList,
  type ExpenseListQuery,
  type ExpenseRecord,
  expenseCategoryBody,
  expenseLabel,
  todayKey,
} from "@kedai/shared";
import { and, asc, count, desc, eq, sql, sum } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { expenseCategories, expenses } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { dayColumnFilters, refuseAfterTomorrow } from "../../lib/business-day";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { countedDependents, deleteOrArchive, notArchived } from "../../lib/in-use";
import { pageOffset } from "../../lib/paging";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { containsInsensitive } from "../../lib/search";
import { sortedBy } from "../../lib/sorting";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordRemoval } from "../audit/audit.service";

type CategoryRow = typeof expenseCategories.$inferSelect;

const CATEGORY_NOT_FOUND = "Kategori pengeluaran tidak ditemukan.";
const CHOSEN_CATEGORY_NOT_FOUND = "Kategori pengeluaran yang dipilih tidak ditemukan. Muat ulang lalu pilih lagi.";
const EXPENSE_NOT_FOUND = "Data pengeluaran tidak ditemukan.";

function toCategoryRecord(row: CategoryRow): ExpenseCategoryRecord {
  return { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}

export async function listExpenseCategories(
  db: DbOrTx,
  query: ExpenseCategoryListQuery,
): Promise<ExpenseCategoryRecord[]> {
  const rows = await db
    .select()
    .from(expenseCategories)
    .where(notArchived(expenseCategories, containsInsensitive(expenseCategories.name, query.search)))
    .orderBy(asc(sql`lower(${expenseCategories.name})`));
  return rows.map(toCategoryRecord);
}

/** "Listrik" and "listrik" are one category (the database's unique index on lower(name) agrees). */
const assertNameFree = (tx: DbOrTx, name: string, exceptId?: string) =>
  assertUniqueName(tx, expenseCategories, name, exceptId, (taken) => `Kategori "${taken}" sudah ada.`);

export async function createExpenseCategory(db: Database, body: ExpenseCategoryBody): Promise<ExpenseCategoryRecord> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, expenseCategories);
    await assertNameFree(tx, body.name);
    const [row] = await tx.insert(expenseCategories).values({ name: body.name }).returning();
    return toCategoryRecord(row);
  });
}

export async function updateExpenseCategory(
  db: Database,
  id: string,
  sent: Partial<ExpenseCategoryBody>,
): Promise<ExpenseCategoryRecord> {
  if (!isUuid(id)) throw notFound(CATEGORY_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, expenseCategories);
    // PUT: the fields sent over the stored category (docs/api-conventions.md#put).
    const stored = await findByIdOr404(tx, expenseCategories, id, CATEGORY_NOT_FOUND);
    const body = updatedRecord(expenseCategoryBody, { name: stored.name }, sent);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx
      .update(expenseCategories)
      .set({ name: body.name })
      .where(eq(expenseCategories.id, id))
      .returning();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return toCategoryRecord(row);
  });
}

/**
 * Refused (409) while expenses use the category: past months' profit and loss must keep adding
 * up. Locking the row waits for an expense being recorded under it, so the count is complete.
 */
/** Nothing uses a category now; one past expenses name is archived (the month's profit/loss keeps it). */
export const deleteExpenseCategory = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, expenseCategories, id, {
    missing: CATEGORY_NOT_FOUND,
    subject: (category) => `Kategori "${category.name}"`,
    inUse: async () => [],
    advice: "",
    history: async (tx) => [await countedDependents(tx, expenses, eq(expenses.categoryId, id), "pengeluaran")],
    after: (tx, category, outcome) => recordRemoval(tx, actor, "expenseCategory", category, category.name, outcome),
  });

const expenseColumns = {
  expense: expenses,
  categoryName: expenseCategories.name,
};

function toExpenseRecord({
  expense,
  categoryName,
}: {
  expense: typeof expenses.$inferSelect;
  categoryName: string;
}): ExpenseRecord {
  return {
    _id: expense.id,
    amount: expense.amount,
    category: { _id: expense.categoryId, name: categoryName },
    date: expense.date,
    description: expense.description,
    createdAt: expense.createdAt.toISOString(),
  };
}

/** Records an expense under an existing category, on the given day or today in the business time zone. */
export async function createExpense(
  db: Database,
  actor: { id: string },
  body: ExpenseBody,
  timeZone: string,
): Promise<ExpenseRecord> {
  if (body.date) refuseAfterTomorrow(body.date, "date", timeZone);
  return db.transaction(async (tx) => {
    const [category] = await findReferencedOr400(tx, expenseCategories, [body.category], {
      field: "category",
      message: CHOSEN_CATEGORY_NOT_FOUND,
    });
    const [expense] = await tx
      .insert(expenses)
      .values({
        categoryId: category.id,
        amount: body.amount,
        date: body.date ?? todayKey(timeZone),
        description: body.description ?? "",
        createdById: actor.id,
      })
      .returning();
    return toExpenseRecord({ expense, categoryName: category.name });
  });
}

/**
 * The expenses of the chosen days (business days, both ends included; either end may be open):
 * newest day first, a page at a time, with the sum of every expense the filter matches.
 */
export async function listExpenses(db: DbOrTx, query: ExpenseListQuery): Promise<ExpenseList> {
  const where = and(...dayColumnFilters(expenses.date, query));
  const rows = await db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(where)
    .orderBy(
      ...sortedBy(query, { date: expenses.date, amount: expenses.amount }, [
        desc(expenses.date),
        desc(expenses.createdAt),
        desc(expenses.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [totals] = await db
    .select({ total: count(), totalAmount: sum(expenses.amount).mapWith(Number) })
    .from(expenses)
    .where(where);
  return {
    page: query.page,
    limit: query.limit,
    data: rows.map(toExpenseRecord),
    total: totals.total,
    totalAmount: totals.totalAmount ?? 0,
  };
}

/** An expense is history itself and nothing refers to it: it is deleted, and the audit log keeps it. */
export const deleteExpense = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, expenses, id, {
    missing: EXPENSE_NOT_FOUND,
    subject: () => "Data pengeluaran",
    inUse: async () => [],
    advice: "",
    after: (tx, row, outcome) => recordRemoval(tx, actor, "expense", row, expenseLabel(row), outcome),
  });
