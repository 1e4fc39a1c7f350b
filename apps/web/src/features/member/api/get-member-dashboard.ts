import type { MemberDashboard } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { api, apiQueryKey, messageOf } from "../../../lib/api";

const MEMBER_DASHBOARD_PATH = "/reports/member-dashboard";

/** GET /reports/member-dashboard: this month's figures of the member's outlet and their latest request's status. */
function getMemberDashboard({ signal }: { signal: AbortSignal }) {
  return api.get<MemberDashboard>(MEMBER_DASHBOARD_PATH, { signal });
}

const memberDashboardQuery = () =>
  queryOptions({ queryKey: apiQueryKey(MEMBER_DASHBOARD_PATH), queryFn: getMemberDashboard });

export function useMemberDashboard() {
  const query = useQuery(memberDashboardQuery());
  useEffect(() => {
    if (query.error)
      toast.error(messageOf(query.error, "Gagal memuat ringkasan dashboard."), { toastId: "member-dashboard" });
  }, [query.error]);
  return query;
}
