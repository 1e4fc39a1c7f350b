import type { RegisterCloseBody, RegisterSessionRecord } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

type CloseRegister = { sessionId: string; body: RegisterCloseBody };

/** PUT /register/close/{id}: answers the closed session with its stored shift summary. */
function closeRegister({ sessionId, body }: CloseRegister) {
  return api.put<RegisterSessionRecord>(`/register/close/${sessionId}`, body);
}

export function useCloseRegister() {
  return useMutation({ mutationFn: closeRegister });
}
