import type { OrderRecord } from "@kedai/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const MY_ORDERS_PATH = "/orders/my";
const PAGE_SIZE = 10;

type MyOrdersPage = { data: OrderRecord[]; page: number; limit: number; total: number };

/** GET /orders/my: the signed-in customer's own orders, newest first, a page at a time. */
function getMyOrders(page: number, signal?: AbortSignal) {
  return api.get<MyOrdersPage>(MY_ORDERS_PATH, { query: { page, limit: PAGE_SIZE }, signal });
}

export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: apiQueryKey(MY_ORDERS_PATH, { limit: PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
