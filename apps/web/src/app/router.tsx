import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingText } from "../components/ui/spinner";
import { SIGN_OUT_PATH } from "../features/auth/use-logout";
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
const PosArea = lazy(() => import("../routes/pos/pos-area"));
const MemberArea = lazy(() => import("../routes/member/member-area"));
const StaffArea = lazy(() => import("../routes/staff/staff-area"));

function AreaSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText fullScreen />}>{children}</Suspense>;
}

/**
 * The top of the route table (B2). Guards sit here, outside the lazy chunks, so a visitor who may
 * not enter an area is redirected before its code is even fetched.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: SIGN_OUT_PATH, element: <SignOutRoute /> },
      {
        path: "/admin/login",
        element: (
          <GuestOnly>
            <AreaSuspense>
              <AdminLoginPage />
            </AreaSuspense>
          </GuestOnly>
        ),
      },
      {
        path: "/admin/*",
        element: (
          <RequireAuth allow={canEnterAdminShell}>
            <AreaSuspense>
              <AdminArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: "/pos",
        element: (
          <RequireAuth allow={canUsePos}>
            <AreaSuspense>
              <PosArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: "/member/*",
        element: (
          <RequireAuth allow={canUseMemberArea}>
            <AreaSuspense>
              <MemberArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        path: "/staff/*",
        element: (
          <RequireAuth allow={canUseStaffArea}>
            <AreaSuspense>
              <StaffArea />
            </AreaSuspense>
          </RequireAuth>
        ),
      },
      {
        // The storefront, including its catch-all: any other path redirects to / (S2).
        path: "/*",
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
