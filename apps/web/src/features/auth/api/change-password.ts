import type { ChangePasswordBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

/** PUT /auth/change-password: staff and customers alike change the password of the session's owner. */
function changePassword(body: ChangePasswordBody) {
  return api.put<{ success: boolean; message: string }>("/auth/change-password", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
