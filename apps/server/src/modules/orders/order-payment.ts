import { changeDue } from "@kedai/shared";
import type { OrderPaymentDetails } from "../../db/schema";
import { refusal } from "../../lib/app-error";

/**
 * The payment as an order stores it: the method, the money handed over and the change. Refused
 * (400 on `amountPaid`) when the money does not cover `totalAmount`.
 */
export function paymentTaken(
  totalAmount: number,
  { method, amountPaid }: { method: string; amountPaid: number },
): OrderPaymentDetails {
  const change = changeDue(totalAmount, amountPaid);
  if (change === null) throw refusal("PAYMENT_TOO_LOW", "Jumlah pembayaran kurang dari total tagihan!", "amountPaid");
  return { method, amountPaid, change };
}
