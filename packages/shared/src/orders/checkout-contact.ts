/**
 * The storefront customer's contact, checked the same way by the checkout form's schema and the
 * server's contract (onlineOrderBody): one function both refine with, one message per field.
 */
export const CHECKOUT_NAME_MIN = 2;
export const CHECKOUT_NAME_MAX = 100;
export const CHECKOUT_NAME_REQUIRED = "Nama wajib diisi.";
export const CHECKOUT_NAME_TOO_SHORT = `Nama minimal ${CHECKOUT_NAME_MIN} karakter.`;
export const CHECKOUT_NAME_TOO_LONG = `Nama maksimal ${CHECKOUT_NAME_MAX} karakter.`;
export const CHECKOUT_PHONE_REQUIRED = "Nomor HP wajib diisi.";
export const CHECKOUT_PHONE_INVALID =
  "Nomor HP tidak valid. Gunakan nomor seluler Indonesia (08…, +628… atau 628…), 10–13 digit.";
export const CHECKOUT_EMAIL_INVALID = "Format email tidak valid.";

/**
 * An Indonesian mobile number: 08…, +628… or 628… (spaces, dots and dashes allowed), 10 to 13
 * digits as dialled from inside Indonesia (08 and 8 to 11 more).
 */
export function isIndonesianMobile(phone: string): boolean {
  const text = phone.trim();
  if (!/^\+?[0-9][0-9 .-]*$/.test(text)) return false;
  if (text.startsWith("+") && !text.startsWith("+62")) return false;
  const digits = text.replace(/\D/g, "");
  const dialled = digits.startsWith("62") ? `0${digits.slice(2)}` : digits;
  return /^08\d{8,11}$/.test(dialled);
}

// The usual shape of an address: something@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type ContactProblems = Partial<Record<"name" | "phone" | "email", string>>;

/** What is wrong with the contact a customer typed, one message per field; empty when it is fine. */
export function checkoutContactProblems(contact: {
  name: string;
  phone: string;
  email?: string | null;
}): ContactProblems {
  const problems: ContactProblems = {};
  const name = contact.name.trim();
  if (!name) problems.name = CHECKOUT_NAME_REQUIRED;
  else if (name.length < CHECKOUT_NAME_MIN) problems.name = CHECKOUT_NAME_TOO_SHORT;
  else if (name.length > CHECKOUT_NAME_MAX) problems.name = CHECKOUT_NAME_TOO_LONG;
  if (!contact.phone.trim()) problems.phone = CHECKOUT_PHONE_REQUIRED;
  else if (!isIndonesianMobile(contact.phone)) problems.phone = CHECKOUT_PHONE_INVALID;
  const email = contact.email?.trim();
  if (email && (email.length > 254 || !EMAIL_SHAPE.test(email))) problems.email = CHECKOUT_EMAIL_INVALID;
  return problems;
}
