import { Outlet, ScrollRestoration } from "react-router";
import { AreaToasts } from "./area-toasts";

/** Wraps every route: toasts and scroll restoration belong to the whole app. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AreaToasts />
      <ScrollRestoration />
    </>
  );
}
