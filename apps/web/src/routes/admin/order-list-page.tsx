import { canApprove, ORDER_SORT_KEYS, ORDER_STATUS_WORDS, ORDER_STATUSES, ORDER_TYPES } from "@kedai/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { optionsOf, PageHeader, ReportFilters, SearchBox, SelectField, type SelectOption } from "../../components/ui";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useOrderPages } from "../../features/orders/api/list-orders";
import { OrderDetailModal } from "../../features/orders/components/order-detail-modal";
import { OrdersTable } from "../../features/orders/components/orders-table";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { useServerSearch } from "../../lib/list-search";
import { useReportFilters } from "../../lib/use-report-filters";
import { useTableSort } from "../../lib/use-table-sort";

const asOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = optionsOf(ORDER_STATUSES, ORDER_STATUS_WORDS);
const TYPE_OPTIONS = asOptions(ORDER_TYPES);

/**
 * /admin/order-list: every order of every channel, newest first (or by time or total, sorted by the
 * server and kept in the address), a page at a time. Status, type
 * and dates apply on 'Tampilkan'; the search (order id or customer) follows the typing. Each row
 * opens its detail, moves along the kitchen flow, goes to the till for editing, prints or cancels.
 */
export function OrderListPage() {
  const filters = useReportFilters({ status: "", type: "" }, { datesRequired: false });
  const search = useServerSearch();
  const { startDate, endDate, status, type } = filters.applied;
  const sorting = useTableSort(ORDER_SORT_KEYS);
  const orders = useOrderPages({ status, type, from: startDate, to: endDate, ...search.query, ...sorting.query });
  const storeName = storeNameOf(useSettings().settings);
  const navigate = useNavigate();
  const { user } = useAuth();
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = search.searching || Object.values(filters.applied).some(Boolean);

  return (
    <section>
      <PageHeader title="Daftar Pesanan" description="Semua pesanan dari kasir dan online, terbaru lebih dulu." />
      <ReportFilters
        id="order-list"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && orders.refetch()}
        error={filters.error}
        busy={orders.fetching}
        datesRequired={false}
      >
        <SelectField
          id="order-list-status"
          label="Status"
          placeholder="Semua Status"
          options={STATUS_OPTIONS}
          value={filters.draft.status}
          onChange={(event) => filters.update({ status: event.target.value })}
        />
        <SelectField
          id="order-list-type"
          label="Tipe Pesanan"
          placeholder="Semua Tipe"
          options={TYPE_OPTIONS}
          value={filters.draft.type}
          onChange={(event) => filters.update({ type: event.target.value })}
        />
      </ReportFilters>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-500">
          {orders.total === undefined ? "" : `${orders.total} pesanan sesuai filter.`}
        </p>
        <SearchBox id="order-list-search" label="Cari ID pesanan atau pelanggan" {...search.box} />
      </div>
      <OrdersTable
        {...orders}
        filtered={filtered}
        sort={sorting.sort}
        storeName={storeName}
        canApprove={canApprove(user?.role)}
        onOpen={(order) => setOpenId(order._id)}
        onEdit={(order) => navigate(paths.pos.editOrder(order._id))}
      />
      <OrderDetailModal orderId={openId} storeName={storeName} onClose={() => setOpenId(null)} />
    </section>
  );
}
