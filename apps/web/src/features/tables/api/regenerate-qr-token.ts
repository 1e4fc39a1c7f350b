import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

/** POST /tables/{id}/qr-token: a new token; the table's printed code stops working. */
function regenerateQrToken(id: string) {
  return api.post<{ _id: string; qrToken: string }>(`/tables/${id}/qr-token`);
}

export function useRegenerateQrToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateQrToken,
    onSuccess: async () => {
      toast.success("QR code baru dibuat. Cetak dan ganti QR code lama di meja.");
      await client.invalidateQueries({ queryKey: ["/tables"] });
    },
    onError: (error) => toast.error(messageOf(error, "Gagal membuat QR code baru.")),
  });
}
