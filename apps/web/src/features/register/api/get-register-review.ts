import type { RegisterCloseReview } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const REGISTER_REVIEW_FAILED = "Gagal memuat ringkasan sesi.";

/** GET /register/{id}/review: the cash expected so far and the orders still open, before closing. */
function getRegisterReview(sessionId: string, signal?: AbortSignal) {
  return api.get<RegisterCloseReview>(`/register/${sessionId}/review`, { signal });
}

/** Read fresh each time closing starts: the shift goes on until the cashier confirms. */
export function useRegisterReview(sessionId: string) {
  return useQuery({
    queryKey: apiQueryKey(`/register/${sessionId}/review`),
    queryFn: ({ signal }) => getRegisterReview(sessionId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
