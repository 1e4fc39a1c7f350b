import { Button } from "./button";

export type LoadMoreProps = { hasMore: boolean; loadingMore: boolean; loadMore: () => void };

/** 'Muat Lebih Banyak' under a paged list while the server has older rows (lib/use-paged-list). */
export function LoadMore({ hasMore, loadingMore, loadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={loadMore} busy={loadingMore} busyText="Memuat...">
        Muat Lebih Banyak
      </Button>
    </div>
  );
}
