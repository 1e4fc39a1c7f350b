import { STOCK_REQUEST_STATUS, type StockRequestStatus, stockRequestStatusMachine } from "@kedai/shared";

/** The board's button for each move, by the status it moves to. */
const ACTION_LABELS: Record<StockRequestStatus, string> = {
  Diajukan: "Ajukan",
  Diproses: "Proses",
  Dikirim: "Kirim",
  Selesai: "Selesaikan",
  Dibatalkan: "Batalkan",
};

export type StockRequestAction = { to: StockRequestStatus; label: string };

/**
 * What head office may do with a request in `status`, read from the shared status machine: the
 * forward step ('Proses', 'Kirim', 'Selesaikan') and whether it may still be cancelled (which
 * asks for a reason first).
 */
export function stockRequestActions(status: StockRequestStatus): {
  forward: StockRequestAction[];
  canCancel: boolean;
} {
  const next = stockRequestStatusMachine.nextStatuses(status);
  return {
    forward: next
      .filter((to) => to !== STOCK_REQUEST_STATUS.Dibatalkan)
      .map((to) => ({ to, label: ACTION_LABELS[to] })),
    canCancel: next.includes(STOCK_REQUEST_STATUS.Dibatalkan),
  };
}
