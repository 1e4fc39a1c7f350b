import type { PayrollReportQuery, PayrollRow } from "@kedai/shared";
import { useListQuery } from "../../../lib/use-resource";

/** GET /reports/payroll: one row per staff member with their hours and pay for the range. */
export function usePayrollReport(query: PayrollReportQuery) {
  return useListQuery<PayrollRow>("/reports/payroll", "Gagal memuat laporan penggajian.", query);
}
