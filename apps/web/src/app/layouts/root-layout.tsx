import { Navigate, Outlet, ScrollRestoration, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { useSetupStatus } from "../../features/setup/api/get-setup-status";
import { DemoRibbon } from "../../features/setup/components/demo-ribbon";
import { AreaToasts } from "./area-toasts";

/**
 * Wraps every route: toasts, scroll restoration and the 'Mode demo' ribbon belong to the whole app.
 * A server with no staff account yet sends every page to the first-run setup.
 */
export function RootLayout() {
  const { needsSetup } = useSetupStatus();
  const { pathname } = useLocation();
  if (needsSetup && pathname !== paths.setup) return <Navigate to={paths.setup} replace />;
  return (
    <>
      <Outlet />
      <AreaToasts />
      <DemoRibbon />
      <ScrollRestoration />
    </>
  );
}
