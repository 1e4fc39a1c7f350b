import { loadingTexts, loginRedirectFor } from "@kedai/shared";
import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingText } from "../../components/ui/spinner";
import { useAuth } from "../../features/auth/auth-context";

/** Login and register pages: a signed-in user is sent to their area by role (docs/business-rules.md#roles). */
export function GuestOnly({ children, fullScreen = true }: { children?: ReactNode; fullScreen?: boolean }) {
  const { user, status } = useAuth();

  if (status === "checking") return <LoadingText fullScreen={fullScreen} text={loadingTexts.session} />;
  if (user) {
    return (
      <>
        <LoadingText fullScreen={fullScreen} text={loadingTexts.redirect} />
        <Navigate to={loginRedirectFor(user)} replace />
      </>
    );
  }
  return children ?? <Outlet />;
}
