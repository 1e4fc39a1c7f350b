import { Navigate, Route, Routes } from "react-router";
import { AreaLayout, type AreaNavItem } from "../../app/layouts/area-layout";
import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { useAuth } from "../../features/auth/auth-context";

const MEMBER_NAV: AreaNavItem[] = [
  { label: "Dashboard", to: "/member/dashboard" },
  { label: "Permintaan Stok", to: "/member/permintaan-stok" },
  { label: "Profil & Outlet", to: "/member/profil" },
  { label: "Panduan", to: "/member/panduan" },
];

function MemberDashboardPage() {
  const { user } = useAuth();
  return (
    <PlaceholderPage title="Dashboard Mitra">
      <p className="text-stone-600">Halo, {user?.fullName || user?.username}!</p>
    </PlaceholderPage>
  );
}

/** Franchise member area (B2): its own lazily loaded chunk; the guard is in app/router. */
export default function MemberArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Area Mitra" nav={MEMBER_NAV} />}>
        <Route index element={<MemberDashboardPage />} />
        <Route path="dashboard" element={<MemberDashboardPage />} />
        <Route path="permintaan-stok" element={<PlaceholderPage title="Permintaan Stok" />} />
        <Route path="profil" element={<PlaceholderPage title="Profil & Outlet" />} />
        <Route path="panduan" element={<PlaceholderPage title="Panduan Mitra" />} />
        <Route path="*" element={<Navigate to="/member/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
