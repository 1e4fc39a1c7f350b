import type { MenuItem } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useConfirm } from "../../../components/ui";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

export const SOLD_OUT_FAILED = "Gagal mengubah status menu. Periksa koneksi lalu coba lagi.";

type SoldOutChange = { product: MenuItem; isAvailable: boolean };

/**
 * PATCH /menu/{id}/availability from the till: 'Habis' or back on sale, at once on the storefront
 * and the food platforms (docs/business-rules.md#master-data). It needs the server: offline it
 * fails and says so, nothing is queued.
 */
function switchSoldOut({ product, isAvailable }: SoldOutChange) {
  return api.patch<MenuItem>(`/menu/${product._id}/availability`, { isAvailable });
}

/**
 * The tile's 'Habis' / 'Tersedia lagi', asked first. The till shows availability from its menu and
 * its catalog (get-till-catalog.ts): both are read again before the toast, so the tile has changed
 * when it shows.
 */
export function useSwitchSoldOut(): (product: MenuItem) => Promise<void> {
  const client = useQueryClient();
  const confirm = useConfirm();
  const { mutateAsync } = useMutation({
    mutationFn: switchSoldOut,
    onSuccess: async (_item, { product, isAvailable }) => {
      await Promise.all(["/menu", "/orders/catalog"].map((path) => client.invalidateQueries({ queryKey: [path] })));
      toast.success(isAvailable ? `"${product.name}" tersedia lagi.` : `"${product.name}" ditandai habis.`);
    },
    onError: (error) => toast.error(messageOf(error, SOLD_OUT_FAILED)),
  });
  return useCallback(
    async (product: MenuItem) => {
      const markSoldOut = product.isAvailable;
      const agreed = await confirm(
        markSoldOut
          ? {
              title: "Tandai Habis",
              message: `"${product.name}" tidak bisa dipesan lagi di kasir, toko online, GoFood, dan GrabFood sampai ditandai tersedia lagi.`,
              confirmText: "Tandai Habis",
              tone: "danger",
            }
          : {
              title: "Tersedia Lagi",
              message: `"${product.name}" bisa dipesan lagi di kasir, toko online, GoFood, dan GrabFood.`,
              confirmText: "Tersedia Lagi",
            },
      );
      if (!agreed) return;
      // The failure's toast is onError's.
      await mutateAsync({ product, isAvailable: !markSoldOut }).catch(() => undefined);
    },
    [confirm, mutateAsync],
  );
}
