import type { AttendanceStatus, ClockOutBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { ATTENDANCE_STATUS_PATH } from "./get-attendance-status";

/** PUT /attendance/clock-out: closes the open session with an optional note. */
function clockOut(body: ClockOutBody) {
  return api.put<AttendanceStatus>("/attendance/clock-out", body);
}

export function useClockOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clockOut,
    onSuccess: async () => {
      toast.success("Clock out berhasil. Terima kasih atas kerja kerasnya!");
      await client.invalidateQueries({ queryKey: [ATTENDANCE_STATUS_PATH] });
    },
    onError: (error) => toast.error(messageOf(error, "Gagal melakukan clock out.")),
  });
}
