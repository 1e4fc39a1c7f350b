import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { STOCK_ADJUSTMENT_TYPES } from "../stock-adjustments/stock-adjustments.contract";

const DATES_REQUIRED = "Silakan pilih tanggal mulai dan tanggal akhir.";
const requiredDate = z.string({ error: DATES_REQUIRED }).min(1, DATES_REQUIRED).pipe(dayInput);
const LOCATION_MESSAGE = "Pilih lokasi laporan varians.";

/**
 * GET /api/reports/variance (docs/decisions/0035-stock-counts-and-usage-variance.md): the location
 * and the days whose counts bound the period: it opens at the last posted count on or before
 * `startDate` (or the first one in the range) and closes at the last posted count on or before
 * `endDate` posted after it.
 */
export const varianceQuery = z
  .object(
    {
      location: z.string({ error: LOCATION_MESSAGE }).trim().min(1, LOCATION_MESSAGE),
      startDate: requiredDate,
      endDate: requiredDate,
    },
    { error: DATES_REQUIRED },
  )
  .refine((range) => range.startDate <= range.endDate, {
    message: "Tanggal mulai tidak boleh setelah tanggal akhir.",
    path: ["endDate"],
  });
export type VarianceQuery = z.infer<typeof varianceQuery>;

/** A posted count that bounds the period. */
const boundingCount = z.object({ _id: z.string(), date: dateKey, postedAt: timestamp });

export const varianceRow = z.object({
  stockItem: z.object({ _id: z.string(), name: z.string(), unit: z.string() }),
  /** Counted at the opening count (what the system held then when the item was not counted). */
  opening: z.number(),
  /** Purchases and transfers in, between the two counts. */
  received: z.number(),
  /** Transfers and franchise shipments out, net of those cancelled. */
  transferredOut: z.number(),
  /** What the recipes of Completed orders (and Take Away packaging) took, as their sales moved it. */
  theoreticalUse: z.number(),
  /** Signed sum of the stock adjustments (negative: recorded as damaged, expired, lost, returned). */
  adjustments: z.number(),
  adjustmentsByType: z.array(z.object({ type: z.enum(STOCK_ADJUSTMENT_TYPES), quantity: z.number() })),
  /** Counted at the closing count. */
  closing: z.number(),
  /** Opening + received − transferred out − closing: what left the shelves otherwise. */
  actualUse: z.number(),
  /** Actual − theoretical use: positive is stock used beyond what was sold. */
  variance: z.number(),
  /** The item's cost per unit at the closing count. */
  unitCost: z.number(),
  /** Variance × unit cost, whole rupiah: positive is money lost. */
  varianceValue: z.number().int(),
  /** Variance as a percentage of theoretical use (one decimal); null without theoretical use. */
  variancePercent: z.number().nullable(),
});
export type VarianceRow = z.infer<typeof varianceRow>;

/** Rows sorted by rupiah lost (largest first); empty until two posted counts bound a period. */
export const varianceReport = z.object({
  location: entityName,
  openingCount: boundingCount.nullable(),
  closingCount: boundingCount.nullable(),
  rows: z.array(varianceRow),
  totals: z.object({ varianceValue: z.number().int() }),
});
export type VarianceReport = z.infer<typeof varianceReport>;

/**
 * GET /api/reports/variance-summary?startDate&endDate (the dashboard's month): each active outlet's
 * total variance in rupiah between the counts the range names, or null counts when there are not two.
 */
export const varianceSummary = z.object({
  rows: z.array(
    z.object({
      location: entityName,
      openingCount: boundingCount.nullable(),
      closingCount: boundingCount.nullable(),
      varianceValue: z.number().int(),
    }),
  ),
});
export type VarianceSummary = z.infer<typeof varianceSummary>;
