import type { StockTransferRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { STOCK_TRANSFERS_PATH } from "./list-stock-transfers";

/** What POST, …/receive and …/cancel answer: the toast's sentence and the transfer. */
export type StockTransferAnswer = { message: string; data: StockTransferRecord };

/**
 * A transfer's step: its toast on success and, answered or refused, the list and every stock figure
 * read again (each step moves stock at one end, and a refusal may mean someone else moved it).
 * Refusals are left to the caller, which says them where the user is looking (a form or a toast).
 */
export function useTransferMutation<Variables>(send: (variables: Variables) => Promise<StockTransferAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () =>
      Promise.all([STOCK_TRANSFERS_PATH, "/stock"].map((path) => client.invalidateQueries({ queryKey: [path] }))),
  });
}
