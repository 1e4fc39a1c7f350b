import { logoutPathFor } from "@kedai/shared";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useAuth } from "./auth-context";

export type SignOutDestination = "/login" | "/admin/login";
export type SignOutState = { to: SignOutDestination };

/**
 * Logout button handler: staff roles land on /admin/login, everyone else on /login (docs/business-rules.md#roles).
 *
 * It does not clear the session here. The router commits navigations in a transition, so a
 * session cleared in this handler reaches the page being left before its unmount, and that page's
 * guard then redirects to /login on its own (seen in Chromium). Instead we move to /logout, which
 * has no guard, and the session is cleared there.
 */
export function useLogout(): (to?: SignOutDestination) => void {
  const { user } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    // `to` overrides the role rule, e.g. closing a register "logs the user out and goes to /login".
    (to?: SignOutDestination) => {
      const state: SignOutState = { to: to ?? (logoutPathFor(user) as SignOutDestination) };
      void navigate(paths.signOut, { replace: true, state });
    },
    [user, navigate],
  );
}
