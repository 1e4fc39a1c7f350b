import type { LoginBody, ProfileUser, RegisterBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isApiError, onUnauthenticated } from "../../lib/api";
import { toast } from "../../lib/toast";
import { getProfile } from "./api/get-profile";
import { login as loginRequest } from "./api/login";
import { logout as logoutRequest } from "./api/logout";
import { registerCustomer } from "./api/register-customer";
import { AuthContext, type AuthContextValue, type AuthStatus } from "./auth-context";
import { clearStoredUser, isProfileUser, readStoredUser, storeUser, USER_STORAGE_KEY } from "./auth-storage";

const PROFILE_FETCH_FAILED = "Gagal mengambil data profil lengkap setelah login.";
const SESSION_EXPIRED = "Sesi Anda telah berakhir. Silakan login kembali.";

async function fetchProfileOrNull(): Promise<ProfileUser | null> {
  try {
    const profile = await getProfile();
    return isProfileUser(profile) ? profile : null;
  } catch {
    return null;
  }
}

/** Session state for the whole app. Mount inside QueryClientProvider, outside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<ProfileUser | null>(readStoredUser);
  // Only a remembered user needs the server's confirmation; an anonymous storefront visitor (most
  // of the traffic) is a guest at once, without a request that would only answer 401.
  const [status, setStatus] = useState<AuthStatus>(() => (user ? "checking" : "ready"));
  // Bumped on every sign-in and sign-out, so an older request (the start-up check, another tab's
  // event) that answers late cannot undo what the user just did.
  const generation = useRef(0);
  const userRef = useRef(user);
  userRef.current = user;
  const statusRef = useRef(status);
  statusRef.current = status;

  const applyUser = useCallback(
    (next: ProfileUser | null) => {
      generation.current += 1;
      const previousId = userRef.current?._id;
      userRef.current = next;
      setUser(next);
      if (next) storeUser(next);
      else {
        clearStoredUser();
        // Loaded on demand: the storefront's first download does not carry the till's storage.
        void import("../../lib/till-queries").then((kept) => kept.forgetTillQueries());
      }
      // Another account's cached lists must not show for a moment after switching users.
      if (previousId !== next?._id) {
        queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
      }
    },
    [queryClient],
  );

  // Start-up: the remembered user is only a guess until the server confirms the cookie session.
  useEffect(() => {
    if (statusRef.current !== "checking") return;
    const started = generation.current;
    getProfile()
      .then((profile) => {
        if (generation.current !== started) return;
        const confirmed = isProfileUser(profile) ? profile : null;
        userRef.current = confirmed;
        setUser(confirmed);
        if (confirmed) storeUser(confirmed);
        else clearStoredUser();
      })
      .catch((error: unknown) => {
        if (generation.current !== started) return;
        if (isApiError(error) && error.status === 401) {
          userRef.current = null;
          setUser(null);
          clearStoredUser();
        }
        // Any other failure (offline, server restarting) keeps the remembered user: the next call
        // that needs the session reports a real 401 through onUnauthenticated.
      })
      .finally(() => setStatus("ready"));
  }, []);

  // A call that finds the session gone (expired, password changed elsewhere) signs out here too.
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (statusRef.current !== "ready" || !userRef.current) return;
        applyUser(null);
        toast.info(SESSION_EXPIRED);
      }),
    [applyUser],
  );

  // Signing in or out in another tab applies to this one.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
      generation.current += 1;
      const next = readStoredUser();
      userRef.current = next;
      setUser(next);
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const completeSignIn = useCallback(async (): Promise<ProfileUser | null> => {
    const profile = await fetchProfileOrNull();
    if (!profile) {
      // Without a complete profile the user is logged out, not left half signed in.
      await logoutRequest().catch(() => undefined);
      applyUser(null);
      setStatus("ready");
      toast.error(PROFILE_FETCH_FAILED);
      return null;
    }
    applyUser(profile);
    setStatus("ready");
    return profile;
  }, [applyUser]);

  const login = useCallback(
    async (credentials: LoginBody) => {
      await loginRequest(credentials);
      return completeSignIn();
    },
    [completeSignIn],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      await registerCustomer(body);
      return completeSignIn();
    },
    [completeSignIn],
  );

  const logout = useCallback(async () => {
    applyUser(null);
    setStatus("ready");
    try {
      await logoutRequest();
    } catch {
      // Logout clears local state even when the call fails; the server session then simply expires.
    }
  }, [applyUser]);

  const refreshProfile = useCallback(async () => {
    const started = generation.current;
    const profile = await fetchProfileOrNull();
    if (profile && generation.current === started) applyUser(profile);
    return profile ?? userRef.current;
  }, [applyUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, login, register, logout, refreshProfile }),
    [user, status, login, register, logout, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
