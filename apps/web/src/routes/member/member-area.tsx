import { Navigate, Route, Routes } from "react-router";
import { AreaLayout, type AreaNavItem } from "../../app/layouts/area-layout";
import { childPath, paths } from "../../config/paths";
import { MemberDashboardPage } from "./member-dashboard-page";
import { MemberGuidePage } from "./member-guide-page";
import { MemberProfilePage } from "./member-profile-page";
import { MemberStockRequestsPage } from "./member-stock-requests-page";

const at = (path: string) => childPath(paths.member.root, path);

const MEMBER_NAV: AreaNavItem[] = [
  { label: "Dashboard", to: paths.member.dashboard },
  { label: "Permintaan Stok", to: paths.member.stockRequests },
  { label: "Profil & Outlet", to: paths.member.profile },
  { label: "Panduan", to: paths.member.guide },
];

/** Franchise member area: its own lazily loaded chunk; the guard is in app/router. */
export default function MemberArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Area Mitra" nav={MEMBER_NAV} />}>
        <Route index element={<MemberDashboardPage />} />
        <Route path={at(paths.member.dashboard)} element={<MemberDashboardPage />} />
        <Route path={at(paths.member.stockRequests)} element={<MemberStockRequestsPage />} />
        <Route path={at(paths.member.profile)} element={<MemberProfilePage />} />
        <Route path={at(paths.member.guide)} element={<MemberGuidePage />} />
        <Route path="*" element={<Navigate to={paths.member.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
