import type { AttendanceStatus, ClockInBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { ATTENDANCE_STATUS_PATH } from "./get-attendance-status";

/** POST /attendance/clock-in at the chosen work location; the server refuses a second open session. */
function clockIn(body: ClockInBody) {
  return api.post<AttendanceStatus>("/attendance/clock-in", body);
}

export function useClockIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clockIn,
    onSuccess: async () => {
      toast.success("Clock in berhasil. Selamat bekerja!");
      await client.invalidateQueries({ queryKey: [ATTENDANCE_STATUS_PATH] });
    },
    onError: (error) => toast.error(messageOf(error, "Gagal melakukan clock in.")),
  });
}
