import type { AttendanceRecord, AttendanceReportQuery } from "@kedai/shared";
import { useListQuery } from "../../../lib/use-resource";

/**
 * GET /attendance/report: the sessions that started in the range (business-time-zone days), at one
 * location or all of them. While other filters load, the previous rows stay on screen.
 */
export function useAttendanceReport(query: AttendanceReportQuery) {
  return useListQuery<AttendanceRecord>("/attendance/report", "Gagal memuat laporan absensi.", query);
}
