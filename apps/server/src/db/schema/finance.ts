import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { archivedAt, createdAt, id, money } from "./columns";
import { users } from "./people";

/** What an expense was for (rent, electricity, wages…); names are unique whatever their case. */
export const expenseCategories = pgTable(
  "expense_categories",
  { id: id(), name: text("name").notNull(), createdAt: createdAt(), archivedAt: archivedAt() },
  (t) => [uniqueIndex("expense_categories_name_idx").on(sql`lower(${t.name})`)],
);

/**
 * Money head office spent, on a business day. A category in use cannot be deleted (restrict):
 * the profit/loss of past months must keep adding up.
 */
export const expenses = pgTable(
  "expenses",
  {
    id: id(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => expenseCategories.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    /** The business day (Asia/Jakarta by default) the money was spent, not a timestamp. */
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull().default(""),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("expenses_date_idx").on(t.date),
    index("expenses_category_idx").on(t.categoryId),
    check("expenses_amount_positive", sql`${t.amount} > 0`),
  ],
);
