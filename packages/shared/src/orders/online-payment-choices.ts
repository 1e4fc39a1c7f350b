import type { Settings } from "../settings/settings.contract";
import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from "./online-order.contract";
import { type DeliveryMethod, PAYMENT_STATUS, type PaymentStatus, paysThroughXendit } from "./order-status";

/**
 * Which ways to pay the storefront offers and what each means (docs/business-rules.md#payments,
 * ADR 0050). The checkout shows only these, and the server refuses any other: a transfer needs the
 * shop's bank account in the settings; cash on a delivery is paid to the courier (COD), which a
 * setting may switch off.
 */
type PaymentSettings = Pick<
  Settings,
  "accountNumber" | "cashOnDelivery" | "transferWaitsForConfirmation" | "cashOnDeliveryWaitsForConfirmation"
>;

export const TRANSFER_UNAVAILABLE = "Transfer bank belum tersedia: toko belum mengisi nomor rekening.";
export const CASH_ON_DELIVERY_UNAVAILABLE = "Bayar tunai ke kurir (COD) tidak tersedia untuk pesanan diantar.";

/** The shop has a bank account a customer can transfer to. */
export const transferOffered = (settings: Pick<Settings, "accountNumber">): boolean =>
  settings.accountNumber.trim() !== "";

/** Why `method` cannot pay an order received by `delivery`, or null when it can. */
export function paymentMethodProblem(
  method: OnlinePaymentMethod,
  delivery: DeliveryMethod,
  settings: PaymentSettings,
): string | null {
  if (method === "Transfer" && !transferOffered(settings)) return TRANSFER_UNAVAILABLE;
  if (method === "Cash" && delivery === "delivery" && !settings.cashOnDelivery) return CASH_ON_DELIVERY_UNAVAILABLE;
  return null;
}

/** The ways to pay an order received by `delivery`, in the checkout's order. */
export const offeredPaymentMethods = (delivery: DeliveryMethod, settings: PaymentSettings): OnlinePaymentMethod[] =>
  ONLINE_PAYMENT_METHODS.filter((method) => paymentMethodProblem(method, delivery, settings) === null);

/** How the checkout and the confirmation name a way to pay: cash is paid at the cashier, or to the courier. */
export function paymentMethodWords(method: string, delivery: DeliveryMethod | null): { label: string; hint: string } {
  if (method === "Cash") {
    return delivery === "delivery"
      ? { label: "Bayar tunai ke kurir (COD)", hint: "Bayar saat pesanan tiba" }
      : { label: "Tunai di kasir", hint: "Bayar di kasir" };
  }
  if (method === "Transfer") return { label: "Transfer Bank", hint: "Transfer ke rekening toko" };
  if (method === "QRIS") return { label: "QRIS", hint: "Bayar online" };
  return { label: `Virtual Account ${method === "MANDIRI" ? "Mandiri" : method}`, hint: "Bayar online" };
}

/**
 * An order whose money staff confirm before the kitchen starts it: a bank transfer, or cash to the
 * courier, as the settings say. It waits as Pending ('Menunggu konfirmasi pembayaran').
 */
export function waitsForConfirmation(
  method: OnlinePaymentMethod | string,
  delivery: DeliveryMethod | null,
  settings: PaymentSettings,
): boolean {
  if (method === "Transfer") return settings.transferWaitsForConfirmation;
  if (method === "Cash" && delivery === "delivery") return settings.cashOnDeliveryWaitsForConfirmation;
  return false;
}

/**
 * An online order's payment status when placed (docs/business-rules.md#channels): Pending while a
 * Xendit invoice or a staff confirmation is waited for, else Paid (paid at the cashier or on delivery).
 */
export const initialOnlinePaymentStatus = (
  method: OnlinePaymentMethod,
  delivery: DeliveryMethod,
  settings: PaymentSettings,
): PaymentStatus =>
  paysThroughXendit(method) || waitsForConfirmation(method, delivery, settings)
    ? PAYMENT_STATUS.Pending
    : PAYMENT_STATUS.Paid;
