import { z } from "zod";
import { toDateKey } from "../format/date-time";

/** How a promo discounts: a percentage of the subtotal, or a fixed amount of rupiah. */
export const PROMO_TYPES = ["percentage", "fixed_amount"] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/**
 * Whether the cashier may apply a promo now (docs/business-rules.md#totals): switched on, and
 * today (a business-time-zone day) falls within its start and end dates, both days included.
 */
export function isPromoActive(
  promo: { isActive: boolean; startDate: Date; endDate: Date },
  timeZone: string,
  now: Date = new Date(),
): boolean {
  const today = toDateKey(now, timeZone);
  return promo.isActive && toDateKey(promo.startDate, timeZone) <= today && today <= toDateKey(promo.endDate, timeZone);
}

/** A promo the till may offer: GET /api/promos/active answers a list of these. */
export const activePromoRecord = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(PROMO_TYPES),
  /** Percent for `percentage`, rupiah for `fixed_amount`. */
  value: z.number().int(),
});
export type ActivePromo = z.infer<typeof activePromoRecord>;
export const activePromoList = z.array(activePromoRecord);

export const PROMO_CODE_REQUIRED = "Silakan masukkan kode promo.";

/** POST /api/promos/verify: the code a customer typed at checkout. */
export const promoVerifyBody = z.object(
  {
    code: z
      .string({ error: PROMO_CODE_REQUIRED })
      .trim()
      .min(1, PROMO_CODE_REQUIRED)
      .max(50, "Kode promo tidak valid."),
  },
  { error: PROMO_CODE_REQUIRED },
);
/** What the checkout shows and computes with before the server prices the order. */
export const promoVerifyAnswer = z.object({
  promo: z.object({ name: z.string(), type: z.enum(PROMO_TYPES), value: z.number().int() }),
});
