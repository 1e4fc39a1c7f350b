import type { CustomerTypeBody, CustomerTypeChangedAnswer } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { CUSTOMERS_PATH, refreshCustomerLists } from "./customer-lists";

/** PUT /customers/{id}/type (admin): makes a customer a franchise member with their outlet. */
function changeCustomerType({ id, body }: { id: string; body: CustomerTypeBody }) {
  return api.put<CustomerTypeChangedAnswer>(`${CUSTOMERS_PATH}/${id}/type`, body);
}

export function usePromoteToFranchise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCustomerType,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refreshCustomerLists(client);
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menjadikan member.")),
  });
}
