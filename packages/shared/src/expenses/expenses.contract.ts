import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { EXPENSE_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText, searchQuery, trimmedText } from "../common/text.contract";
import { entityRef } from "../customizations/customizations.contract";
import { MAX_RUPIAH, rupiahAmount } from "../money/money.contract";
import { formatRupiah } from "../money/rupiah";

export const EXPENSE_CATEGORY_NAME_REQUIRED = "Nama kategori tidak boleh kosong.";

/** POST /api/expenses/categories and PUT /api/expenses/categories/{id}: one trimmed name. */
export const expenseCategoryBody = z.object(
  {
    name: trimmedText(100, {
      required: EXPENSE_CATEGORY_NAME_REQUIRED,
      tooLong: "Nama kategori maksimal 100 karakter.",
    }),
  },
  { error: "Data kategori pengeluaran tidak valid." },
);
export type ExpenseCategoryBody = z.infer<typeof expenseCategoryBody>;

export const expenseCategoryListQuery = searchQuery;
export type ExpenseCategoryListQuery = z.infer<typeof expenseCategoryListQuery>;

/** GET /api/expenses/categories rows and the answer of POST/PUT. */
export const expenseCategoryRecord = z.object({ _id: z.string(), name: z.string(), createdAt: timestamp });
export type ExpenseCategoryRecord = z.infer<typeof expenseCategoryRecord>;
export const expenseCategoryList = z.array(expenseCategoryRecord);

export const EXPENSE_REQUIRED_MESSAGE = "Jumlah dan Kategori wajib diisi.";
/** The largest single expense the form accepts: a typo guard, far above any real bill. */
export const MAX_EXPENSE_AMOUNT = MAX_RUPIAH;

/**
 * POST /api/expenses: amount (whole rupiah, above 0) and category required, the day defaults to
 * today in the business time zone, the description is optional.
 */
export const expenseBody = z.object(
  {
    amount: rupiahAmount("Jumlah pengeluaran", {
      min: 1,
      max: MAX_EXPENSE_AMOUNT,
      required: EXPENSE_REQUIRED_MESSAGE,
      fromText: true,
    }),
    category: entityRef(EXPENSE_REQUIRED_MESSAGE),
    date: dayInput.optional(),
    description: optionalText("Keterangan", 500),
  },
  { error: "Data pengeluaran tidak valid." },
);
export type ExpenseBody = z.infer<typeof expenseBody>;
export type ExpenseInput = z.input<typeof expenseBody>;

/**
 * GET /api/expenses: newest day first, a page at a time; `startDate`/`endDate` are
 * business-time-zone days, both included.
 */
export const expenseListQuery = pageQuery.extend({
  ...sortableBy(EXPENSE_SORT_KEYS),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

export const expenseRecord = z.object({
  _id: z.string(),
  amount: z.number().int(),
  category: entityName,
  date: dateKey,
  description: z.string(),
  createdAt: timestamp,
});
export type ExpenseRecord = z.infer<typeof expenseRecord>;

/** A page of expenses, plus the rupiah the whole filter adds up to (every page, not just this one). */
export const expenseList = pagedList(expenseRecord).extend({ totalAmount: z.number().int() });
export type ExpenseList = z.infer<typeof expenseList>;

/** The answer of POST /api/expenses: the toast's sentence and the expense. */
export const expenseCreatedAnswer = z.object({ message: z.string(), data: expenseRecord });

/** Sums the amounts of the listed expenses (the list's footer). */
export const sumExpenses = (rows: ReadonlyArray<{ amount: number }>): number =>
  rows.reduce((sum, row) => sum + row.amount, 0);

/** What a delete confirmation calls an expense: its description, or "pengeluaran Rp 25.000". */
export const expenseLabel = (expense: { description: string; amount: number }): string =>
  expense.description || `pengeluaran ${formatRupiah(expense.amount)}`;
