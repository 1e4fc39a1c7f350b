import type { RegisterStatus } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const REGISTER_STATUS_PATH = "/register/status";
export const REGISTER_STATUS_FAILED = "Gagal memverifikasi status kasir. Coba refresh.";

/** GET /register/status: the caller's open session, if any. */
export function getRegisterStatus(signal?: AbortSignal) {
  return api.get<RegisterStatus>(REGISTER_STATUS_PATH, { signal });
}

export function getRegisterStatusQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(REGISTER_STATUS_PATH),
    queryFn: ({ signal }) => getRegisterStatus(signal),
  });
}

/** Whether the signed-in cashier has a register open; every order the till places needs one. */
export function useRegisterStatus() {
  return useQuery(getRegisterStatusQueryOptions());
}
