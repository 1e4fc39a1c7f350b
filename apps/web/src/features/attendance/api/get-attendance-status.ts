import type { AttendanceStatus } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const ATTENDANCE_STATUS_PATH = "/attendance/status";

/** GET /attendance/status: Clocked In with the open session, or Clocked Out. */
function getAttendanceStatus(signal?: AbortSignal) {
  return api.get<AttendanceStatus>(ATTENDANCE_STATUS_PATH, { signal });
}

function attendanceStatusQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(ATTENDANCE_STATUS_PATH),
    queryFn: ({ signal }) => getAttendanceStatus(signal),
  });
}

export const STATUS_LOAD_FAILED = "Gagal memuat status absensi.";

/** The status; a failure is shown by the screen itself, with a way to try again. */
export function useAttendanceStatus() {
  return useQuery(attendanceStatusQueryOptions());
}
