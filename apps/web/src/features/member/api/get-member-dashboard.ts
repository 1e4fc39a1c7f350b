import type { MemberDashboard } from "@kedai/shared";
import { useApiQuery } from "../../../lib/use-resource";

/** GET /reports/member-dashboard: this month's figures of the member's outlet and their latest request's status. */
export const useMemberDashboard = () =>
  useApiQuery<MemberDashboard>("/reports/member-dashboard", "Gagal memuat ringkasan dashboard.");
