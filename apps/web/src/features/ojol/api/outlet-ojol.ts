import type { OjolOutletState } from "@kedai/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQueryKey, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

const outletPath = (outletId: string) => `/ojol/outlets/${outletId}`;

/** GET /ojol/outlets/:id: whether the till's outlet sells on GoFood/GrabFood, and is paused there. */
export function useOutletOjol(outletId: string | null) {
  return useQuery({
    queryKey: apiQueryKey(outletPath(outletId ?? "")),
    queryFn: ({ signal }) => api.get<OjolOutletState>(outletPath(outletId ?? ""), { signal }),
    enabled: outletId !== null,
  });
}

/** PUT /ojol/outlets/:id/pause: 'Tutup sementara' on both platforms, or open again. */
export function useSetOjolPaused(outletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => api.put<OjolOutletState>(`${outletPath(outletId)}/pause`, { paused }),
    onSuccess: (state) => client.setQueryData(apiQueryKey(outletPath(outletId)), state),
    onError: (error) => toast.error(messageOf(error, "Gagal mengubah status ojol. Coba lagi.")),
  });
}
