import { Button } from "./button";
import { DataTable, type DataTableProps } from "./data-table";

export type LoadMoreProps = {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Why the list could not load (lib/use-paged-list), said in place of its "none yet" text. */
  loadError?: string | null;
};

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

/** A paged list's table with 'Muat Lebih Banyak' under it (the reports' and logs' lists). */
export function PagedDataTable<Row>({ more, ...table }: DataTableProps<Row> & { more: LoadMoreProps }) {
  return (
    <div className="space-y-4">
      <DataTable {...table} emptyMessage={more.loadError ?? table.emptyMessage} />
      <LoadMore {...more} />
    </div>
  );
}
