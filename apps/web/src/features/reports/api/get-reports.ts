import type {
  ChannelReport,
  DashboardSummary,
  ProfitLossReport,
  ReportRangeQuery,
  SalesReport,
  TaxReport,
  VarianceQuery,
  VarianceReport,
  VarianceSummary,
} from "@kedai/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, apiQueryKey, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
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

/** GET /reports/channels. */
export const useChannelReport = (range: ReportRangeQuery) =>
  useApiQuery<ChannelReport>("/reports/channels", "Gagal membuat laporan penjualan per kanal.", range);

/** GET /reports/tax. */
export const useTaxReport = (range: ReportRangeQuery) =>
  useApiQuery<TaxReport>("/reports/tax", "Gagal membuat laporan pajak.", range);

/**
 * GET /reports/variance: one location's usage variance between the posted counts the range names;
 * asked only once the location is known (head office's id loads with the locations).
 */
export function useVarianceReport(query: VarianceQuery | null) {
  const answer = useQuery({
    queryKey: apiQueryKey("/reports/variance", query ?? {}),
    queryFn: ({ signal }) => api.get<VarianceReport>("/reports/variance", { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (answer.error)
      toast.error(messageOf(answer.error, "Gagal membuat laporan varians."), { toastId: "variance-load" });
  }, [answer.error]);
  return answer;
}

/** GET /reports/variance-summary: each active outlet's usage variance in rupiah over the range (KEUANGAN). */
export const useVarianceSummary = (range: ReportRangeQuery) =>
  useApiQuery<VarianceSummary>("/reports/variance-summary", "Gagal memuat varians per outlet.", range);
