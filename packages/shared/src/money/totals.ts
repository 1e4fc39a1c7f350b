import { ORDER_TYPE, type OrderType } from "../orders/order-type";
import { roundRupiah } from "./rupiah";

// Defaults for a fresh install. The live values come from settings (docs/business-rules.md#totals),
// never from constants scattered in the code; these only seed settings and serve callers that have none yet.
export const DEFAULT_TAX_RATE_PERCENT = 11;
export const DEFAULT_TAX_LABEL = "Pajak (11%)";
export const DEFAULT_SERVICE_RATE_PERCENT = 5;
export const TAKE_AWAY_PACKAGING_FEE = 2000;
export const ONLINE_DELIVERY_FEE = 5000;
export const RUPIAH_PER_POINT_REDEEMED = 100;
export const RUPIAH_PER_POINT_EARNED = 10000;
export const QUICK_CASH_AMOUNTS: readonly number[] = [10000, 15000, 20000, 50000, 75000, 100000];

export interface TotalsLine {
  basePrice: number;
  quantity: number;
  options: { price: number }[];
}

export interface Promo {
  type: "percentage" | "fixed_amount";
  value: number;
}

export interface CashierDiscount {
  type: "percent" | "fixed";
  value: number;
}

/** Every channel returns the same shape so receipts and order rows need no per-channel branches. */
export interface OrderTotals {
  subTotal: number;
  promoDiscount: number;
  cashierDiscount: number;
  /** promoDiscount + cashierDiscount, never above subTotal. */
  discount: number;
  serviceCharge: number;
  packagingFee: number;
  deliveryFee: number;
  tax: number;
  /** The part of the requested points discount actually used; the rest must not be consumed. */
  pointsDiscount: number;
  totalAmount: number;
}

export interface PosTotalsInput {
  lines: TotalsLine[];
  orderType: OrderType;
  serviceRatePercent?: number;
  taxRatePercent?: number;
  packagingFee?: number;
  promo?: Promo | null;
  cashierDiscount?: CashierDiscount | null;
  /** Rupiah value of redeemed points (see pointsToRupiah), not a point count. */
  pointsDiscount?: number;
}

export interface OnlineTotalsInput {
  lines: TotalsLine[];
  taxRatePercent?: number;
  promo?: Promo | null;
  /** Passed explicitly because pickup and dine-in online orders carry no delivery fee. */
  deliveryFee: number;
}

// These guards catch programming errors only: the server validates user input with Zod and
// answers in Indonesian before it ever calls here, so the messages are for developers.
function assertWholeRupiah(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of rupiah, got ${value}`);
  }
}

function assertRatePercent(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percentage between 0 and 100, got ${value}`);
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** Rate × amount, rounded half up once, so a percentage never leaks a fraction into a sum. */
export function percentOf(amount: number, ratePercent: number): number {
  assertWholeRupiah("amount", amount);
  assertRatePercent("ratePercent", ratePercent);
  // Multiplying by the integer-ish percent before dividing keeps 4545 × 11 exact (49995) instead
  // of going through 0.11, which has no exact binary form.
  return roundRupiah((amount * ratePercent) / 100);
}

export function finalPricePerItem(line: TotalsLine): number {
  assertWholeRupiah("basePrice", line.basePrice);
  let price = line.basePrice;
  for (const option of line.options) {
    assertWholeRupiah("option price", option.price);
    price += option.price;
  }
  return price;
}

export function lineTotal(line: TotalsLine): number {
  assertCount("quantity", line.quantity);
  return finalPricePerItem(line) * line.quantity;
}

export function subTotal(lines: TotalsLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** A promo can at most make the food free; it never turns into money owed to the customer. */
export function promoDiscount(subTotalAmount: number, promo: Promo | null | undefined): number {
  assertWholeRupiah("subTotal", subTotalAmount);
  if (!promo) return 0;
  if (promo.type === "percentage") {
    return Math.min(percentOf(subTotalAmount, promo.value), subTotalAmount);
  }
  assertWholeRupiah("promo value", promo.value);
  return Math.min(promo.value, subTotalAmount);
}

/**
 * The cashier's discount applies to what is left after the promo: "10 %" at the till means 10 %
 * off what the customer would otherwise pay for the food, and taking it from the pre-promo
 * subtotal would discount the promoted part twice.
 */
export function cashierDiscountAmount(
  remainingAfterPromo: number,
  discount: CashierDiscount | null | undefined,
): number {
  assertWholeRupiah("remainingAfterPromo", remainingAfterPromo);
  if (!discount) return 0;
  if (discount.type === "percent") {
    return Math.min(percentOf(remainingAfterPromo, discount.value), remainingAfterPromo);
  }
  assertWholeRupiah("cashier discount value", discount.value);
  return Math.min(discount.value, remainingAfterPromo);
}

export function computePosTotals(input: PosTotalsInput): OrderTotals {
  const serviceRatePercent = input.serviceRatePercent ?? DEFAULT_SERVICE_RATE_PERCENT;
  const taxRatePercent = input.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT;
  const packagingFeeSetting = input.packagingFee ?? TAKE_AWAY_PACKAGING_FEE;
  const requestedPoints = input.pointsDiscount ?? 0;
  assertRatePercent("serviceRatePercent", serviceRatePercent);
  assertRatePercent("taxRatePercent", taxRatePercent);
  assertWholeRupiah("packagingFee", packagingFeeSetting);
  assertWholeRupiah("pointsDiscount", requestedPoints);

  const sub = subTotal(input.lines);
  const promo = promoDiscount(sub, input.promo);
  const cashier = cashierDiscountAmount(sub - promo, input.cashierDiscount);
  const discount = Math.min(promo + cashier, sub);
  const afterDiscount = sub - discount;

  const serviceCharge = input.orderType === ORDER_TYPE.DineIn ? percentOf(afterDiscount, serviceRatePercent) : 0;
  const packagingFee = input.orderType === ORDER_TYPE.TakeAway ? packagingFeeSetting : 0;
  const tax = percentOf(afterDiscount + serviceCharge + packagingFee, taxRatePercent);
  const beforePoints = afterDiscount + serviceCharge + packagingFee + tax;
  // Capped rather than rejected: the reservation is made before the final total is known, and the
  // unused rest is what the caller gives back to the customer.
  const pointsDiscount = Math.min(requestedPoints, beforePoints);

  return {
    subTotal: sub,
    promoDiscount: promo,
    cashierDiscount: cashier,
    discount,
    serviceCharge,
    packagingFee,
    deliveryFee: 0,
    tax,
    pointsDiscount,
    totalAmount: beforePoints - pointsDiscount,
  };
}

/**
 * What an order keeps that fixes its price at payment: its lines, the rates it was placed with and
 * the promo and points discounts already given, as amounts (an edited or ended promo never
 * reprices it).
 */
export interface StoredOrderPricing {
  lines: TotalsLine[];
  orderType: OrderType;
  serviceRatePercent: number;
  taxRatePercent: number;
  packagingFee: number;
  promoDiscount: number;
  pointsDiscount: number;
}

/**
 * The totals at payment: the stored order plus the cashier's discount. The server completes the
 * order with these and the payment screen shows the same figures before it asks.
 */
export function computePaymentTotals(
  order: StoredOrderPricing,
  cashierDiscount: CashierDiscount | null | undefined,
): OrderTotals {
  return computePosTotals({
    lines: order.lines,
    orderType: order.orderType,
    serviceRatePercent: order.serviceRatePercent,
    taxRatePercent: order.taxRatePercent,
    packagingFee: order.packagingFee,
    promo: { type: "fixed_amount", value: order.promoDiscount },
    cashierDiscount,
    pointsDiscount: order.pointsDiscount,
  });
}

/** Online: no service fee, tax on the discounted food only, delivery fee after tax (docs/business-rules.md#totals). */
export function computeOnlineTotals(input: OnlineTotalsInput): OrderTotals {
  const taxRatePercent = input.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT;
  assertRatePercent("taxRatePercent", taxRatePercent);
  assertWholeRupiah("deliveryFee", input.deliveryFee);

  const sub = subTotal(input.lines);
  const promo = promoDiscount(sub, input.promo);
  const afterDiscount = sub - promo;
  const tax = percentOf(afterDiscount, taxRatePercent);

  return {
    subTotal: sub,
    promoDiscount: promo,
    cashierDiscount: 0,
    discount: promo,
    serviceCharge: 0,
    packagingFee: 0,
    deliveryFee: input.deliveryFee,
    tax,
    pointsDiscount: 0,
    totalAmount: afterDiscount + tax + input.deliveryFee,
  };
}

export function pointsToRupiah(points: number, rupiahPerPoint: number = RUPIAH_PER_POINT_REDEEMED): number {
  assertCount("points", points);
  assertWholeRupiah("rupiahPerPoint", rupiahPerPoint);
  return points * rupiahPerPoint;
}

/** Points set aside for an order, and what they were worth in rupiah when they were reserved. */
export interface ReservedPoints {
  points: number;
  discountAmount: number;
}

/**
 * What the first `points` of `reserved` (oldest first) are worth. A reservation keeps the point
 * value of its moment, so a later change of the setting does not reprice points already taken.
 */
export function pointsWorth(reserved: readonly ReservedPoints[], points: number): number {
  assertCount("points", points);
  let left = points;
  let worth = 0;
  for (const reservation of reserved) {
    const taken = Math.min(left, reservation.points);
    worth += (reservation.discountAmount / reservation.points) * taken;
    left -= taken;
  }
  return worth;
}

/**
 * The whole points of `reserved` (oldest first) a points discount of `discount` needs
 * (docs/business-rules.md#points): when the bill left less to pay than the points are worth, the
 * last point may be worth more than what it still had to cover; the points after it are not used.
 */
export function pointsPaying(reserved: readonly ReservedPoints[], discount: number): number {
  assertWholeRupiah("discount", discount);
  let left = discount;
  let points = 0;
  for (const reservation of reserved) {
    if (left <= 0) break;
    const perPoint = reservation.discountAmount / reservation.points;
    const needed = Math.min(reservation.points, Math.ceil(left / perPoint));
    points += needed;
    left -= needed * perPoint;
  }
  return points;
}

/** Only whole steps earn a point: Rp 19.999 earns 1, not 1,9999. */
export function pointsEarned(totalAmount: number, rupiahPerPoint: number = RUPIAH_PER_POINT_EARNED): number {
  assertWholeRupiah("totalAmount", totalAmount);
  assertWholeRupiah("rupiahPerPoint", rupiahPerPoint);
  if (rupiahPerPoint === 0) {
    throw new RangeError("rupiahPerPoint must be greater than 0");
  }
  return Math.floor(totalAmount / rupiahPerPoint);
}

/** null, not a negative number, so a caller cannot mistake an underpayment for change. */
export function changeDue(totalAmount: number, amountPaid: number): number | null {
  assertWholeRupiah("totalAmount", totalAmount);
  assertWholeRupiah("amountPaid", amountPaid);
  return amountPaid < totalAmount ? null : amountPaid - totalAmount;
}
