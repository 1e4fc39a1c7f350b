import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { optionalText } from "../common/text.contract";
import { rupiahAmount } from "../money/money.contract";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../orders/order-status";
import { ORDER_TYPES } from "../orders/order-type";

/** Whole rupiah in a drawer: a number ≥ 0 without fractions (else `message`), at most MAX_RUPIAH. */
const drawerAmount = (label: string, message: (missing: boolean) => string) =>
  rupiahAmount(label, { required: message(true), invalid: message(false) });

/** POST /api/register/open: the outlet (a location id), the float in the drawer, a note. */
export const registerOpenBody = z.object(
  {
    outlet: z.string({ error: "Pilih outlet terlebih dahulu." }).trim().min(1, "Pilih outlet terlebih dahulu."),
    openingBalance: drawerAmount("Saldo awal", () => "Isi saldo awal dengan angka yang valid."),
    notes: z.object({ opening: optionalText("Catatan", 500) }, { error: "Catatan tidak valid." }).optional(),
  },
  { error: "Data pembukaan kasir tidak valid." },
);
export type RegisterOpenBody = z.infer<typeof registerOpenBody>;
export type RegisterOpenInput = z.input<typeof registerOpenBody>;

/** PUT /api/register/close/{id}: the cash counted in the drawer, a note. */
export const registerCloseBody = z.object(
  {
    closingBalance: drawerAmount("Saldo akhir", (missing) =>
      missing ? "Saldo Akhir wajib diisi." : "Saldo Akhir harus berupa angka yang valid.",
    ),
    notes: optionalText("Catatan", 500),
  },
  { error: "Data penutupan kasir tidak valid." },
);
export type RegisterCloseBody = z.infer<typeof registerCloseBody>;
export type RegisterCloseInput = z.input<typeof registerCloseBody>;

/** The figures closing stores (docs/business-rules.md#register). */
export const shiftSummary = z.object({
  openingBalance: z.number().int(),
  /**
   * Cash taken in the session: orders paid in cash, completed or paid at once (a paid order
   * cancelled later still took it; its refund is listed below).
   */
  cashSales: z.number().int(),
  /** The same per non-cash payment method. */
  nonCashSales: z.record(z.string(), z.number().int()),
  /**
   * Of the QRIS sales, those Xendit confirmed (a dynamic QRIS at the till); the rest was recorded by
   * hand against the outlet's sticker. Absent from summaries stored before it was counted.
   */
  qrisConfirmedSales: z.number().int().optional(),
  /**
   * The money paid back from this drawer for cancelled paid orders (docs/business-rules.md#refunds),
   * oldest first. Absent from summaries stored before refunds existed.
   */
  refunds: z.array(z.object({ orderId: z.string(), amount: z.number().int(), at: timestamp })).optional(),
  /** openingBalance + cashSales − the refunds paid from the drawer: the cash the drawer should hold. */
  expectedCash: z.number().int(),
  countedCash: z.number().int(),
  /** countedCash − expectedCash: negative when cash is missing. */
  difference: z.number().int(),
  completedOrders: z.number().int(),
  /** Orders of the session neither Completed nor Cancelled when it closed. */
  openOrders: z.number().int(),
});
export type ShiftSummary = z.infer<typeof shiftSummary>;

export const registerSessionRecord = z.object({
  _id: z.string(),
  /** The cashier's name as it was; `_id` is null once the account has been deleted. */
  cashier: z.object({ _id: z.string().nullable(), name: z.string() }),
  outlet: entityName,
  openedAt: timestamp,
  openingBalance: z.number().int(),
  notes: z.object({ opening: z.string().nullable(), closing: z.string().nullable() }),
  closedAt: timestamp.nullable(),
  closingBalance: z.number().int().nullable(),
  /** Stored at closing; null while the session is open. */
  summary: shiftSummary.nullable(),
});
export type RegisterSessionRecord = z.infer<typeof registerSessionRecord>;

/**
 * A customer's points redeemed at this register that no order has used yet
 * (docs/business-rules.md#points): their value comes off the customer's next order here.
 */
export const heldPoints = z.object({
  customer: entityName,
  points: z.number().int(),
  discountAmount: z.number().int(),
});
export type HeldPoints = z.infer<typeof heldPoints>;

/**
 * GET /api/register/status: the caller's open session, if any, and the points reserved at it per
 * customer (empty while no session is open), so the till shows what the server will apply.
 */
export const registerStatus = z.object({
  isOpen: z.boolean(),
  session: registerSessionRecord.nullable(),
  pointsReservations: z.array(heldPoints),
});
export type RegisterStatus = z.infer<typeof registerStatus>;

/** An order of the session still neither Completed nor Cancelled, as the closing review lists it. */
export const registerOpenOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.enum(ORDER_TYPES),
  tableName: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number().int(),
  createdAt: timestamp,
});
export type RegisterOpenOrder = z.infer<typeof registerOpenOrder>;

/**
 * GET /api/register/{id}/review: what closing will count, before the cashier counts the drawer:
 * the shift's figures so far (no counted cash yet) and the orders still open.
 */
export const registerCloseReview = z.object({
  session: registerSessionRecord,
  sales: shiftSummary.omit({ countedCash: true, difference: true }),
  openOrders: z.array(registerOpenOrder),
});
export type RegisterCloseReview = z.infer<typeof registerCloseReview>;
