import { loadingTexts } from "@kedai/shared";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingText } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import type { AccessRule } from "./access";

export type RequireAuthProps = {
  /** Extra rule beyond being signed in (a role, franchise membership). */
  allow?: AccessRule;
  /** Guarded content; a layout route may omit it and render its child routes instead. */
  children?: ReactNode;
  fullScreen?: boolean;
};

/**
 * Everyone who fails a guard goes to /login, with the page they wanted in `state.from`.
 * A signed-in user without the role ends up at their own home, because /login is guest-only and
 * forwards them by role.
 */
export function RequireAuth({ allow, children, fullScreen = true }: RequireAuthProps) {
  const { user, status } = useAuth();
  const location = useLocation();

  if (status === "checking") {
    // A remembered user is being verified; without one, we are finding out whether a session exists.
    return <LoadingText fullScreen={fullScreen} text={user ? loadingTexts.access : loadingTexts.session} />;
  }
  if (!user || (allow && !allow(user))) {
    return <Navigate to={paths.store.login} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
