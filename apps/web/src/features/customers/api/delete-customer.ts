import type { DeleteAnswer } from "@kedai/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api, messageOf } from "../../../lib/api";
import { CUSTOMERS_PATH, refreshCustomerLists } from "./customer-lists";

/** DELETE /customers/{id} (admin): a customer or a franchise member; their orders keep their name. */
function deleteCustomer(id: string) {
  return api.delete<DeleteAnswer>(`${CUSTOMERS_PATH}/${id}`);
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: async (answer) => {
      toast.success(answer?.message ?? "Pengguna berhasil dihapus.");
      await refreshCustomerLists(client);
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menghapus pengguna.")),
  });
}
