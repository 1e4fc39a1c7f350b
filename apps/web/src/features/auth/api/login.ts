import type { LoginBody, ProfileUser } from "@kedai/shared";
import { api } from "../../../lib/api";

export function login(credentials: LoginBody) {
  return api.post<{ message: string; user: ProfileUser }>("/auth/login", credentials);
}
