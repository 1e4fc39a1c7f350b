import { ORDER_STATUS_WORDS, type OrderRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, type Column, PagedDataTable, rowId } from "../../components/ui";
import { formatNumericDateTime, formatRupiah } from "../../lib/format";
import { usePagedList } from "../../lib/use-paged-list";
import { ITEM_MAPS_PATH } from "./ojol-item-maps";

export const UNMAPPED_ORDERS_PATH = "/ojol/orders/unmapped";

/** The platform's names of the lines Kedai could not match. */
const unknownItems = (order: OrderRecord) =>
  order.items
    .filter((item) => item.productId === null)
    .map((item) => item.name)
    .join(", ");

const columns: Column<OrderRecord>[] = [
  {
    key: "createdAt",
    header: "Waktu",
    className: "whitespace-nowrap",
    render: (order) => formatNumericDateTime(order.createdAt),
  },
  {
    key: "order",
    header: "Pesanan",
    render: (order) => <span className="font-medium">{order.ojol?.label ?? order.orderId}</span>,
  },
  { key: "status", header: "Status", render: (order) => ORDER_STATUS_WORDS[order.status] },
  { key: "unknown", header: "Menu belum dikenali", render: unknownItems },
  { key: "total", header: "Total", align: "right", render: (order) => formatRupiah(order.totalAmount) },
];

/**
 * Pengaturan → Ojol, 'Pesanan ojol yang belum dicocokkan': platform orders still flagged for
 * 'Cocokkan menu', a delivered one too (the till lists only its open orders). 'Cocokkan menu' opens
 * the till's own dialog, which the screen hands in (`renderMap`): a feature does not import another.
 */
export function UnmappedOjolOrders({ renderMap }: { renderMap: (order: OrderRecord, close: () => void) => ReactNode }) {
  const client = useQueryClient();
  const orders = usePagedList<OrderRecord>(
    UNMAPPED_ORDERS_PATH,
    "Gagal memuat pesanan ojol yang belum dicocokkan.",
    {},
  );
  const [mapping, setMapping] = useState<OrderRecord | null>(null);
  const close = () => {
    setMapping(null);
    // A mapped order leaves this list, and its platform ids join the mappings above.
    for (const path of [UNMAPPED_ORDERS_PATH, ITEM_MAPS_PATH]) void client.invalidateQueries({ queryKey: [path] });
  };
  return (
    <>
      <PagedDataTable
        caption="Pesanan ojol yang belum dicocokkan"
        columns={columns}
        rowKey={rowId}
        rows={orders.rows}
        loading={orders.loading}
        emptyMessage="Semua pesanan ojol sudah dicocokkan."
        more={orders}
        renderActions={(order) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setMapping(order)}
            aria-label={`Cocokkan menu ${order.ojol?.label ?? order.orderId}`}
            icon={<ListChecks className="size-4" />}
          >
            Cocokkan menu
          </Button>
        )}
      />
      {mapping ? renderMap(mapping, close) : null}
    </>
  );
}
