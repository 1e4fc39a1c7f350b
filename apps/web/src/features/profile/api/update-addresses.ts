import { api } from "../../../lib/api";

export type AddressInput = { _id?: string; label: string; detail: string; notes?: string };

/** PUT /customers/profile/addresses: replaces the customer's saved addresses with this list. */
export function updateAddresses(addresses: AddressInput[]) {
  return api.put<unknown>("/customers/profile/addresses", { addresses });
}
