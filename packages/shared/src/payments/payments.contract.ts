import { z } from "zod";
import { storableText } from "../common/text.contract";
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from "../orders/order-status";
import { orderFinalizeBody } from "../orders/orders.contract";
import { orderRefund } from "../orders/refund.contract";

const orderIdText = storableText("ID pesanan", 100);

/**
 * Online payment (docs/business-rules.md#payments). The storefront sends what its cart shows;
 * only `orderId` is used: the amount, items and payer come from the stored order.
 */
/** The order's secret (`accessToken` of POST /orders), sent by a guest; a signed-in owner may leave it out. */
const orderAccessToken = z.string().trim().min(1).max(200);

export const createInvoiceBody = z.object({
  orderId: orderIdText,
  accessToken: orderAccessToken.optional(),
  totalAmount: z.unknown().optional(),
  customerDetails: z.unknown().optional(),
  items: z.unknown().optional(),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

/** 'Batalkan' an unpaid online order: its owner (a guest by the order's secret) calls it off. */
export const cancelUnpaidBody = z.object({ orderId: orderIdText, accessToken: orderAccessToken.optional() });
export type CancelUnpaidBody = z.infer<typeof cancelUnpaidBody>;

/** Where the browser goes to pay. */
export const createInvoiceAnswer = z.object({ invoice_url: z.string() });
export type CreateInvoiceAnswer = z.infer<typeof createInvoiceAnswer>;

export const paymentStatusParams = z.object({ orderId: orderIdText });
/** The order's secret: display ids can be guessed, so a public look-up needs it (a signed-in owner need not). */
export const paymentStatusQuery = z.object({ token: orderAccessToken.optional() });

const rupiah = z.number().int();

/**
 * What the confirmation page shows of the order: what was ordered, the money, where and when.
 * No contact details: the page is reached by a link.
 */
export const orderConfirmation = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      selectedOptions: z.array(z.object({ name: z.string(), price: rupiah })),
      lineTotal: rupiah,
    }),
  ),
  subTotal: rupiah,
  promoDiscount: rupiah,
  deliveryFee: rupiah,
  taxLabel: z.string(),
  tax: rupiah,
  totalAmount: rupiah,
  /** How the customer chose to pay (Cash, Transfer, QRIS, ...). */
  paymentMethod: z.string(),
  /** Money was recorded on the order (at the cashier or by the payment provider). */
  paymentTaken: z.boolean(),
  /** The money given back after the order was cancelled paid (absent from older servers). */
  refund: orderRefund.nullable().optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).nullable(),
  outlet: z.string().nullable(),
  table: z.string().nullable(),
  /** The pickup or delivery time the customer chose, if any. */
  dateTime: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;

/**
 * An online order's payment as the success page shows it, after checking with the gateway, and
 * the order itself (`order`, optional for older clients) so the page can say what was ordered.
 */
export const paymentStatusAnswer = z.object({
  orderId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  order: orderConfirmation.optional(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;

/** Xendit's invoice callback: only the invoice id is trusted, as a pointer to re-read. */
export const xenditCallbackBody = z.looseObject({ id: storableText("ID tagihan", 200) });

/**
 * POST /api/orders/{id}/qris: the finalize body, for its cashier's discount (chosen in the payment
 * modal), so the QR is for the exact total the order will be completed with; its `paymentDetails`
 * are not read: the QR payment is the payment.
 */
export const qrisBody = orderFinalizeBody;
export type QrisBody = z.infer<typeof qrisBody>;

/**
 * A dynamic QRIS of a till order: `qrString` is what the QR image encodes; PAID once Xendit reported
 * it; `simulated`: the demo's simulator made it (not payable for real; the screen offers 'Bayar (simulasi)').
 */
export const qrisAnswer = z.object({
  qrString: z.string(),
  expiresAt: z.string(),
  amount: rupiah,
  status: z.enum(["ACTIVE", "PAID"]),
  simulated: z.boolean(),
});
export type QrisAnswer = z.infer<typeof qrisAnswer>;

/**
 * Xendit's QR payment callback (`event: 'qr.payment'`): only the QR id is trusted, as a pointer to
 * re-read its payments; other events are answered and ignored.
 */
export const xenditQrCallbackBody = z.looseObject({
  event: z.string().max(100).optional(),
  data: z.looseObject({ qr_id: storableText("ID QR", 200) }),
});

/**
 * Xendit's refund callback (`event: 'refund.succeeded' | 'refund.failed'`, docs/decisions/0049-refunds.md):
 * the token proves it is Xendit's; the refund id, amount and status must match the refund the shop asked for.
 */
export const xenditRefundCallbackBody = z.looseObject({
  event: z.string().max(100).optional(),
  data: z.looseObject({
    id: storableText("ID refund", 200),
    status: z.string().max(50),
    amount: z.number().optional(),
    failure_code: z.string().max(200).nullable().optional(),
  }),
});
export type XenditRefundCallbackBody = z.infer<typeof xenditRefundCallbackBody>;
