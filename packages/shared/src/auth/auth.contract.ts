import { z } from "zod";
import { CUSTOMER_TYPES, STAFF_ROLES } from "./roles";

export const MIN_PASSWORD_LENGTH = 6;

const trimmed = (message: string) => z.string({ message }).trim().min(1, message);

export const loginBody = z.object({
  username: trimmed("Username atau email wajib diisi.").pipe(
    z.string().max(254, "Username atau email terlalu panjang."),
  ),
  password: z.string({ message: "Password wajib diisi." }).min(1, "Password wajib diisi."),
});
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z.object({
  oldPassword: z.string({ message: "Password lama wajib diisi." }).min(1, "Password lama wajib diisi."),
  newPassword: z
    .string({ message: "Password baru wajib diisi." })
    .min(MIN_PASSWORD_LENGTH, "Password baru minimal harus 6 karakter."),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A staff account's approval PIN (docs/decisions/0041-manager-approval-at-the-till.md): 4–6 digits. */
export const approvalPin = z.string({ message: "PIN wajib diisi." }).regex(/^[0-9]{4,6}$/, "PIN harus 4–6 angka.");

/** PUT /api/auth/pin: one's own PIN, confirmed with one's password (an unlocked till cannot set it). */
export const setOwnPinBody = z.object({
  pin: approvalPin,
  password: z.string({ message: "Password wajib diisi." }).min(1, "Password wajib diisi."),
});
export type SetOwnPinBody = z.infer<typeof setOwnPinBody>;

/** PUT /api/users/staff/{id}/pin: an admin sets a staff account's PIN. */
export const setStaffPinBody = z.object({ pin: approvalPin });
export type SetStaffPinBody = z.infer<typeof setStaffPinBody>;

/** Phone numbers as Indonesians type them: digits, spaces, dashes, an optional leading +. */
export const phoneNumber = z
  .string({ message: "Nomor telepon wajib diisi." })
  .trim()
  .min(1, "Nomor telepon wajib diisi.")
  .regex(/^\+?[0-9][0-9 -]{6,19}$/, "Nomor telepon tidak valid.");

/**
 * A phone number reduced to what identifies it: digits only, the country code 62 written as the
 * leading 0 Indonesians dial ("+62 812-0000" and "0812 0000" are the same number).
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("62") ? `0${digits.slice(2)}` : digits;
}

export const emailAddress = z
  .string({ message: "Email wajib diisi." })
  .trim()
  .min(1, "Email wajib diisi.")
  .max(254, "Email terlalu panjang.")
  .email("Format email tidak valid.")
  .transform((v) => v.toLowerCase());

export const registerBody = z.object({
  name: trimmed("Nama wajib diisi.").pipe(z.string().max(100, "Nama maksimal 100 karakter.")),
  email: emailAddress,
  phone: phoneNumber,
  password: z.string({ message: "Password wajib diisi." }).min(MIN_PASSWORD_LENGTH, "Password minimal 6 karakter."),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** A customer's saved delivery address as the checkout's picker and the profile show it. */
export const customerAddressRecord = z.object({
  _id: z.string(),
  label: z.string(),
  detail: z.string(),
  notes: z.string().nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddressRecord>;

/**
 * The signed-in account as GET /api/auth/profile returns it and the web keeps in local storage.
 * Staff have `assignedLocation`; customers their name, points, address and (members) outlet.
 */
export const profileUser = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  role: z.enum([...STAFF_ROLES, "customer"]),
  customerType: z.enum(CUSTOMER_TYPES).nullable(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  assignedLocation: z.string().nullish(),
  name: z.string().optional(),
  loyaltyPoints: z.number().int().optional(),
  address: z.string().nullish(),
  outletName: z.string().nullish(),
  outletAddress: z.string().nullish(),
  /** A customer's saved delivery addresses (GET /api/auth/profile). */
  addresses: z.array(customerAddressRecord).optional(),
});
export type ProfileUser = z.infer<typeof profileUser>;

/** GET /api/auth/csrf: the token mutating requests send back in `x-csrf-token`. */
export const csrfAnswer = z.object({ csrfToken: z.string() });

/** POST /api/auth/login and POST /api/customers/register: signed in, as whom. */
export const signedInAnswer = z.object({ message: z.string(), user: profileUser });

/** PUT /api/auth/change-password. */
export const passwordChangedAnswer = z.object({ success: z.literal(true), message: z.string() });
export type PasswordChangedAnswer = z.infer<typeof passwordChangedAnswer>;
