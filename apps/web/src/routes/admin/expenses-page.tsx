import { EXPENSE_SORT_KEYS, type ExpenseRecord, expenseLabel } from "@kedai/shared";
import { FormAndList, PageHeader, Panel, ReportFilters, useConfirmDelete } from "../../components/ui";
import { useCreateExpense, useDeleteExpense, useExpenses } from "../../features/expenses/api/expenses";
import { useExpenseCategoryOptions } from "../../features/expenses/api/use-expense-categories";
import { ExpenseForm } from "../../features/expenses/components/expense-form";
import { ExpensesTable } from "../../features/expenses/components/expenses-table";
import { succeeded } from "../../lib/succeeded";
import { useReportFilters } from "../../lib/use-report-filters";
import { useTableSort } from "../../lib/use-table-sort";

/**
 * /admin/pengeluaran: record an expense (amount, category, day, notes); below, the expenses of
 * the chosen days (none chosen: the newest; sorted by day or amount) with the total of the listed ones, each deletable
 * after a confirmation.
 */
export function ExpensesPage() {
  const { categories } = useExpenseCategoryOptions();
  const create = useCreateExpense();
  const remove = useDeleteExpense();
  const filters = useReportFilters({}, { datesRequired: false });
  const sorting = useTableSort(EXPENSE_SORT_KEYS);
  const expenses = useExpenses({ ...filters.applied, ...sorting.query });
  const confirmDelete = useConfirmDelete(
    (expense: ExpenseRecord) => succeeded(remove.mutateAsync(expense)),
    (expense) => `Anda yakin ingin menghapus ${expenseLabel(expense)}?`,
  );

  return (
    <section>
      <PageHeader title="Pengeluaran" description="Catat biaya operasional di luar pembelian bahan baku." />
      <FormAndList
        form={
          <Panel title="Catat Pengeluaran">
            <ExpenseForm
              categories={categories}
              saving={create.isPending}
              onSubmit={(body) => succeeded(create.mutateAsync(body))}
            />
          </Panel>
        }
        list={
          <Panel title="Daftar Pengeluaran">
            <ReportFilters
              id="expenses"
              range={filters.draft}
              onChange={filters.update}
              onApply={() => filters.apply() === "unchanged" && expenses.refetch()}
              error={filters.error}
              busy={expenses.fetching}
              datesRequired={false}
            />
            <ExpensesTable {...expenses} sort={sorting.sort} onDelete={confirmDelete} deleting={remove.isPending} />
          </Panel>
        }
      />
    </section>
  );
}
