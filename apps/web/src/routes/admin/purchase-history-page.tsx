import { PURCHASE_SORT_KEYS } from "@kedai/shared";
import { useState } from "react";
import {
  namedOptions,
  PageHeader,
  ReportFilters,
  SearchBox,
  SelectField,
  StockLocationField,
} from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { usePurchases } from "../../features/purchases/api/list-purchases";
import { PurchaseHistoryTable } from "../../features/purchases/components/purchase-history-table";
import { useSupplierOptions } from "../../features/suppliers/api/use-suppliers";
import { useReportFilters } from "../../lib/use-report-filters";
import { useTableSort } from "../../lib/use-table-sort";

/**
 * /admin/riwayat-pembelian: purchases of one supplier or all, within optional dates applied on
 * 'Tampilkan'; the invoice search narrows the rows already loaded.
 */
export function PurchaseHistoryPage() {
  const filters = useReportFilters({ supplier: "", location: "" }, { datesRequired: false });
  const locations = useStockLocations();
  const sorting = useTableSort(PURCHASE_SORT_KEYS);
  const purchases = usePurchases({ ...filters.applied, ...sorting.query });
  const { suppliers } = useSupplierOptions("Gagal memuat daftar supplier.", { withArchived: true });
  const [invoice, setInvoice] = useState("");

  return (
    <section>
      <PageHeader title="Riwayat Pembelian" description="Klik sebuah baris untuk melihat item dan catatannya." />
      <ReportFilters
        id="purchase-history"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && purchases.refetch()}
        error={filters.error}
        busy={purchases.fetching}
        datesRequired={false}
      >
        <SelectField
          id="purchase-history-supplier"
          label="Supplier"
          placeholder="Semua Supplier"
          options={namedOptions(suppliers)}
          value={filters.draft.supplier}
          onChange={(event) => filters.update({ supplier: event.target.value })}
        />
        <StockLocationField
          id="purchase-history-location"
          label="Lokasi"
          locations={locations}
          allLabel="Semua lokasi"
          value={filters.draft.location}
          onChange={(event) => filters.update({ location: event.target.value })}
        />
      </ReportFilters>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-500">
          {purchases.total === undefined ? "" : `${purchases.total} pembelian sesuai filter.`}
        </p>
        <SearchBox id="purchase-invoice-search" label="Cari nomor invoice" value={invoice} onChange={setInvoice} />
      </div>
      <PurchaseHistoryTable {...purchases} sort={sorting.sort} invoiceSearch={invoice} />
    </section>
  );
}
