import { api } from "../../../lib/api";

/** POST /auth/logout. No hook: AuthProvider calls it and owns the session state it changes. */
export function logout() {
  return api.post<{ message: string }>("/auth/logout");
}
