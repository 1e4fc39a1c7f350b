import { OJOL_PLATFORM_LABELS } from "../ojol/ojol-platforms";
import { ORDER_STATUS, type OrderStatus, PAYMENT_STATUS, type PaymentStatus, paysThroughXendit } from "./order-status";

/**
 * The one table of words every screen, receipt and confirmation uses for an order's status and
 * its payment, so a customer, a cashier and an owner read the same thing about the same order.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  New: "Baru",
  Preparing: "Disiapkan",
  Ready: "Siap",
  Completed: "Selesai",
  Cancelled: "Dibatalkan",
};

/**
 * What the button that moves an order on through the kitchen says, by the status it leads to: the
 * kitchen's words, on the kitchen tickets, the till's order list and the back office's alike.
 */
export const ORDER_STEP_WORDS: Partial<Record<OrderStatus, string>> = {
  Preparing: "Mulai Siapkan",
  Ready: "Sajikan (Ready)",
};

/** The words of the button that moves an order to `to`; a step without words of its own names the status. */
export const orderStepWord = (to: OrderStatus): string => ORDER_STEP_WORDS[to] ?? ORDER_STATUS_WORDS[to];

/** An online order not yet cooked because its online payment has not arrived. */
export const AWAITING_PAYMENT_WORD = "Menunggu pembayaran";
/** An order paid by transfer (or to the courier) that waits for staff to confirm the money (ADR 0050). */
export const AWAITING_CONFIRMATION_WORD = "Menunggu konfirmasi pembayaran";

/**
 * A GoFood or GrabFood order the outlet has not accepted yet: the platform pays for it once the
 * outlet accepts ('Terima'), so nobody waits for money from the customer.
 */
export const AWAITING_ACCEPTANCE_WORD = "Menunggu diterima";

const OJOL_LABELS: readonly string[] = Object.values(OJOL_PLATFORM_LABELS);

/**
 * The word for an order still waiting: a Xendit payment is waited for from the provider; an ojol
 * order for the outlet's acceptance; any other method (a transfer) for staff to confirm the money.
 */
const awaitingWord = (paymentMethod: string | null | undefined): string => {
  if (!paymentMethod || paysThroughXendit(paymentMethod)) return AWAITING_PAYMENT_WORD;
  return OJOL_LABELS.includes(paymentMethod) ? AWAITING_ACCEPTANCE_WORD : AWAITING_CONFIRMATION_WORD;
};

/**
 * The payment as it really stands, whatever `paymentStatus` says (docs/business-rules.md#payments):
 * cash-at-the-cashier and transfer orders are stored Paid when placed, yet no money has been taken
 * until the cashier takes it (finalize) or the provider confirms it.
 */
export const PAYMENT_STANDINGS = ["unpaid", "awaiting", "paid", "failed", "cancelled", "refunded"] as const;
export type PaymentStanding = (typeof PAYMENT_STANDINGS)[number];

export const PAYMENT_STANDING_WORDS: Record<PaymentStanding, string> = {
  unpaid: "Belum dibayar",
  awaiting: AWAITING_PAYMENT_WORD,
  paid: "Lunas",
  failed: "Pembayaran gagal",
  cancelled: "Dibatalkan",
  // Money taken for an order cancelled later goes back (docs/business-rules.md#refunds): never "Dibatalkan".
  refunded: "Dana dikembalikan",
};

/**
 * What the standing of a payment is read from: `paymentTaken` is true once money was recorded;
 * `paymentMethod` tells a provider's wait from a staff confirmation's.
 */
export type PaymentFacts = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentTaken: boolean;
  paymentMethod?: string | null;
};

/** Money was taken when a payment was recorded on the order (the cashier's finalize, or the provider's PAID). */
export const paymentTakenOf = (order: { paymentDetails: unknown }): boolean =>
  order.paymentDetails !== null && order.paymentDetails !== undefined;

/** The payment facts of a stored order (an order record, or an answer carrying the same fields). */
export const paymentFactsOf = (order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentDetails: unknown;
  paymentMethod?: string | null;
}): PaymentFacts => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  paymentTaken: paymentTakenOf(order),
  paymentMethod: order.paymentMethod,
});

/**
 * A cancelled order whose money was taken is 'Dana dikembalikan' (its refund); another cancelled
 * order (an expired invoice cancels its order too) is 'Dibatalkan', never 'Lunas';
 * otherwise recorded money is 'Lunas', a provider still waiting is 'Menunggu pembayaran', and an
 * order placed to be paid at the cashier or by transfer is 'Belum dibayar' until money is taken.
 */
export function paymentStanding({ status, paymentStatus, paymentTaken }: PaymentFacts): PaymentStanding {
  if (status === ORDER_STATUS.Cancelled && paymentTaken) return "refunded";
  if (status === ORDER_STATUS.Cancelled || paymentStatus === PAYMENT_STATUS.Expired) return "cancelled";
  if (paymentStatus === PAYMENT_STATUS.Failed) return "failed";
  if (paymentTaken) return "paid";
  if (paymentStatus === PAYMENT_STATUS.Pending) return "awaiting";
  return "unpaid";
}

export function paymentStandingWord(facts: PaymentFacts): string {
  const standing = paymentStanding(facts);
  return standing === "awaiting" ? awaitingWord(facts.paymentMethod) : PAYMENT_STANDING_WORDS[standing];
}

/**
 * The order's status as a customer reads it: an online order waiting for its online payment is
 * 'Menunggu pembayaran' rather than 'Baru' (the kitchen has not seen it yet).
 */
export function orderStatusWord({
  status,
  paymentStatus,
  paymentMethod,
}: Pick<PaymentFacts, "status" | "paymentStatus" | "paymentMethod">): string {
  if (status === ORDER_STATUS.New && paymentStatus === PAYMENT_STATUS.Pending) return awaitingWord(paymentMethod);
  return ORDER_STATUS_WORDS[status];
}

/** What the kitchen calls the lines added to an order after it was placed (a later round, ADR 0033). */
export const TAMBAHAN_WORD = "Tambahan";

/** The round of an order's line: 1 with the order, more for each 'Tambahan' (a line a till cached without it: 1). */
export const roundOf = (item: { round?: number }): number => item.round ?? 1;
