import type { DeliveryMethod, OnlineOrderInput, OnlinePaymentMethod } from "@kedai/shared";
import { BUSINESS_TIME_ZONE, type ChosenOption, computeOnlineTotals, type OrderTotals } from "@kedai/shared";
import type { VerifiedPromo } from "./api/verify-promo";

export const CUSTOMER_REQUIRED = "Nama dan nomor telepon wajib diisi.";
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

export type CheckoutDetails = {
  method: DeliveryMethod;
  outlet: string;
  /** The `datetime-local` value, read as business time. */
  dateTime: string;
  name: string;
  phone: string;
  email: string;
  addressDetail: string;
  addressNotes: string;
  paymentMethod: OnlinePaymentMethod | "";
};

export type CheckoutField = "customer" | "address" | "outlet" | "dateTime" | "paymentMethod";
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

/** Paid through the online provider's invoice page rather than at the cashier or by transfer. */
export function paysOnline(method: OnlinePaymentMethod | ""): boolean {
  return method !== "" && method !== "Cash" && method !== "Transfer";
}

/**
 * What stops the order from being sent. Every order is made at an outlet at a chosen time, except
 * at a table (the QR code): the table is the place and the time is now.
 */
export function checkoutProblems(details: CheckoutDetails, { atTable }: { atTable: boolean }): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!details.name.trim() || !details.phone.trim()) problems.customer = CUSTOMER_REQUIRED;
  if (details.method === "delivery" && !details.addressDetail.trim()) problems.address = ADDRESS_REQUIRED;
  if (!atTable && !details.outlet) problems.outlet = OUTLET_REQUIRED;
  if (!atTable && !details.dateTime) problems.dateTime = DATE_TIME_REQUIRED;
  if (!details.paymentMethod) problems.paymentMethod = PAYMENT_REQUIRED;
  return problems;
}

/** The offset of the business time zone at `instant`, as "+07:00". */
function businessOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** "2026-11-24T10:30" typed as business time → an ISO instant the server cannot misread. */
export function businessDateTimeToIso(value: string): string {
  const offset = businessOffset(new Date(`${value}:00Z`));
  return new Date(`${value}:00${offset}`).toISOString();
}

export function orderBodyFor(
  details: CheckoutDetails,
  lines: readonly CheckoutLine[],
  { tableToken, promoCode }: { tableToken: string | null; promoCode: string | null },
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
