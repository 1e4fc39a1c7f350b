import { REFUND_SORT_KEYS } from "@kedai/shared";
import { useState } from "react";
import { PageHeader } from "../../components/ui";
import { useRefundsAwaitingTransfer } from "../../features/orders/api/list-refunds";
import { OrderDetailModal } from "../../features/orders/components/order-detail-modal";
import { RefundsTable } from "../../features/orders/components/refunds-table";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { useTableSort } from "../../lib/use-table-sort";

/**
 * /admin/pengembalian-dana (managers and admins): the money of cancelled orders still to be sent
 * back by bank transfer, the customer waiting longest first; each opens its order to record the transfer.
 */
export function RefundsPage() {
  const sorting = useTableSort(REFUND_SORT_KEYS);
  const refunds = useRefundsAwaitingTransfer(sorting.query);
  const storeName = storeNameOf(useSettings().settings);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <section>
      <PageHeader
        title="Pengembalian Dana"
        description="Dana pesanan yang dibatalkan yang masih harus ditransfer ke rekening pelanggan."
      />
      <RefundsTable
        rows={refunds.rows}
        loading={refunds.loading}
        sort={sorting.sort}
        more={refunds}
        onOpen={setOpenId}
      />
      <OrderDetailModal orderId={openId} storeName={storeName} onClose={() => setOpenId(null)} />
    </section>
  );
}
