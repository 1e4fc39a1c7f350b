import { api } from "../../../lib/api";

export function logout() {
  return api.post<{ message: string }>("/auth/logout");
}
