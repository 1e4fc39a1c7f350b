import type { ChangePasswordBody } from "@kedai/shared";
import { api } from "../../../lib/api";

/** Works for staff and customers alike: the server changes the password of the session's owner. */
export function changePassword(body: ChangePasswordBody) {
  return api.put<{ success: boolean; message: string }>("/auth/change-password", body);
}
