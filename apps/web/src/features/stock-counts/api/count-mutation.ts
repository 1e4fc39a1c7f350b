import type { StockCountAnswer } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { STOCK_COUNTS_PATH } from "./list-stock-counts";

/**
 * A count's save or post: its toast on success and, answered or refused, the list and every stock
 * figure read again (posting moves stock; a refusal may mean someone else posted it). Refusals are
 * left to the caller, which says them where the user is looking.
 */
export function useCountMutation<Variables>(send: (variables: Variables) => Promise<StockCountAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () =>
      Promise.all([STOCK_COUNTS_PATH, "/stock"].map((path) => client.invalidateQueries({ queryKey: [path] }))),
  });
}
