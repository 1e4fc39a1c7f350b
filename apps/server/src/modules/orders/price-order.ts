import { computePosTotals, ORDER_TYPE, type OrderTotals, type OrderType, type PosOrderBody } from "@kedai/shared";
import type { DbOrTx } from "../../db/client";
import type { OrderStockUse, promos } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { getSettings } from "../settings/settings.service";
import { stockUseOf } from "./order-stock";
import { type PricedLine, priceCart } from "./price-cart";

type PromoRow = typeof promos.$inferSelect;

/** An order as the server prices it: its lines, totals, stock and the columns that store them. */
export type PricedOrder = {
  lines: PricedLine[];
  totals: OrderTotals;
  stockUsed: OrderStockUse[];
  columns: {
    subTotal: number;
    serviceChargeRate: number;
    serviceCharge: number;
    packagingFee: number;
    taxRate: number;
    taxLabel: string;
    tax: number;
    promoId: string | null;
    promoName: string | null;
    promoDiscount: number;
    pointsDiscount: number;
    totalAmount: number;
  };
};

/**
 * Prices a cashier's order from the database and settings (docs/business-rules.md#totals), the
 * same way when it is placed and when it is edited. `pointsWorth` is what the points the order
 * holds are worth; the totals apply at most what is left to pay.
 */
export async function priceOrder(
  db: DbOrTx,
  items: PosOrderBody["items"],
  choices: { orderType: OrderType; serviceChargeRate?: number; promo?: PromoRow; pointsWorth: number },
): Promise<PricedOrder> {
  const lines = await priceCart(db, items);
  const settings = await getSettings(db);
  // Rates as the order stores them, so payment recomputes the same totals from the stored rates.
  const serviceRatePercent = toFourDecimals(
    choices.orderType === ORDER_TYPE.DineIn ? (choices.serviceChargeRate ?? settings.serviceChargePercent) : 0,
  );
  const taxRatePercent = toFourDecimals(settings.taxRatePercent);
  const { promo } = choices;
  const totals = computePosTotals({
    lines: lines.map((line) => line.totals),
    orderType: choices.orderType,
    serviceRatePercent,
    taxRatePercent,
    packagingFee: settings.packagingFee,
    promo,
    pointsDiscount: choices.pointsWorth,
  });
  return {
    lines,
    totals,
    stockUsed: await stockUseOf(db, lines, choices.orderType === ORDER_TYPE.TakeAway),
    columns: {
      subTotal: totals.subTotal,
      serviceChargeRate: serviceRatePercent,
      serviceCharge: totals.serviceCharge,
      packagingFee: totals.packagingFee,
      taxRate: taxRatePercent,
      taxLabel: settings.taxLabel,
      tax: totals.tax,
      promoId: promo?.id ?? null,
      promoName: promo?.name ?? null,
      promoDiscount: totals.promoDiscount,
      pointsDiscount: totals.pointsDiscount,
      totalAmount: totals.totalAmount,
    },
  };
}
