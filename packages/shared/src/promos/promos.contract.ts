import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { optionalText, storableText } from "../common/text.contract";
import { numberFromForm } from "../customizations/customizations.contract";
import { toDateKey } from "../format/business-clock";
import { MAX_RUPIAH } from "../money/money.contract";
import { formatRupiah } from "../money/rupiah";

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

/** How the back office names each type. */
export const PROMO_TYPE_LABELS: Record<PromoType, string> = {
  percentage: "Persentase (%)",
  fixed_amount: "Potongan Tetap (Rp)",
};

/** A promo's value as the back office lists it: "10%" for a percentage, "Rp 5.000" otherwise. */
export const formatPromoValue = (promo: { type: PromoType; value: number }): string =>
  promo.type === "percentage" ? `${promo.value}%` : formatRupiah(promo.value);

export const PROMO_TYPE_REQUIRED = "Tipe promo wajib dipilih.";
export const PROMO_VALUE_REQUIRED = "Nilai promo wajib diisi.";
export const PROMO_PERCENT_TOO_HIGH = "Promo persentase maksimal 100%.";
export const PROMO_END_BEFORE_START = "Tanggal berakhir tidak boleh sebelum tanggal mulai.";
/** A code as customers type it at checkout: letters, digits, - and _. */
const PROMO_CODE_PATTERN = /^[A-Z0-9_-]*$/;

const requiredDay = (message: string) => z.string({ error: message }).min(1, message).pipe(dayInput);

/**
 * POST /api/promos and PUT /api/promos/{id}. Name, type, value and both days are required; the
 * code is optional, stored in capitals (codes are matched ignoring case) and unique. The days are
 * business-time-zone days, both included; a percentage is at most 100.
 */
export const promoBody = z
  .object(
    {
      name: storableText("Nama promo", 100),
      code: z
        .string({ error: "Kode promo harus berupa teks." })
        .trim()
        .max(50, "Kode promo maksimal 50 karakter.")
        .transform((code) => code.toUpperCase())
        .refine((code) => PROMO_CODE_PATTERN.test(code), "Kode promo hanya boleh berisi huruf, angka, - dan _.")
        .nullish()
        .transform((code) => code || null),
      type: z.enum(PROMO_TYPES, { error: PROMO_TYPE_REQUIRED }),
      value: z.preprocess(
        numberFromForm,
        z
          .number({
            error: (issue) => (issue.input === undefined ? PROMO_VALUE_REQUIRED : "Nilai promo harus berupa angka."),
          })
          .int("Nilai promo harus berupa bilangan bulat.")
          .gt(0, "Nilai promo harus lebih dari 0.")
          .max(MAX_RUPIAH, `Nilai promo maksimal ${formatRupiah(MAX_RUPIAH)}.`),
      ),
      startDate: requiredDay("Tanggal mulai wajib diisi."),
      endDate: requiredDay("Tanggal berakhir wajib diisi."),
      description: optionalText("Deskripsi", 500),
      isActive: z.boolean({ error: "Status aktif harus ya atau tidak." }).default(true),
    },
    { error: "Data promo tidak valid." },
  )
  .refine((promo) => promo.type !== "percentage" || promo.value <= 100, {
    message: PROMO_PERCENT_TOO_HIGH,
    path: ["value"],
  })
  .refine((promo) => promo.endDate >= promo.startDate, { message: PROMO_END_BEFORE_START, path: ["endDate"] });
export type PromoBody = z.infer<typeof promoBody>;
export type PromoInput = z.input<typeof promoBody>;

/** GET /api/promos rows and the answer of POST/PUT; the days are business-time-zone days. */
export const promoRecord = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(PROMO_TYPES),
  value: z.number().int(),
  startDate: dateKey,
  endDate: dateKey,
  description: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PromoRecord = z.infer<typeof promoRecord>;
export const promoList = z.array(promoRecord);
