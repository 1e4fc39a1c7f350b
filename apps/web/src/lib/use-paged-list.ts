import { DEFAULT_PAGE_SIZE } from "@kedai/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, apiQueryKey, messageOf, type Query } from "./api";
import { toast } from "./toast";

/**
 * A page as the API answers it: the rows alone, or the rows with how many the whole filter matches
 * (and, for a list of money such as expenses, the rupiah the whole filter adds up to).
 */
type PageAnswer<Row> = Row[] | { data: Row[]; total: number; totalAmount?: number };

async function fetchPage<Row>(path: string, query: Query, signal: AbortSignal) {
  const answer = await api.get<PageAnswer<Row>>(path, { query, signal });
  return Array.isArray(answer)
    ? { rows: answer, total: undefined, totalAmount: undefined }
    : { rows: answer.data, total: answer.total, totalAmount: answer.totalAmount };
}

/**
 * A list that can grow, a page at a time (docs/business-rules.md#lists): the newest
 * DEFAULT_PAGE_SIZE rows first, then `loadMore` for the next page; a page shorter than that is the
 * last. The load-failure toast is shown once per failed load. While other filters load, the
 * previous rows stay on screen. `total` is the server's count for the whole filter, and
 * `totalAmount` its sum in rupiah, where it sends them.
 */
export function usePagedList<Row>(path: string, loadFailed: string, query: Query) {
  const list = useInfiniteQuery({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ pageParam, signal }) =>
      fetchPage<Row>(path, { ...query, page: pageParam, limit: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.rows.length < DEFAULT_PAGE_SIZE ? undefined : pages.length + 1),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.error) toast.error(messageOf(list.error, loadFailed), { toastId: `${path}-load` });
  }, [list.error, loadFailed, path]);

  return {
    rows: list.data?.pages.flatMap((page) => page.rows),
    total: list.data?.pages[0]?.total,
    totalAmount: list.data?.pages[0]?.totalAmount,
    loading: list.isPending,
    /** The load failure's message while there are no rows to show, for the list to say instead of "none yet". */
    loadError: list.isError && !list.data ? messageOf(list.error, loadFailed) : null,
    fetching: list.isFetching,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => list.fetchNextPage(),
    refetch: () => list.refetch(),
  };
}
