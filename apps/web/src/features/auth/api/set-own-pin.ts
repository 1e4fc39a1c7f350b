import type { SetOwnPinBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

/** PUT /auth/pin: the signed-in staff member's approval PIN (ADR 0041), confirmed with their password. */
function setOwnPin(body: SetOwnPinBody) {
  return api.put<{ message: string }>("/auth/pin", body);
}

export function useSetOwnPin() {
  return useMutation({ mutationFn: setOwnPin });
}
