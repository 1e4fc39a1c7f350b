import type { DeleteAnswer } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useConfirmDelete } from "../../../components/ui";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { CUSTOMERS_PATH, refreshCustomerLists } from "./customer-lists";

/** DELETE /customers/{id} (admin): a customer or a franchise member; their orders keep their name. */
function deleteCustomer(id: string) {
  return api.delete<DeleteAnswer>(`${CUSTOMERS_PATH}/${id}`);
}

/** What a customer or member row's 'Hapus' needs. */
export type CustomerDelete<Row> = { onDelete: (row: Row) => void; deleting: boolean };

/**
 * 'Hapus' of a customer or member list: asks 'Konfirmasi Penghapusan' first, naming the row as
 * `{noun} "{name}"`, then deletes and refreshes both lists.
 */
export function useConfirmedCustomerDelete<Row extends { _id: string; name: string }>(
  noun: string,
): CustomerDelete<Row> {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteCustomer,
    onSuccess: async (answer) => {
      toast.success(answer?.message ?? "Pengguna berhasil dihapus.");
      await refreshCustomerLists(client);
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menghapus pengguna.")),
  });
  const confirmDelete = useConfirmDelete(
    // The refusal has shown its toast; the list stays as it was.
    (row: Row) => remove.mutateAsync(row._id).catch(() => false),
    (row) => `Anda yakin ingin menghapus ${noun} "${row.name}"? Riwayat pesanannya tetap tersimpan.`,
  );
  return { onDelete: confirmDelete, deleting: remove.isPending };
}
