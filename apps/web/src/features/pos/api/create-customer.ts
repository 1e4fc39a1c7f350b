import type { CustomerCreatedAnswer, CustomerInput } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { CUSTOMERS_PATH } from "./get-customers";

/** POST /customers: a customer added at the till (no password; see docs/business-rules.md#till). */
export function createCustomer(body: CustomerInput) {
  return api.post<CustomerCreatedAnswer>(CUSTOMERS_PATH, body);
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: [CUSTOMERS_PATH] }),
  });
}
