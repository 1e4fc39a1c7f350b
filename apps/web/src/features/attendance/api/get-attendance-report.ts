import type { AttendanceRecord, AttendanceReportQuery } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/**
 * GET /attendance/report: the sessions that started in the range (business-time-zone days), at one
 * location or all of them, newest first, a page at a time.
 */
export function useAttendanceReport(query: Omit<AttendanceReportQuery, "page" | "limit">) {
  return usePagedList<AttendanceRecord>("/attendance/report", "Gagal memuat laporan absensi.", query);
}
