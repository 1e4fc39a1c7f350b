import type { LoginBody, ProfileUser } from "@kedai/shared";
import { api } from "../../../lib/api";

/** POST /auth/login. No hook: AuthProvider calls it and owns the session state it changes. */
export function login(credentials: LoginBody) {
  return api.post<{ message: string; user: ProfileUser }>("/auth/login", credentials);
}
