import type { ProfileUser } from "@kedai/shared";
import { api } from "../../../lib/api";

/** GET /auth/profile, the signed-in user; rejects with ApiError 401 when there is no session. */
export function getProfile() {
  return api.get<ProfileUser>("/auth/profile");
}
