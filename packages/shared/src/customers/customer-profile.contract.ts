import { z } from "zod";
import { customerAddressRecord, emailAddress, phoneNumber, profileUser, registerBody } from "../auth/auth.contract";
import { optionalText, storableText } from "../common/text.contract";

/** PUT /api/customers/profile: what a customer may change of their account (points and type are not theirs). */
export const customerProfileBody = z.object(
  { name: registerBody.shape.name, phone: phoneNumber, email: emailAddress },
  { error: "Data profil tidak valid." },
);
export type CustomerProfileBody = z.infer<typeof customerProfileBody>;
export type CustomerProfileInput = z.input<typeof customerProfileBody>;
export const customerProfileAnswer = z.object({ message: z.string(), user: profileUser });

/**
 * PUT /api/customers/profile takes a JSON object here; which fields it needs depends on the
 * account: customerProfileBody for a storefront customer, memberProfileBody for a franchise member.
 */
export const profileUpdateBody = z.looseObject({}, { error: "Data profil tidak valid." });

export const MAX_SAVED_ADDRESSES = 20;

/** One saved address: `_id` keeps an existing address's id; label and detail are required. */
export const customerAddressBody = z.object({
  _id: z.string().optional(),
  label: storableText("Label alamat", 50),
  detail: storableText("Detail alamat", 500),
  notes: optionalText("Catatan alamat", 500),
});
export type CustomerAddressBody = z.infer<typeof customerAddressBody>;
export type CustomerAddressInput = z.input<typeof customerAddressBody>;

/**
 * PUT /api/customers/profile/addresses: the whole list as it should be (an address left out is
 * removed).
 */
export const customerAddressesBody = z.object(
  {
    addresses: z
      .array(customerAddressBody, { error: "Daftar alamat tidak valid." })
      .max(MAX_SAVED_ADDRESSES, `Maksimal ${MAX_SAVED_ADDRESSES} alamat.`),
  },
  { error: "Daftar alamat tidak valid." },
);
export type CustomerAddressesBody = z.infer<typeof customerAddressesBody>;
export type CustomerAddressesInput = z.input<typeof customerAddressesBody>;
export const customerAddressesAnswer = z.object({ message: z.string(), addresses: z.array(customerAddressRecord) });
