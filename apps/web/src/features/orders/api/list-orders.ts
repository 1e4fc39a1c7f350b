import {
  type ORDER_SORT_KEYS,
  ORDER_STATUS,
  type OrderList,
  type OrderRecord,
  type OrderStatus,
  orderStatusMachine,
  PAYMENT_STATUS,
  type SortQuery,
} from "@kedai/shared";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey, type Query } from "../../../lib/api";
import { todayKey } from "../../../lib/format";
import { usePagedList } from "../../../lib/use-paged-list";

export const ORDERS_PATH = "/orders";
export const ORDERS_LOAD_FAILED = "Gagal memuat daftar pesanan.";
/** The most the list endpoint gives in one page. */
const PAGE_LIMIT = 500;
const ACTIVE_REFRESH_MS = 30_000;
const KITCHEN_REFRESH_MS = 15_000;

const UNFINISHED = orderStatusMachine.statuses.filter((status) => !orderStatusMachine.isFinalStatus(status));
const FINISHED = orderStatusMachine.statuses.filter((status) => orderStatusMachine.isFinalStatus(status));
const KITCHEN: readonly OrderStatus[] = [ORDER_STATUS.New, ORDER_STATUS.Preparing];

/** GET /orders with the list filters (status as "New,Preparing", from/to business days). */
function listOrders(query: Query, signal?: AbortSignal) {
  return api.get<OrderList>(ORDERS_PATH, { query, signal });
}

function listOrdersQueryOptions(query: Query, refetchInterval: number) {
  return queryOptions({
    queryKey: apiQueryKey(ORDERS_PATH, query),
    queryFn: ({ signal }) => listOrders(query, signal),
    refetchInterval,
  });
}

const byCreatedAt = (a: OrderRecord, b: OrderRecord) => a.createdAt.localeCompare(b.createdAt);

/**
 * The cashier's active list (docs/business-rules.md#order-status): every unfinished order whatever
 * its day, plus today's finished ones, newest first. Two requests, since one filter cannot say
 * "unfinished, or finished today".
 */
export function useActiveOrders() {
  const today = todayKey();
  return useQueries({
    queries: [
      listOrdersQueryOptions({ status: UNFINISHED.join(","), limit: PAGE_LIMIT }, ACTIVE_REFRESH_MS),
      listOrdersQueryOptions(
        { status: FINISHED.join(","), from: today, to: today, limit: PAGE_LIMIT },
        ACTIVE_REFRESH_MS,
      ),
    ],
    combine: (results) => ({
      orders: results.flatMap((result) => result.data?.data ?? []).sort((a, b) => byCreatedAt(b, a)),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
    }),
  });
}

/**
 * What the kitchen still has to make: New and Preparing, oldest first. An online order still
 * waiting for its payment is left out until it is paid (docs/business-rules.md#order-status).
 */
export function useKitchenOrders() {
  return useQuery({
    ...listOrdersQueryOptions(
      { status: KITCHEN.join(","), paymentStatus: PAYMENT_STATUS.Paid, limit: PAGE_LIMIT },
      KITCHEN_REFRESH_MS,
    ),
    select: (answer) => [...answer.data].sort(byCreatedAt),
  });
}

/**
 * The back office's filters of GET /orders; an empty value is no filter. `status` is one status,
 * `from`/`to` business days, both included; `search` matches the order id or the customer.
 */
export type OrderListFilters = {
  status: string;
  type: string;
  from: string;
  to: string;
  search?: string;
} & SortQuery<(typeof ORDER_SORT_KEYS)[number]>;

/** Every order matching `filters`, newest first or as sorted, a page at a time ('Muat Lebih Banyak'). */
export function useOrderPages(filters: OrderListFilters) {
  return usePagedList<OrderRecord>(ORDERS_PATH, ORDERS_LOAD_FAILED, filters);
}
