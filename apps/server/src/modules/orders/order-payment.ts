import { settleSplitPayment } from "@kedai/shared";
import type { OrderPayment, OrderPaymentDetails } from "../../db/schema";
import { refusal } from "../../lib/app-error";

/**
 * The one place a cashier's payment is settled (docs/business-rules.md#payment): a payment taken
 * at once and a split payment both go through the shared rule (`settleSplitPayment`): non-cash is
 * at most what remains, change comes from cash only, cash is bounded. Refused (400 on `field`,
 * nothing written) when the money does not settle `totalAmount`.
 */
export function settlePayments(
  totalAmount: number,
  parts: readonly { method: string; amount: number }[],
  field: "amountPaid" | "payments",
): OrderPayment[] {
  const settled = settleSplitPayment(totalAmount, parts);
  if ("problem" in settled) throw refusal(settled.problem.code, settled.problem.message, field);
  return settled.payments;
}

/**
 * A payment taken at once, as an order stores it: the method, the money handed over and the
 * change, settled by the same rule as a split payment.
 */
export function paymentTaken(
  totalAmount: number,
  { method, amountPaid }: { method: string; amountPaid: number },
): OrderPaymentDetails {
  const [settled] = settlePayments(totalAmount, [{ method, amount: amountPaid }], "amountPaid");
  return { method, amountPaid, change: settled!.change };
}
