import type { ContactProblems, DeliveryMethod, OnlineOrderInput, OnlinePaymentMethod, Settings } from "@kedai/shared";
import {
  businessInstant,
  type ChosenOption,
  checkoutContactProblems,
  computeOnlineTotals,
  DELIVERY_METHODS,
  dateTimeTextProblem,
  ONLINE_PAYMENT_METHODS,
  type OrderTotals,
  orderTimeProblem,
} from "@kedai/shared";
import { z } from "zod";
import type { VerifiedPromo } from "./api/verify-promo";

export const ADDRESS_REQUIRED = "Alamat pengiriman wajib diisi.";
export const OUTLET_REQUIRED = "Pilih outlet terlebih dahulu.";
export const DATE_TIME_REQUIRED = "Pilih tanggal dan jam pesanan.";
export const PAYMENT_REQUIRED = "Pilih metode pembayaran.";

/** What checkout needs of a cart line (the cart's own lines fit as they are). */
export type CheckoutLine = {
  productId: string;
  name: string;
  quantity: number;
  basePrice: number;
  selectedOptions: ChosenOption[];
};

/** The checkout form's fields as typed: `paymentMethod` is "" until one is chosen. */
export const checkoutFields = z.object({
  method: z.enum(DELIVERY_METHODS),
  outlet: z.string(),
  /** DateTimeInput's "YYYY-MM-DDTHH:mm" (the parts as typed while not whole), read as business time. */
  dateTime: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  addressDetail: z.string(),
  addressNotes: z.string(),
  paymentMethod: z.union([z.enum(ONLINE_PAYMENT_METHODS), z.literal("")]),
});
export type CheckoutDetails = z.infer<typeof checkoutFields>;

/** Paid through the online provider's invoice page rather than at the cashier or by transfer. */
export function paysOnline(method: OnlinePaymentMethod | ""): boolean {
  return method !== "" && method !== "Cash" && method !== "Transfer";
}

/**
 * The checkout form's schema: what stops the order from being sent, as the server would refuse
 * it, each message under its own field (the contact's first, the order they are toasted in). Every
 * order is made at an outlet at a chosen time (ahead, inside that day's opening hours), except at a
 * table (the QR code): the table is the place and the time is now.
 */
export function checkoutSchema({ atTable, hours }: { atTable: boolean; hours: Settings["operationalHours"] }) {
  return checkoutFields.superRefine((details, ctx) => {
    const problem = (path: keyof CheckoutDetails, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    for (const [field, message] of Object.entries(checkoutContactProblems(details))) {
      problem(field as keyof ContactProblems, message);
    }
    if (details.method === "delivery" && !details.addressDetail.trim()) problem("addressDetail", ADDRESS_REQUIRED);
    if (!atTable && !details.outlet) problem("outlet", OUTLET_REQUIRED);
    if (!atTable && !details.dateTime) problem("dateTime", DATE_TIME_REQUIRED);
    else if (!atTable) {
      const time =
        dateTimeTextProblem(details.dateTime) ?? orderTimeProblem(businessDateTimeToIso(details.dateTime), hours);
      if (time) problem("dateTime", time);
    }
    if (!details.paymentMethod) problem("paymentMethod", PAYMENT_REQUIRED);
  });
}

/** "2026-11-24T10:30" typed as business time → an ISO instant the server cannot misread. */
export function businessDateTimeToIso(value: string): string {
  return businessInstant(value)?.toISOString() ?? value;
}

export function orderBodyFor(
  details: CheckoutDetails,
  lines: readonly CheckoutLine[],
  {
    tableToken,
    promoCode,
    confirmedTotal,
  }: { tableToken: string | null; promoCode: string | null; confirmedTotal?: number },
): OnlineOrderInput {
  const optional = (text: string) => text.trim() || undefined;
  const delivering = details.method === "delivery";
  return {
    items: lines.map(({ productId, quantity, selectedOptions }) => ({ productId, quantity, selectedOptions })),
    customerDetails: {
      name: details.name.trim(),
      phone: details.phone.trim(),
      email: optional(details.email),
      addressDetail: delivering ? optional(details.addressDetail) : undefined,
      addressNotes: delivering ? optional(details.addressNotes) : undefined,
    },
    paymentMethod: details.paymentMethod as OnlinePaymentMethod,
    deliveryInfo: tableToken
      ? { method: "dine-in", tableToken }
      : {
          method: details.method,
          outlet: details.outlet,
          dateTime: details.dateTime ? businessDateTimeToIso(details.dateTime) : undefined,
        },
    promoCode: promoCode ?? undefined,
    confirmedTotal,
  };
}

/** The storefront's totals: tax on the subtotal less the promo, no service charge, plus delivery. */
export function checkoutTotals(
  lines: readonly CheckoutLine[],
  {
    method,
    promo,
    taxRatePercent,
    deliveryFee,
  }: { method: DeliveryMethod; promo: VerifiedPromo | null; taxRatePercent: number; deliveryFee: number },
): OrderTotals {
  return computeOnlineTotals({
    lines: lines.map((line) => ({ basePrice: line.basePrice, quantity: line.quantity, options: line.selectedOptions })),
    taxRatePercent,
    promo,
    deliveryFee: method === "delivery" ? deliveryFee : 0,
  });
}
