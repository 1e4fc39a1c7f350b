import type { LoginBody, ProfileUser, RegisterBody } from "@kedai/shared";
import { createContext, useContext } from "react";

/**
 * "checking" until the server has answered GET /auth/profile once after the page loaded; guards
 * wait for it so a remembered but expired session never shows a protected screen.
 */
export type AuthStatus = "checking" | "ready";

export type AuthContextValue = {
  user: ProfileUser | null;
  status: AuthStatus;
  /** Signs in and loads the profile. Null when the profile could not be loaded (already toasted). */
  login: (credentials: LoginBody) => Promise<ProfileUser | null>;
  /** Customer sign-up, which also signs in. Null as for `login`. */
  register: (body: RegisterBody) => Promise<ProfileUser | null>;
  /** Clears the local session at once, then tells the server; never throws. */
  logout: () => Promise<void>;
  /** Reloads the profile (e.g. after editing it); keeps the current user on a network failure. */
  refreshProfile: () => Promise<ProfileUser | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
