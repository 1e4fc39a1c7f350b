import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingText } from "../components/ui/spinner";
import { areaPattern, paths } from "../config/paths";
import { readStoredUser } from "../features/auth/auth-storage";
import StoreArea from "../routes/store/store-area";
import type { GuardedArea } from "./guards/area-guard";
import { GuestOnly } from "./guards/guest-only";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./layouts/route-error";
import { SignOutRoute } from "./sign-out-route";

// One chunk per back-office area: a storefront visitor never downloads the back office. The
// storefront's frame, home and menu come with the entry (a first visit to `/` or `/order` waits for
// no second round of requests); its other pages are lazy (routes/store/store-area.tsx). Each area
// declares its own child routes (routes/<area>/<area>-area.tsx).
const AdminArea = lazy(() => import("../routes/admin/admin-area"));
const AdminLoginPage = lazy(() => import("../routes/admin/admin-login-page"));
const loadPosArea = () => import("../routes/pos/pos-area");
const PosArea = lazy(loadPosArea);
const CustomerScreenPage = lazy(() => import("../routes/pos/customer-screen-page"));
const MemberArea = lazy(() => import("../routes/member/member-area"));
const StaffArea = lazy(() => import("../routes/staff/staff-area"));
const SetupPage = lazy(() => import("../routes/setup/setup-page"));
const loadAreaGuard = () => import("./guards/area-guard");
const AreaGuard = lazy(loadAreaGuard);

function AreaSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText fullScreen />}>{children}</Suspense>;
}

/** A signed-in area: its rule (a chunk of its own, shared by the areas) decides before the area loads. */
function GuardedAreaRoute({ area, children }: { area: GuardedArea; children: ReactNode }) {
  return (
    <AreaSuspense>
      <AreaGuard area={area}>{children}</AreaGuard>
    </AreaSuspense>
  );
}

let preloadedTill: { Guard: ComponentType<{ area: GuardedArea; children: ReactNode }>; Till: ComponentType } | null =
  null;

/**
 * Opened on /pos by someone remembered as a till user: the till's chunk and its guard are loaded
 * before the first render, and the till shows without a Suspense fallback. React holds a lazy area
 * back for 300 ms after its fallback showed (it throttles fallbacks), a third of the 1 s the till may
 * take to open from the device's cache (bench/offline-sync). Anyone else still gets the chunk only
 * past the guard.
 */
export async function preloadArea(pathname: string): Promise<void> {
  if (pathname.replace(/\/+$/, "") !== paths.pos.root) return;
  const user = readStoredUser();
  if (!user) return;
  const { canUsePos } = await import("./guards/access");
  if (!canUsePos(user)) return;
  preloadedTill = await Promise.all([loadAreaGuard(), loadPosArea()])
    .then(([guard, till]) => ({ Guard: guard.default, Till: till.default }))
    .catch(() => null); // the lazy route below tries again and shows its error
}

function TillArea() {
  if (!preloadedTill) {
    return (
      <GuardedAreaRoute area="pos">
        <PosArea />
      </GuardedAreaRoute>
    );
  }
  const { Guard, Till } = preloadedTill;
  return (
    <Guard area="pos">
      <Till />
    </Guard>
  );
}

/**
 * The top of the route table. Guards sit here, outside the areas' chunks, so a visitor who may
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
          <GuardedAreaRoute area="admin">
            <AdminArea />
          </GuardedAreaRoute>
        ),
      },
      {
        path: paths.pos.root,
        element: <TillArea />,
      },
      {
        path: paths.pos.customerScreen,
        element: (
          <GuardedAreaRoute area="pos">
            <CustomerScreenPage />
          </GuardedAreaRoute>
        ),
      },
      {
        path: areaPattern(paths.member.root),
        element: (
          <GuardedAreaRoute area="member">
            <MemberArea />
          </GuardedAreaRoute>
        ),
      },
      {
        path: areaPattern(paths.staff.root),
        element: (
          <GuardedAreaRoute area="staff">
            <StaffArea />
          </GuardedAreaRoute>
        ),
      },
      {
        // The storefront, including its catch-all: any other path redirects to the home page.
        path: areaPattern(paths.store.home),
        element: <StoreArea />,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
