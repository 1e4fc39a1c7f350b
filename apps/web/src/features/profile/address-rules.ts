import type { AddressInput } from "./api/update-addresses";

export const ADDRESS_FIELDS_REQUIRED = "Label dan detail alamat wajib diisi.";

/** A saved address needs a label ("Rumah", "Kantor") and the address itself; notes are optional. */
export function addressProblem(address: AddressInput): string | null {
  return address.label.trim() && address.detail.trim() ? null : ADDRESS_FIELDS_REQUIRED;
}

export function cleanAddress(address: AddressInput): AddressInput {
  const notes = address.notes?.trim();
  return {
    ...(address._id ? { _id: address._id } : {}),
    label: address.label.trim(),
    detail: address.detail.trim(),
    ...(notes ? { notes } : {}),
  };
}
