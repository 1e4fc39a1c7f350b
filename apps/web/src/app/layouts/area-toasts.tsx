import { lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ToastPosition } from "react-toastify";
import { paths } from "../../config/paths";
import { onToastsRequested, toastsRequested } from "../../lib/toast";

export type ToastPlacement = { position: ToastPosition; autoClose: number };

const APP_AREAS = [paths.admin.root, paths.pos.root, paths.member.root, paths.staff.root];

/**
 * Where toasts appear: the storefront shows them top-right for 5 s; the admin, POS, member and
 * staff areas bottom-right for 3 s.
 */
export function toastPlacementFor(pathname: string): ToastPlacement {
  const inAppArea = APP_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
  return inAppArea ? { position: "bottom-right", autoClose: 3000 } : { position: "top-right", autoClose: 5000 };
}

const ToastContainer = lazy(() => import("./toast-container"));

/**
 * One container for the whole app whose placement follows the area, so a toast raised just before
 * a navigation into another area (logout, login redirect) is not lost with an unmounted container.
 * It mounts with the first toast (lib/toast.ts), which waits in react-toastify's queue until then.
 */
export function AreaToasts() {
  const { pathname } = useLocation();
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...toastPlacementFor(pathname)} />
    </Suspense>
  );
}
