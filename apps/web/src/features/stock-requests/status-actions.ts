import { STOCK_REQUEST_STATUS, type StockRequestStatus, stockRequestStatusMachine } from "@kedai/shared";

/** The board's button for each move, by the status it moves to. */
const ACTION_LABELS: Record<StockRequestStatus, string> = {
  Diajukan: "Ajukan",
  Diproses: "Proses",
  "Dikirim Sebagian": "Kirim",
  Dikirim: "Kirim",
  Selesai: "Selesaikan",
  Dibatalkan: "Batalkan",
};

/** `ships`: the step is a shipment, sent with a quantity per item (the shipment dialog), not a bare move. */
export type StockRequestAction = { to: StockRequestStatus; label: string; ships?: true };

const SHIPPING: readonly StockRequestStatus[] = [
  STOCK_REQUEST_STATUS["Dikirim Sebagian"],
  STOCK_REQUEST_STATUS.Dikirim,
];

/**
 * What head office may do with a request in `status`, read from the shared status machine: the
 * forward steps ('Proses', 'Kirim' or 'Kirim Sisa', 'Selesaikan') and whether it may still be
 * cancelled (which asks for a reason first). Shipping all or part is one 'Kirim': the quantities
 * sent decide whether the request is 'Dikirim' or 'Dikirim Sebagian'.
 */
export function stockRequestActions(status: StockRequestStatus): {
  forward: StockRequestAction[];
  canCancel: boolean;
} {
  const next = stockRequestStatusMachine.nextStatuses(status);
  const forward: StockRequestAction[] = [];
  for (const to of next) {
    if (to === STOCK_REQUEST_STATUS.Dibatalkan) continue;
    if (!SHIPPING.includes(to)) {
      forward.push({ to, label: ACTION_LABELS[to] });
    } else if (!forward.some((action) => action.ships)) {
      const rest = status === STOCK_REQUEST_STATUS["Dikirim Sebagian"];
      forward.push({ to: STOCK_REQUEST_STATUS.Dikirim, label: rest ? "Kirim Sisa" : ACTION_LABELS[to], ships: true });
    }
  }
  return { forward, canCancel: next.includes(STOCK_REQUEST_STATUS.Dibatalkan) };
}
