import { z } from "zod";
import { emailAddress, phoneNumber } from "../auth/auth.contract";
import { CUSTOMER_TYPES } from "../auth/roles";
import { entityName } from "../common/answers.contract";
import { pageQuery } from "../common/paging.contract";
import { CUSTOMER_SORT_KEYS, sortableBy } from "../common/sorting.contract";
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

/**
 * GET /api/customers: newest first, searched over name, email and phone; `customerType` narrows it
 * to ordinary customers or to franchise members.
 */
export const customerListQuery = pageQuery.extend({
  ...sortableBy(CUSTOMER_SORT_KEYS),
  search: searchText,
  customerType: z.enum(CUSTOMER_TYPES, { error: "Tipe pelanggan harus Regular atau Franchise." }).optional(),
});
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

/** A franchise member as user management lists them: the customer with their outlet. */
export const memberRecord = customerRecord.extend({
  outletName: z.string().nullable(),
  outletAddress: z.string().nullable(),
  /** The outlet location the member runs, when head office linked one. */
  location: entityName.nullable(),
});
export type MemberRecord = z.infer<typeof memberRecord>;
/** GET /api/customers/franchise: every franchise member, by name. */
export const memberList = z.array(memberRecord);

const OUTLET_REQUIRED = "Nama dan alamat outlet wajib diisi.";

/**
 * PUT /api/customers/{id}/type (admin only). Franchise needs the outlet's name and address and may
 * link an outlet location; Regular turns a member back into an ordinary customer (their outlet
 * details are kept for when they return).
 */
export const customerTypeBody = z
  .object(
    {
      customerType: z.enum(CUSTOMER_TYPES, { error: "Tipe pelanggan harus Regular atau Franchise." }),
      outletName: optionalText("Nama outlet", 100),
      outletAddress: optionalText("Alamat outlet", 500),
      locationId: z.string({ error: "Lokasi tidak valid." }).trim().nullish(),
    },
    { error: "Data member tidak valid." },
  )
  .superRefine((body, ctx) => {
    if (body.customerType !== "Franchise") return;
    for (const field of ["outletName", "outletAddress"] as const) {
      if (!body[field]) ctx.addIssue({ code: "custom", path: [field], message: OUTLET_REQUIRED });
    }
  });
export type CustomerTypeBody = z.infer<typeof customerTypeBody>;
export type CustomerTypeInput = z.input<typeof customerTypeBody>;

/** The answer of PUT /api/customers/{id}/type: the toast's sentence and the customer as they are now. */
export const customerTypeChangedAnswer = z.object({ message: z.string(), data: memberRecord });
export type CustomerTypeChangedAnswer = z.infer<typeof customerTypeChangedAnswer>;
