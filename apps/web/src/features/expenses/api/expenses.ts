import type { ExpenseBody, ExpenseListQuery, ExpenseRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { usePagedList } from "../../../lib/use-paged-list";

const EXPENSES_PATH = "/expenses";

/** GET /expenses: newest day first, within the days given (either end may be open). */
export function useExpenses(query: Omit<ExpenseListQuery, "page" | "limit">) {
  return usePagedList<ExpenseRecord>(EXPENSES_PATH, "Gagal memuat data pengeluaran.", query);
}

/** Every page of the expense list (all filters), and the profit/loss that counts expenses. */
function useRefreshExpenses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [EXPENSES_PATH] });
}

/** POST /expenses: 'Data pengeluaran berhasil ditambahkan.' or the server's reason. */
export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (body: ExpenseBody) => api.post<{ message: string; data: ExpenseRecord }>(EXPENSES_PATH, body),
    onSuccess: async (answer) => {
      toast.success(answer.message || "Data pengeluaran berhasil ditambahkan.");
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menambahkan data.")),
  });
}

/** DELETE /expenses/{id}: 'Data pengeluaran telah dihapus.' or the server's reason. */
export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (expense: ExpenseRecord) => api.delete(`${EXPENSES_PATH}/${expense._id}`),
    onSuccess: async () => {
      toast.success("Data pengeluaran telah dihapus.");
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menghapus data.")),
  });
}
