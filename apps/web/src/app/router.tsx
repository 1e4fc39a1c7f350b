import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingText } from "../components/ui/spinner";
import { areaPattern, paths } from "../config/paths";
import { readStoredUser } from "../features/auth/auth-storage";
import { canEnterAdminShell, canUseMemberArea, canUsePos, canUseStaffArea } from "./guards/access";
import { GuestOnly } from "./guards/guest-only";
import { RequireAuth } from "./guards/require-auth";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./layouts/route-error";
import { SignOutRoute } from "./sign-out-route";

// One chunk per area: a storefront visitor never downloads the back office, and the reverse.
// Each area declares its own child routes (routes/<area>/<area>-area.tsx).
const StoreArea = lazy(() => import("../routes/store/store-area"));
const AdminArea = lazy(() => import("../routes/admin/admin-area"));
const AdminLoginPage = lazy(() => import("../routes/admin/admin-login-page"));
const loadPosArea = () => import("../routes/pos/pos-area");
const PosArea = lazy(loadPosArea);
const CustomerScreenPage = lazy(() => import("../routes/pos/customer-screen-page"));
const MemberArea = lazy(() => import("../routes/member/member-area"));
const StaffArea = lazy(() => import("../routes/staff/staff-area"));
const SetupPage = lazy(() => import("../routes/setup/setup-page"));

function AreaSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText fullScreen />}>{children}</Suspense>;
}

let preloadedPosArea: ComponentType | null = null;

/**
 * Opened on /pos by someone remembered as a till user: the till's chunk is loaded before the first
 * render, and the till shows without a Suspense fallback. React holds a lazy area back for 300 ms
 * after its fallback showed (it throttles fallbacks), a third of the 1 s the till may take to open
 * from the device's cache (bench/offline-sync). Anyone else still gets the chunk only past the guard.
 */
export async function preloadArea(pathname: string): Promise<void> {
  const onTill = pathname.replace(/\/+$/, "") === paths.pos.root;
  const user = onTill ? readStoredUser() : null;
  if (!user || !canUsePos(user)) return;
  preloadedPosArea = await loadPosArea()
    .then((module) => module.default)
    .catch(() => null); // the lazy route below tries again and shows its error
}

function TillArea() {
  const Preloaded = preloadedPosArea;
  if (Preloaded) return <Preloaded />;
  return (
    <AreaSuspense>
      <PosArea />
    </AreaSuspense>
  );
}

/**
 * The top of the route table. Guards sit here, outside the lazy chunks, so a visitor who may
 * not enter an area is redirected before its code is even fetched.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.signOut, element: <SignOutRoute /> },
      {
        path: paths.setup,
        element: (
          <AreaSuspense>
            <SetupPage />
          </AreaSuspense>
        ),
      },
      {
        path: paths.admin.login,
        element: (
          <GuestOnly>
            <AreaSuspense>
              <AdminLoginPage />
            </AreaSuspense>
          </GuestOnly>
        ),
      },
      {
        path: areaPattern(paths.admin.root),
        element: (
          <RequireAuth allow={canEnterAdminShell}>
            <AreaSuspense>
              <AdminArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: paths.pos.root,
        element: (
          <RequireAuth allow={canUsePos}>
            <TillArea />
          </RequireAuth>
        ),
      },
      {
        path: paths.pos.customerScreen,
        element: (
          <RequireAuth allow={canUsePos}>
            <AreaSuspense>
              <CustomerScreenPage />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: areaPattern(paths.member.root),
        element: (
          <RequireAuth allow={canUseMemberArea}>
            <AreaSuspense>
              <MemberArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: areaPattern(paths.staff.root),
        element: (
          <RequireAuth allow={canUseStaffArea}>
            <AreaSuspense>
              <StaffArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        // The storefront, including its catch-all: any other path redirects to the home page.
        path: areaPattern(paths.store.home),
        element: (
          <AreaSuspense>
            <StoreArea />
          </AreaSuspense>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
