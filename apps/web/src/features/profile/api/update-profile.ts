import type { CustomerProfileBody } from "@kedai/shared";
import { api } from "../../../lib/api";

/** PUT /customers/profile: the signed-in customer's own contact data. */
export function updateProfile(body: CustomerProfileBody) {
  return api.put<unknown>("/customers/profile", body);
}
