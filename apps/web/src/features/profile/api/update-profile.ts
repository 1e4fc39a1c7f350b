import { api } from "../../../lib/api";

export type ProfileChanges = { name: string; phone: string; email: string };

/** PUT /customers/profile: the signed-in customer's own contact data. */
export function updateProfile(body: ProfileChanges) {
  return api.put<unknown>("/customers/profile", body);
}
