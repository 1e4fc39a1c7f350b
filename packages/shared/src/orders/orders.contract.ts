import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dayInput } from "../common/date.contract";
import { pageQueryUpTo } from "../common/paging.contract";
import { personAtRecord } from "../common/person-at-record";
import { ORDER_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText, searchText } from "../common/text.contract";
import { rupiahAmount } from "../money/money.contract";
import { ojolOrderRecord } from "../ojol/ojol.contract";
import { offlineMoveInput, offlineOrderInput, offlineOrderRecord, orderNotice } from "./offline-order.contract";
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_ORDER_ITEM_QUANTITY,
  MAX_ORDER_LINES,
} from "./order-limits";
import { DELIVERY_METHODS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";
import { ORDER_TYPES } from "./order-type";
import { orderRefund, refundAmountInput } from "./refund.contract";

/** How the cashier takes payment (docs/business-rules.md#totals). */
export const POS_PAYMENT_METHODS = ["Cash", "QRIS", "Debit Card", "Credit Card"] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];
export const POS_PAYMENT_METHOD = {
  Cash: "Cash",
  QRIS: "QRIS",
  DebitCard: "Debit Card",
  CreditCard: "Credit Card",
} as const satisfies Record<string, PosPaymentMethod>;

const BAD_KEY = "Header Idempotency-Key tidak valid (1–200 karakter).";
/**
 * The headers of POST /api/orders. `Idempotency-Key` is optional: with it, a retry of the same
 * submit (same caller, same body) answers the first order instead of placing a second one; the
 * same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED). Without it there is no
 * replay protection. Every Kedai screen sends one.
 */
export const orderSubmitHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: BAD_KEY })
    .trim()
    .min(1, BAD_KEY)
    .max(MAX_IDEMPOTENCY_KEY_LENGTH, BAD_KEY)
    .optional()
    .describe(
      "Optional. The same key again from the same caller with the same body answers the first order (200) instead of placing another; with a different body: 422 IDEMPOTENCY_KEY_REUSED.",
    ),
});

/** A chosen option, by id or by name within the product's groups; a price sent is ignored. */
const selectedOptionInput = z
  .object({
    _id: z.string({ error: "Pilihan menu tidak valid." }).optional(),
    name: z.string({ error: "Pilihan menu tidak valid." }).trim().max(100, "Pilihan menu tidak valid.").optional(),
    price: z.unknown().optional(),
  })
  .refine((option) => option._id || option.name, "Pilihan menu tidak valid.");

const orderItemInput = z.object({
  productId: z.string({ error: "Menu tidak valid." }),
  quantity: z
    .number({ error: "Jumlah harus berupa angka." })
    .int("Jumlah harus berupa bilangan bulat.")
    .min(1, "Jumlah minimal 1.")
    .max(MAX_ORDER_ITEM_QUANTITY, `Jumlah maksimal ${MAX_ORDER_ITEM_QUANTITY}.`),
  selectedOptions: z.array(selectedOptionInput, { error: "Pilihan menu tidak valid." }).max(50).default([]),
});

const EMPTY_CART = "Keranjang masih kosong!";
const NO_WAITER = "Silakan pilih waiter terlebih dahulu!";

/** The cart as the cashier or the storefront sends it, when placing an order and when editing one. */
export const cartInput = z.array(orderItemInput, { error: EMPTY_CART }).min(1, EMPTY_CART).max(MAX_ORDER_LINES);

/**
 * The cashier's choices besides the cart: the same when placing an order and when editing one.
 * `table`, `waiter` and `customer` are the ids of the records an order reads back as objects under
 * the same names.
 */
const orderChoices = {
  orderType: z.enum(ORDER_TYPES, { error: "Tipe pesanan harus Dine-In, Take Away, atau Ojol." }),
  table: z.string({ error: "Meja tidak valid." }).nullish(),
  waiter: z.string({ error: NO_WAITER }).trim().min(1, NO_WAITER),
  customer: z.string({ error: "Pelanggan tidak valid." }).nullish(),
  /** Percent, Dine-In only; the settings' rate when left out. */
  serviceChargeRate: z
    .number({ error: "Service charge harus berupa angka 0–100." })
    .min(0, "Service charge harus berupa angka 0–100.")
    .max(100, "Service charge harus berupa angka 0–100.")
    .optional(),
  promoId: z.string({ error: "Promo tidak valid." }).nullish(),
  notes: optionalText("Catatan", 500),
};

/**
 * How the customer paid at the cashier: the method and the money handed over (at least the
 * total; the server works out the change). Taken by finalize, and by a POS order paid up front.
 */
export const paymentDetailsInput = z.object(
  {
    method: z.enum(POS_PAYMENT_METHODS, { error: "Metode pembayaran tidak didukung." }),
    amountPaid: z
      .number({ error: "Jumlah pembayaran harus berupa angka." })
      .int("Jumlah pembayaran harus berupa bilangan bulat.")
      .min(0, "Jumlah pembayaran tidak boleh negatif.")
      .max(Number.MAX_SAFE_INTEGER, "Jumlah pembayaran tidak valid."),
  },
  { error: "Detail pembayaran wajib diisi." },
);
export type PaymentDetailsInput = z.infer<typeof paymentDetailsInput>;

/** The most parts one order's payment may be split into. */
export const MAX_SPLIT_PAYMENTS = 10;

/**
 * One part of a split payment (docs/decisions/0033-split-payments-and-rounds.md): a method and the
 * money handed over in it, whole rupiah above 0. Only the last part may be cash that exceeds what
 * remains (the change); every other part, and a non-cash last part, leaves nothing over.
 */
export const splitPaymentInput = z.object(
  {
    method: z.enum(POS_PAYMENT_METHODS, { error: "Metode pembayaran tidak didukung." }),
    amount: rupiahAmount("Jumlah pembayaran", { min: 1 }),
  },
  { error: "Pembayaran tidak valid." },
);
export type SplitPaymentInput = z.infer<typeof splitPaymentInput>;

/**
 * POST /api/orders from the cashier. Only what the cashier chose: prices, totals, ids and statuses
 * a client sends are dropped, the server computes them from the database and settings.
 */
export const posOrderBody = z.object(
  {
    items: cartInput,
    ...orderChoices,
    /**
     * Paid up front ('Bayar Pas'): the payment is recorded with the order, which still goes through
     * the kitchen and later completes without a second payment (docs/business-rules.md#totals).
     */
    paymentDetails: paymentDetailsInput.optional(),
    /** Sent only for an order the till took while it could not reach the server (docs/business-rules.md#offline). */
    offline: offlineOrderInput.optional(),
  },
  { error: "Data pesanan tidak valid." },
);
export type PosOrderBody = z.infer<typeof posOrderBody>;
export type PosOrderInput = z.input<typeof posOrderBody>;

/** The choices of an order besides its cart, as an edit sends them (`orderInfo`). */
export const orderInfoInput = z.object(orderChoices, { error: "Data pesanan tidak valid." });
export type OrderInfo = z.infer<typeof orderInfoInput>;

/**
 * PUT /api/orders/{id}: the order's new cart and choices. `orderTotals` is what the screen showed;
 * it is accepted and never read, the server recomputes every figure as when placing the order.
 */
export const orderUpdateBody = z.object(
  { items: cartInput, orderInfo: orderInfoInput, orderTotals: z.unknown().optional() },
  { error: "Data pesanan tidak valid." },
);
export type OrderUpdateBody = z.infer<typeof orderUpdateBody>;
export type OrderUpdateInput = z.input<typeof orderUpdateBody>;

/**
 * A manager's or admin's approval typed at the till (docs/decisions/0041-manager-approval-at-the-till.md):
 * their username and their PIN, or their password when they have no PIN. Needed for a cashier
 * discount above the settings' limit and for cancelling an order already paid.
 */
export const approvalInput = z.object(
  {
    username: z
      .string({ error: "Username penyetuju wajib diisi." })
      .trim()
      .min(1, "Username penyetuju wajib diisi.")
      .max(100),
    secret: z
      .string({ error: "PIN atau password penyetuju wajib diisi." })
      .min(1, "PIN atau password penyetuju wajib diisi.")
      .max(200),
  },
  { error: "Persetujuan tidak valid." },
);
export type ApprovalInput = z.infer<typeof approvalInput>;

/** What a manager approved on an order: the discount above the limit, or cancelling it once paid. */
export const APPROVAL_KINDS = ["discount", "cancel"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const orderApprovalRecord = z.object({
  kind: z.enum(APPROVAL_KINDS),
  approverId: z.string(),
  /** The approver's name then (kept when the account is renamed or removed). */
  approverName: z.string(),
  at: z.string(),
});
export type OrderApprovalRecord = z.infer<typeof orderApprovalRecord>;

/**
 * PUT /api/orders/{id}/status. `from`: the status the screen showed, so a stale click is refused.
 * `offline`: the till made the move while it could not reach the server (docs/business-rules.md#offline).
 */
export const orderStatusBody = z.object(
  {
    status: z.enum(ORDER_STATUSES, { error: "Status pesanan tidak dikenal." }),
    from: z.enum(ORDER_STATUSES, { error: "Status pesanan tidak dikenal." }).optional(),
    offline: offlineMoveInput.optional(),
    /** A manager's approval of cancelling an order already paid. */
    approval: approvalInput.optional(),
    /** Cancelling a paid order: the money given back, when only part of it (default: all of it). */
    refundAmount: refundAmountInput.optional(),
  },
  { error: "Data status tidak valid." },
);
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

export const cashierDiscountInput = z.object(
  {
    type: z.enum(["percent", "fixed"], { error: "Jenis diskon harus persen atau nominal." }),
    value: z
      .number({ error: "Diskon harus berupa angka." })
      .min(0, "Diskon tidak boleh negatif.")
      .max(Number.MAX_SAFE_INTEGER, "Diskon tidak valid."),
  },
  { error: "Diskon tidak valid." },
);

/**
 * PUT /api/orders/{id}/finalize: how the customer paid, and the cashier's discount if any. An order
 * whose money was already taken (paid up front at the till, or by transfer or Xendit) needs no
 * `paymentDetails`: it completes without a second payment.
 */
export const orderFinalizeBody = z
  .object(
    {
      paymentDetails: paymentDetailsInput.optional(),
      /**
       * Several payments, in the order taken (e.g. Rp 50.000 Cash, then the rest by QRIS): instead
       * of `paymentDetails`, never with it; taken offline, in cash only.
       */
      payments: z
        .array(splitPaymentInput, { error: "Daftar pembayaran tidak valid." })
        .min(1, "Isi minimal satu pembayaran.")
        .max(MAX_SPLIT_PAYMENTS, `Pembayaran maksimal ${MAX_SPLIT_PAYMENTS} bagian.`)
        .optional(),
      discount: cashierDiscountInput.nullish(),
      /** A manager's approval of a discount above the settings' limit. */
      approval: approvalInput.optional(),
      /** The till took the (cash) payment while it could not reach the server (docs/business-rules.md#offline). */
      offline: offlineMoveInput.optional(),
    },
    { error: "Data pembayaran tidak valid." },
  )
  .refine((body) => !(body.payments && body.paymentDetails), {
    message: "Kirim paymentDetails atau payments, bukan keduanya.",
    path: ["payments"],
  })
  .refine((body) => !(body.payments && body.offline && body.payments.some((part) => part.method !== "Cash")), {
    message: "Pembayaran terbagi dengan QRIS atau kartu hanya dapat dicatat saat terhubung ke server.",
    path: ["payments"],
  })
  .refine((body) => body.discount?.type !== "percent" || body.discount.value <= 100, {
    message: "Diskon persen maksimal 100.",
    path: ["discount", "value"],
  })
  .refine((body) => body.discount?.type !== "fixed" || Number.isInteger(body.discount.value), {
    message: "Diskon nominal harus bilangan bulat.",
    path: ["discount", "value"],
  });
export type OrderFinalizeBody = z.infer<typeof orderFinalizeBody>;

/**
 * GET /api/orders. `status` is one status or several separated by commas. The kitchen asks
 * `status=New,Preparing&paymentStatus=Paid`, so an online order waiting for its payment stays out.
 */
export const orderListQuery = pageQueryUpTo(500).extend({
  ...sortableBy(ORDER_SORT_KEYS),
  status: z
    .string()
    .transform((value) => value.split(",").map((s) => s.trim()))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: "Status pesanan tidak dikenal." })))
    .optional(),
  type: z.enum(ORDER_TYPES, { error: "Tipe pesanan tidak dikenal." }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Status pembayaran tidak dikenal." }).optional(),
  /** Business-time-zone days, both included. */
  from: dayInput.optional(),
  to: dayInput.optional(),
  search: searchText,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** GET /api/orders/my: the customer's own orders, a page at a time. */
export const myOrdersQuery = pageQueryUpTo(50).extend(sortableBy(ORDER_SORT_KEYS));
export type MyOrdersQuery = z.infer<typeof myOrdersQuery>;

const rupiah = z.number().int();

/** Someone or something an order names: the name as it was, and the id while the record exists. */
const namedAtSale = z.object({ _id: z.string().nullable(), name: z.string() });

/** Where a split or a merge moved a line from: that order's number and the table it was at. */
export const lineOrigin = z.object({
  how: z.enum(["split", "merge"]),
  orderId: z.string(),
  table: z.string().nullable(),
});
export type LineOrigin = z.infer<typeof lineOrigin>;

/** An item as sold: names and prices as they were at the sale. */
export const orderItemRecord = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  basePrice: rupiah,
  selectedOptions: z.array(z.object({ name: z.string(), price: rupiah })),
  finalPricePerItem: rupiah,
  lineTotal: rupiah,
  /**
   * The round the line was ordered in: 1 with the order, 2 for the first 'Tambahan' added to it
   * later, and so on (absent in orders a till cached before rounds existed: 1).
   */
  round: z.number().int().optional(),
  /**
   * The order a split or a merge moved the line from (docs/decisions/0034-split-move-merge.md):
   * the kitchen already has it on that order's ticket. Absent for a line ordered on this order.
   */
  cameFrom: lineOrigin.optional(),
});

export const orderStatusChangeRecord = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  by: z.string(),
  at: timestamp,
  /** What happened besides the status: a split, a table move, a merge (ADR 0034), a 'Tambahan' round, the payments of a split payment (ADR 0033). */
  note: z.string().nullable().optional(),
});

/** One payment of an order: the method, the money handed over, the change given back from it (cash only). */
export const orderPaymentRecord = z.object({
  method: z.string(),
  amount: rupiah,
  change: rupiah,
  /** 'xendit': a QRIS the provider confirmed; absent: recorded by hand. */
  confirmedBy: z.enum(["xendit"]).optional(),
});
export type OrderPaymentRecord = z.infer<typeof orderPaymentRecord>;

/**
 * An order as the cashier and kitchen see it. The recipe cost is stored on each item for the
 * reports but never sent here: costs are back-office data.
 */
export const orderRecord = z.object({
  _id: z.string(),
  orderId: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Empty until the order is paid. */
  paymentMethod: z.string(),
  paymentDetails: z
    .object({
      method: z.string(),
      amountPaid: rupiah,
      change: rupiah,
      /** 'xendit': a QRIS the provider confirmed; absent: recorded by hand. */
      confirmedBy: z.enum(["xendit"]).optional(),
    })
    .nullable(),
  /**
   * Every payment, in the order taken: one for an order paid at once (its `paymentDetails`),
   * several for a split payment, none while unpaid. Absent only in orders a till cached before
   * the list existed (read them with `orderPayments`).
   */
  payments: z.array(orderPaymentRecord).optional(),
  /** The manager's approvals the order needed (ADR 0041); absent in orders a till cached before them. */
  approvals: z.array(orderApprovalRecord).optional(),
  customer: entityName.nullable(),
  customerName: z.string(),
  /** An online order's contact and address as the customer gave them; null for POS orders. */
  customerDetails: z
    .object({
      name: z.string(),
      phone: z.string().optional(),
      email: z.string().optional(),
      addressDetail: z.string().optional(),
      addressNotes: z.string().optional(),
    })
    .nullable(),
  /** How an online order reaches the customer: the method, the outlet's name, the chosen time, the fee. */
  deliveryInfo: z
    .object({
      method: z.enum(DELIVERY_METHODS),
      outlet: z.string().optional(),
      dateTime: z.string().optional(),
      fee: rupiah,
    })
    .nullable(),
  cashier: personAtRecord.nullable(),
  waiter: personAtRecord.nullable(),
  table: namedAtSale.nullable(),
  registerSessionId: z.string().nullable(),
  /**
   * The outlet's (location's) id: which outlet's kitchen makes it. Null once the outlet is deleted;
   * absent in orders a till cached before the field existed.
   */
  outlet: z.string().nullable().optional(),
  items: z.array(orderItemRecord),
  subTotal: rupiah,
  serviceChargeRatePercent: z.number(),
  serviceCharge: rupiah,
  packagingFee: rupiah,
  deliveryFee: rupiah,
  taxRatePercent: z.number(),
  taxLabel: z.string(),
  tax: rupiah,
  promo: z.object({ _id: z.string().nullable(), name: z.string(), discountAmount: rupiah }).nullable(),
  /** The cashier's discount at payment. */
  discount: rupiah,
  pointsRedeemed: z.number().int(),
  pointsDiscount: rupiah,
  pointsEarned: z.number().int(),
  totalAmount: rupiah,
  notes: z.string().nullable(),
  /** Null unless a till took the order offline and synced it later; `createdAt` is then when it was taken. */
  offline: offlineOrderRecord.nullable(),
  /**
   * Never sent by the server: set on the till's own record of an order or payment it took offline
   * and still holds in its outbox (its receipt says so, under a local number until the server's).
   */
  waitingToSync: z.literal(true).optional(),
  statusHistory: z.array(orderStatusChangeRecord),
  /** The money given back after a paid order was cancelled; absent in orders a till cached before refunds. */
  refund: orderRefund.nullable().optional(),
  ojol: ojolOrderRecord.nullable().optional(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** A stock item an order left below zero: allowed, but said out loud. */
export const stockWarning = z.object({ _id: z.string(), name: z.string(), quantityInStock: z.number() });

/**
 * POST /api/orders (201 new, 200 the same key again) and PUT /api/orders/{id}: the order and any
 * stock that went negative (staff only: a guest's or customer's answer has none, they are back-office data).
 */
export const orderCreated = z.object({
  data: orderRecord,
  stockWarnings: z.array(stockWarning),
  /**
   * Online orders: the order's secret, for whoever placed it only. It proves a guest's ownership
   * (POST /payments/create-invoice) and opens the order's public look-ups (payment status); the
   * browser keeps it with the order id.
   */
  accessToken: z.string().optional(),
  /** An order taken offline that was accepted despite a conflict: what the till should show (never on a replay). */
  notices: z.array(orderNotice).optional(),
});
export const orderAnswer = z.object({ data: orderRecord });
export const orderList = z.object({
  data: z.array(orderRecord),
  page: z.number().int(),
  limit: z.number().int(),
  /** Orders matching the filter on every page. */
  total: z.number().int(),
});
export type OrderList = z.infer<typeof orderList>;
