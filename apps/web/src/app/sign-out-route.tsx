import { loadingTexts } from "@kedai/shared";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingText } from "../components/ui/spinner";
import { paths } from "../config/paths";
import { useAuth } from "../features/auth/auth-context";
import type { SignOutState } from "../features/auth/use-logout";

// Only the two sign-in pages are valid destinations, whatever the history state says.
const DESTINATIONS = new Set<string>([paths.store.login, paths.admin.login]);

/**
 * /logout: clears the session (local state at once, then the server call, whose failure does not
 * matter) and continues to the sign-in page chosen by useLogout. Waiting for the server before
 * moving on means a quick re-login cannot have its new cookie removed by a late logout answer.
 */
export function SignOutRoute() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { state } = useLocation();
  const requested = (state as Partial<SignOutState> | null)?.to;
  const destination = requested && DESTINATIONS.has(requested) ? requested : paths.store.login;
  // StrictMode runs effects twice in development; sign out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(destination, { replace: true }));
  }, [logout, navigate, destination]);

  return <LoadingText fullScreen text={loadingTexts.redirect} />;
}
