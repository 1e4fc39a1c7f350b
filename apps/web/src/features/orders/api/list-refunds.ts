import type { RefundAwaitingTransfer, RefundListQuery } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

export const REFUNDS_PATH = "/refunds";

/** GET /refunds: the refunds waiting for staff's bank transfer, oldest first unless sorted. */
export function useRefundsAwaitingTransfer(query: Pick<RefundListQuery, "sort" | "order">) {
  return usePagedList<RefundAwaitingTransfer>(REFUNDS_PATH, "Gagal memuat daftar pengembalian dana.", query);
}
