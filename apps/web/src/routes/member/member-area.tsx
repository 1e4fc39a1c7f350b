import { Navigate, Route, Routes } from "react-router";
import { AreaLayout, type AreaNavItem } from "../../app/layouts/area-layout";
import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { childPath, paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";

const at = (path: string) => childPath(paths.member.root, path);

const MEMBER_NAV: AreaNavItem[] = [
  { label: "Dashboard", to: paths.member.dashboard },
  { label: "Permintaan Stok", to: paths.member.stockRequests },
  { label: "Profil & Outlet", to: paths.member.profile },
  { label: "Panduan", to: paths.member.guide },
];

function MemberDashboardPage() {
  const { user } = useAuth();
  return (
    <PlaceholderPage title="Dashboard Mitra">
      <p className="text-stone-600">Halo, {user?.fullName || user?.username}!</p>
    </PlaceholderPage>
  );
}

/** Franchise member area: its own lazily loaded chunk; the guard is in app/router. */
export default function MemberArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Area Mitra" nav={MEMBER_NAV} />}>
        <Route index element={<MemberDashboardPage />} />
        <Route path={at(paths.member.dashboard)} element={<MemberDashboardPage />} />
        <Route path={at(paths.member.stockRequests)} element={<PlaceholderPage title="Permintaan Stok" />} />
        <Route path={at(paths.member.profile)} element={<PlaceholderPage title="Profil & Outlet" />} />
        <Route path={at(paths.member.guide)} element={<PlaceholderPage title="Panduan Mitra" />} />
        <Route path="*" element={<Navigate to={paths.member.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
