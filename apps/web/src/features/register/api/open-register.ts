import type { RegisterOpenBody, RegisterSessionRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { REGISTER_STATUS_PATH } from "./get-register-status";

/** POST /register/open: a session at an outlet with the float counted into the drawer. */
export function openRegister(body: RegisterOpenBody) {
  return api.post<RegisterSessionRecord>("/register/open", body);
}

/** Opens the register; the status query then says open and the till unlocks. */
export function useOpenRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openRegister,
    onSuccess: (session) => {
      client.setQueryData(apiQueryKey(REGISTER_STATUS_PATH), { isOpen: true, session });
      return client.invalidateQueries({ queryKey: [REGISTER_STATUS_PATH] });
    },
  });
}
