import type { ChangePasswordBody, PasswordChangedAnswer } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

/** PUT /customers/change-password: a customer or franchise member changes their own password. */
function changeCustomerPassword(body: ChangePasswordBody) {
  return api.put<PasswordChangedAnswer>("/customers/change-password", body);
}

export function useChangeCustomerPassword() {
  return useMutation({ mutationFn: changeCustomerPassword });
}
