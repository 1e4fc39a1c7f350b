import type { ProfileUser, RegisterBody } from "@kedai/shared";
import { api } from "../../../lib/api";

/** POST /customers/register: customer sign-up; the server also signs the new customer in. */
export function registerCustomer(body: RegisterBody) {
  return api.post<{ message: string; user: ProfileUser }>("/customers/register", body);
}
