import { STOCK_COUNT_STATUSES, type StockCountRecord, type StockCountStatus } from "@kedai/shared";
import { type ReactNode, useState } from "react";
import {
  Badge,
  type BadgeTone,
  Button,
  type Column,
  PagedDataTable,
  rowId,
  StatusFilterField,
  useConfirm,
} from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { formatDate, formatDateTime, formatRupiah } from "../../../lib/format";
import { formatQuantity, formatUnitCost } from "../../../lib/stock-format";
import { toast } from "../../../lib/toast";
import { useStockCounts } from "../api/list-stock-counts";
import { usePostStockCount } from "../api/post-stock-count";

/** "20 Nov 2026" for a count's day ("YYYY-MM-DD"), the day itself whatever the time zone. */
const countDay = (day: string) => formatDate(day, "UTC");

const tones: Record<StockCountStatus, BadgeTone> = { Draf: "amber", Diposting: "green" };

const differing = (count: StockCountRecord) => count.items.filter((line) => line.difference !== 0);

const columns: Column<StockCountRecord>[] = [
  { key: "date", header: "Tanggal", className: "whitespace-nowrap", render: (row) => countDay(row.date) },
  { key: "location", header: "Lokasi", render: (row) => row.location.name },
  { key: "items", header: "Dihitung", align: "right", render: (row) => `${row.items.length} item` },
  {
    key: "status",
    header: "Status",
    render: (row) => (
      <Badge tone={tones[row.status]} dot>
        {row.status}
      </Badge>
    ),
  },
  {
    key: "value",
    header: "Nilai Selisih",
    align: "right",
    render: (row) => (
      <span className={row.differenceValue < 0 ? "text-red-700" : undefined}>{formatRupiah(row.differenceValue)}</span>
    ),
  },
];

/** A count opened in the list: each line's system, counted and difference, who did what when, and the sheet's downloads. */
function CountDetail({ count, extra }: { count: StockCountRecord; extra: ReactNode }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="text-stone-600">
        {count.status === "Draf"
          ? "Draf: kuantitas sistem saat ini; selisih dihitung ulang saat diposting."
          : "Diposting: kuantitas sistem saat posting."}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead className="text-xs uppercase text-stone-500">
            <tr>
              <th className="py-1 pr-3">Bahan</th>
              <th className="py-1 pr-3 text-right">Sistem</th>
              <th className="py-1 pr-3 text-right">Hitung</th>
              <th className="py-1 pr-3 text-right">Selisih</th>
              <th className="py-1 text-right">Nilai</th>
            </tr>
          </thead>
          <tbody>
            {count.items.map((line, index) => (
              <tr key={line.stockItem._id ?? index} className="border-t border-stone-100">
                <td className="py-1 pr-3 font-medium">{line.stockItem.name}</td>
                <td className="py-1 pr-3 text-right">
                  {formatQuantity(line.systemQuantity)} {line.stockItem.unit}
                </td>
                <td className="py-1 pr-3 text-right">
                  {formatQuantity(line.countedQuantity)} {line.stockItem.unit}
                </td>
                <td className="py-1 pr-3 text-right">{formatQuantity(line.difference)}</td>
                <td className="py-1 text-right" title={`${formatUnitCost(line.unitCost)} per ${line.stockItem.unit}`}>
                  {formatRupiah(line.differenceValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-stone-600">
        Dibuat {formatDateTime(count.created.at)}
        {count.created.byName ? ` oleh ${count.created.byName}` : ""}
      </p>
      {count.posted ? (
        <p className="text-stone-600">
          Diposting {formatDateTime(count.posted.at)}
          {count.posted.byName ? ` oleh ${count.posted.byName}` : ""}
        </p>
      ) : null}
      {count.notes ? <p className="text-stone-600">Catatan: {count.notes}</p> : null}
      {extra}
    </div>
  );
}

/**
 * Counts, newest day first, filtered by status. A row opens its sheet; a draft can be continued
 * and, by those who may (admin and manager), posted once confirmed.
 */
export function StockCountList({
  canPost,
  onContinue,
  renderSheetActions,
}: {
  canPost: boolean;
  onContinue: (count: StockCountRecord) => void;
  /** Under an opened count: the sheet's print-out and downloads. */
  renderSheetActions: (count: StockCountRecord) => ReactNode;
}) {
  const [status, setStatus] = useState<StockCountStatus | "">("");
  const list = useStockCounts(status || undefined);
  const post = usePostStockCount();
  const confirm = useConfirm();

  const askPost = async (count: StockCountRecord) => {
    const lines = differing(count);
    const yes = await confirm({
      title: "Posting Stok Opname",
      message: `Stok ${count.location.name} disesuaikan dengan hasil hitung: ${lines.length} bahan berselisih, senilai ${formatRupiah(count.differenceValue)} (dihitung ulang dari stok saat posting). Posting tidak dapat dibatalkan. Lanjutkan?`,
      confirmText: "Ya, Posting",
      cancelText: "Kembali",
    });
    if (!yes) return;
    post.mutateAsync(count._id).catch((error) => toast.error(messageOf(error, "Gagal memposting stok opname.")));
  };

  const renderActions = (row: StockCountRecord) => {
    if (row.status !== "Draf") return <span className="text-stone-500">-</span>;
    const busy = post.isPending && post.variables === row._id;
    const label = `stok opname ${row.location.name} ${countDay(row.date)}`;
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" aria-label={`Lanjutkan ${label}`} onClick={() => onContinue(row)}>
          Lanjutkan
        </Button>
        {canPost ? (
          <Button size="sm" busy={busy} aria-label={`Posting ${label}`} onClick={() => askPost(row)}>
            Posting
          </Button>
        ) : null}
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <StatusFilterField id="count-status-filter" statuses={STOCK_COUNT_STATUSES} value={status} onChange={setStatus} />
      <PagedDataTable
        caption="Stok opname"
        columns={columns}
        rows={list.rows}
        rowKey={rowId}
        loading={list.loading}
        emptyMessage="Belum ada stok opname."
        renderExpanded={(row) => <CountDetail count={row} extra={renderSheetActions(row)} />}
        renderActions={renderActions}
        stackWhenNarrow
        more={list}
      />
    </div>
  );
}
