import type { SetupBody, SetupDone } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { SETUP_PATH } from "./get-setup-status";

/** POST /setup: the owner's account, company, first outlet and tax rate; once only. */
export function useRunSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupBody) => api.post<SetupDone>(SETUP_PATH, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiQueryKey(SETUP_PATH) }),
        client.invalidateQueries({ queryKey: ["/settings"] }),
      ]),
  });
}
