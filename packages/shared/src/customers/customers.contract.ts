import { z } from "zod";
import { emailAddress, phoneNumber } from "../auth/auth.contract";
import { CUSTOMER_TYPES } from "../auth/roles";
import { pageQuery } from "../common/paging.contract";
import { optionalText, searchText, storableText } from "../common/text.contract";

/**
 * POST /api/customers: a customer added at the till. Name, email and mobile number are required,
 * the address is optional. The customer gets no password: signing up later with the same email
 * claims the record (docs/business-rules.md#accounts).
 */
export const customerBody = z.object(
  {
    name: storableText("Nama", 100),
    email: emailAddress,
    phone: phoneNumber,
    address: optionalText("Alamat", 500),
  },
  { error: "Data customer tidak valid." },
);
export type CustomerBody = z.infer<typeof customerBody>;
export type CustomerInput = z.input<typeof customerBody>;

/** GET /api/customers: newest first, searched over name, email and phone. */
export const customerListQuery = pageQuery.extend({ search: searchText });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** A customer as the till sees it: never their password, sessions or franchise details. */
export const customerRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  customerType: z.enum(CUSTOMER_TYPES),
});
export type CustomerRecord = z.infer<typeof customerRecord>;
export const customerList = z.array(customerRecord);

/** The answer of POST /api/customers: the toast's sentence and the new customer. */
export const customerCreatedAnswer = z.object({ message: z.string(), data: customerRecord });
export type CustomerCreatedAnswer = z.infer<typeof customerCreatedAnswer>;

const INVALID_POINTS = "Masukkan jumlah poin yang valid.";

/**
 * POST /api/customers/redeem-points: points the cashier takes off a customer's balance for their
 * next order at this register (docs/business-rules.md#points). A positive whole number.
 */
export const redeemPointsBody = z.object(
  {
    customerId: z.string({ error: "Pelanggan tidak valid." }),
    pointsToRedeem: z
      .number({ error: INVALID_POINTS })
      .int(INVALID_POINTS)
      .min(1, INVALID_POINTS)
      .max(Number.MAX_SAFE_INTEGER, INVALID_POINTS),
  },
  { error: "Data penukaran poin tidak valid." },
);
export type RedeemPointsBody = z.infer<typeof redeemPointsBody>;

/** What the redeemed points are worth, in rupiah, off the customer's next order. */
export const redeemPointsAnswer = z.object({ discountAmount: z.number().int() });
export type RedeemPointsAnswer = z.infer<typeof redeemPointsAnswer>;
