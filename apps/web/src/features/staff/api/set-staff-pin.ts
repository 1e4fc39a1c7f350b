import type { SetStaffPinBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

/** PUT /users/staff/{id}/pin: an admin sets a staff account's approval PIN (ADR 0041). */
function setStaffPin({ id, body }: { id: string; body: SetStaffPinBody }) {
  return api.put<{ message: string }>(`/users/staff/${encodeURIComponent(id)}/pin`, body);
}

export function useSetStaffPin() {
  return useMutation({ mutationFn: setStaffPin });
}
