import { type CSSProperties, lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ToastPosition } from "react-toastify";
import { paths } from "../../config/paths";
import { onToastsRequested, toastsRequested } from "../../lib/toast";

export type ToastPlacement = { position: ToastPosition; autoClose: number; style?: CSSProperties };

const APP_AREAS = [paths.admin.root, paths.pos.root, paths.member.root, paths.staff.root];

/** The till's header height, kept by the POS screen (routes/pos/pos-area.tsx). */
export const POS_HEADER_HEIGHT_VAR = "--pos-header-height";

const within = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * Where toasts appear: the storefront shows them top-right for 5 s; the admin, member and staff
 * areas bottom-right for 3 s. The till's right and bottom hold what the cashier taps next (Total and
 * 'Buat Pesanan' bottom-right, each order card's buttons along its bottom), so its toasts appear
 * top-left, just under its header, over the menu search rather than a button. The offset is the
 * container's own `top`, not react-toastify's variable: on a phone its stylesheet pins the
 * container to the top edge, where it would cover the header's 'Offline' and waiting count.
 */
export function toastPlacementFor(pathname: string): ToastPlacement {
  if (within(pathname, paths.pos.root)) {
    return {
      position: "top-left",
      autoClose: 3000,
      style: { top: `calc(var(${POS_HEADER_HEIGHT_VAR}, 3.5rem) + 0.5rem)` },
    };
  }
  const inAppArea = APP_AREAS.some((area) => within(pathname, area));
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
