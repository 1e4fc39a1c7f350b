import { z } from "zod";
import { storableText } from "../common/text.contract";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../orders/order-status";

const orderIdText = storableText("ID pesanan", 100);

/**
 * Online payment (docs/business-rules.md#payments). The storefront sends what its cart shows;
 * only `orderId` is used: the amount, items and payer come from the stored order.
 */
export const createInvoiceBody = z.object({
  orderId: orderIdText,
  totalAmount: z.unknown().optional(),
  customerDetails: z.unknown().optional(),
  items: z.unknown().optional(),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

/** Where the browser goes to pay. */
export const createInvoiceAnswer = z.object({ invoice_url: z.string() });
export type CreateInvoiceAnswer = z.infer<typeof createInvoiceAnswer>;

export const paymentStatusParams = z.object({ orderId: orderIdText });

/** An online order's payment as the success page shows it, after checking with the gateway. */
export const paymentStatusAnswer = z.object({
  orderId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;

/** Xendit's invoice callback: only the invoice id is trusted, as a pointer to re-read. */
export const xenditCallbackBody = z.looseObject({ id: storableText("ID tagihan", 200) });
