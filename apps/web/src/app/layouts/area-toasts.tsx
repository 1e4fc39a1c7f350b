import { useLocation } from "react-router";
import { Slide, ToastContainer, type ToastPosition } from "react-toastify";
import { paths } from "../../config/paths";

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

/**
 * One container for the whole app whose placement follows the area, so a toast raised just before
 * a navigation into another area (logout, login redirect) is not lost with an unmounted container.
 */
export function AreaToasts() {
  const { pathname } = useLocation();
  const placement = toastPlacementFor(pathname);
  return (
    <ToastContainer
      position={placement.position}
      autoClose={placement.autoClose}
      newestOnTop
      closeOnClick
      // A toast often lands over the button that raised it (the till's "Buat Pesanan"): it must
      // leave on time even while the pointer rests there, not wait for the pointer to move away.
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      transition={Slide}
      theme="light"
    />
  );
}
