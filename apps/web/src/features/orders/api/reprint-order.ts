import type { PrintOutcome, ReprintBody } from "@kedai/shared";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";

const FAILED: Record<ReprintBody["document"], string> = {
  receipt: "Struk gagal dicetak ulang.",
  kitchen: "Tiket dapur gagal dicetak ulang.",
};

/** POST /orders/{id}/print: 'Cetak ulang' on the outlet's network printers; no drawer pulse. */
function reprintOrder({ orderId, document }: { orderId: string } & ReprintBody) {
  return api.post<PrintOutcome>(`${orderPath(orderId)}/print`, { document });
}

/** The server says which printer did not answer; the cashier can press again once it is back. */
export function useReprintOrder() {
  return useMutation({
    mutationFn: reprintOrder,
    onSuccess: (outcome) => toast.success(outcome.message),
    onError: (error, { document }) => toast.error(messageOf(error, FAILED[document])),
  });
}
