import type { CustomerAddressInput } from "@kedai/shared";
import { api } from "../../../lib/api";

/** PUT /customers/profile/addresses: replaces the customer's saved addresses with this list. */
export function updateAddresses(addresses: CustomerAddressInput[]) {
  return api.put<unknown>("/customers/profile/addresses", { addresses });
}
