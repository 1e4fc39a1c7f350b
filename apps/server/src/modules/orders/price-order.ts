import {
  computePosTotals,
  ORDER_TYPE,
  type OrderTotals,
  type OrderType,
  type PosOrderBody,
  taxFor,
} from "@kedai/shared";
import type { OrderStockUse, promos } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { type OrderCatalog, outletTaxIn } from "./order-catalog";
import { stockUseOf } from "./order-stock";
import { type PricedLine, priceCart } from "./price-cart";

type PromoRow = typeof promos.$inferSelect;

/** An order as the server prices it: its lines, totals, stock and the columns that store them. */
export type PricedOrder = {
  lines: PricedLine[];
  totals: OrderTotals;
  stockUsed: OrderStockUse[];
  columns: ReturnType<typeof totalsColumns>;
};

/** The order columns that store its totals, the rates they were computed with and the promo. */
export const totalsColumns = (
  totals: OrderTotals,
  rates: { serviceChargeRate: number; taxRate: number; taxLabel: string },
  promo: PromoRow | undefined,
) => ({
  subTotal: totals.subTotal,
  serviceChargeRate: rates.serviceChargeRate,
  serviceCharge: totals.serviceCharge,
  packagingFee: totals.packagingFee,
  deliveryFee: totals.deliveryFee,
  taxRate: rates.taxRate,
  taxLabel: rates.taxLabel,
  tax: totals.tax,
  promoId: promo?.id ?? null,
  promoName: promo?.name ?? null,
  promoDiscount: totals.promoDiscount,
  pointsDiscount: totals.pointsDiscount,
  totalAmount: totals.totalAmount,
});

/**
 * Prices a cashier's order from the catalog (products, settings, outlets: see orderCatalog;
 * docs/business-rules.md#totals), the same way when it is placed and when it is edited.
 * `pointsWorth` is what the points the order holds are worth; the totals apply at most what is
 * left to pay. The order's outlet (`locationId`) taxes it with its own rate and label when it has
 * one.
 */
export function priceOrder(
  catalog: OrderCatalog,
  items: PosOrderBody["items"],
  choices: {
    orderType: OrderType;
    serviceChargeRate?: number;
    promo?: PromoRow;
    pointsWorth: number;
    locationId: string | null;
  },
): PricedOrder {
  const lines = priceCart(catalog.products, items);
  const { settings } = catalog;
  // Rates as the order stores them, so payment recomputes the same totals from the stored rates.
  const serviceRatePercent = toFourDecimals(
    choices.orderType === ORDER_TYPE.DineIn ? (choices.serviceChargeRate ?? settings.serviceChargePercent) : 0,
  );
  const tax = taxFor(settings, outletTaxIn(catalog, choices.locationId));
  const taxRatePercent = toFourDecimals(tax.taxRatePercent);
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
    stockUsed: stockUseOf(lines, choices.orderType === ORDER_TYPE.TakeAway ? catalog.packagingIds : []),
    columns: totalsColumns(
      totals,
      { serviceChargeRate: serviceRatePercent, taxRate: taxRatePercent, taxLabel: tax.taxLabel },
      promo,
    ),
  };
}
