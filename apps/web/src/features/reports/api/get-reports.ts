import type { DashboardSummary, ProfitLossReport, ReportRangeQuery, SalesReport, TaxReport } from "@kedai/shared";
import { useApiQuery } from "../../../lib/use-resource";

/** GET /reports/dashboard-summary: today, this month and the last 7 days. */
export const useDashboardSummary = () =>
  useApiQuery<DashboardSummary>("/reports/dashboard-summary", "Gagal memuat ringkasan dashboard.");

/** GET /reports/profit-loss. */
export const useProfitLossReport = (range: ReportRangeQuery) =>
  useApiQuery<ProfitLossReport>("/reports/profit-loss", "Gagal membuat laporan.", range);

/** GET /reports/sales. */
export const useSalesReport = (range: ReportRangeQuery) =>
  useApiQuery<SalesReport>("/reports/sales", "Gagal membuat laporan penjualan.", range);

/** GET /reports/tax. */
export const useTaxReport = (range: ReportRangeQuery) =>
  useApiQuery<TaxReport>("/reports/tax", "Gagal membuat laporan pajak.", range);
