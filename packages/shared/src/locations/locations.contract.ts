import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { updateBody } from "../common/record-update";
import { isStorableText, searchText, storableText, UNSTORABLE_TEXT_MESSAGE } from "../common/text.contract";
import type { Settings } from "../settings/settings.contract";

export const LOCATION_STATUSES = ["Active", "Inactive"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = { Active: "Aktif", Inactive: "Nonaktif" };

/**
 * Outlets sell; head office (gudang pusat, exactly one, made by the migration that brought stock
 * per location) holds stock, receives purchases and ships franchise requests, and is offered
 * nowhere an outlet is chosen.
 */
export const LOCATION_KINDS = ["outlet", "head_office"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/**
 * The location a stock change happens at (`location` of a purchase, an adjustment, a new stock
 * item, or of `GET /api/stock`): a location's `_id`; left out or blank (a form's empty choice),
 * head office (for the list: totals).
 */
export const stockLocationField = z
  .string({ error: "Lokasi harus berupa id lokasi." })
  .trim()
  .transform((id) => id || undefined)
  .optional();

/**
 * A location's slug, derived from its name: lowercased, whitespace to hyphens, non-word
 * characters removed, repeated hyphens collapsed, edge hyphens trimmed. The server stores this and
 * ignores a client's slug; the web form shows the same value read-only.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** PBJT, the regional restaurant tax, is at most 10 %; the field itself allows 0–100. */
export const PBJT_MAX_PERCENT = 10;
export const OUTLET_TAX_PAIR_MESSAGE = "Isi tarif dan label pajak outlet bersama-sama, atau kosongkan keduanya.";

/** An outlet's own tax: both set, or both null (the settings' rate and label apply). */
export type OutletTax = { taxRatePercent: number | null; taxLabel: string | null };

/** The rate and label an order at `outlet` is taxed with: the outlet's own when set, else the settings'. */
export function taxFor(
  settings: Pick<Settings, "taxRatePercent" | "taxLabel">,
  outlet: OutletTax | null | undefined,
): { taxRatePercent: number; taxLabel: string } {
  if (outlet && outlet.taxRatePercent !== null && outlet.taxLabel) {
    return { taxRatePercent: outlet.taxRatePercent, taxLabel: outlet.taxLabel };
  }
  return { taxRatePercent: settings.taxRatePercent, taxLabel: settings.taxLabel };
}

const outletTaxRate = z
  .number({ error: "Tarif pajak outlet harus berupa angka." })
  .min(0, "Tarif pajak outlet minimal 0%.")
  .max(100, "Tarif pajak outlet maksimal 100%.")
  .nullish();
/** A blank label is no label. */
const outletTaxLabel = z
  .string({ error: "Label pajak outlet harus berupa teks." })
  .trim()
  .max(40, "Label pajak outlet maksimal 40 karakter.")
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .nullish()
  .transform((label) => (label === "" ? null : label));

/** Both left out (keep or none), or both given: a rate with its label, or null and null to clear. */
const taxPairComplete = (body: { taxRatePercent?: number | null; taxLabel?: string | null }) => {
  if (body.taxRatePercent === undefined && body.taxLabel === undefined) return true;
  return (body.taxRatePercent ?? null) === null ? (body.taxLabel ?? null) === null : !!body.taxLabel;
};
const taxPairIssue = { message: OUTLET_TAX_PAIR_MESSAGE, path: ["taxRatePercent"] };

const locationFields = z.object(
  {
    name: storableText("Nama lokasi", 100).refine(
      (v) => v === "" || slugify(v) !== "",
      "Nama lokasi harus mengandung huruf atau angka.",
    ),
    address: storableText("Alamat lokasi", 500),
    status: z.enum(LOCATION_STATUSES, { error: "Status lokasi harus Active atau Inactive." }).default("Active"),
    // `slug` may be sent (the web form does) but is ignored: the server derives it.
    /** The outlet's own tax; left out: none when creating, unchanged when editing. */
    taxRatePercent: outletTaxRate,
    taxLabel: outletTaxLabel,
  },
  { error: "Data lokasi tidak valid." },
);

export const locationBody = locationFields.refine(taxPairComplete, taxPairIssue);
export type LocationBody = z.infer<typeof locationBody>;
export type LocationInput = z.input<typeof locationBody>;

/**
 * PUT /api/locations/{id}: the fields to change; one left out keeps its stored value, and the tax
 * pair is checked on the outlet as it will be (docs/api-conventions.md#put).
 */
export const locationUpdateBody = updateBody(locationFields);
export type LocationUpdateBody = z.infer<typeof locationUpdateBody>;

/**
 * GET /api/locations. `kind` (staff only) lists head office instead of the outlets; every screen
 * that picks an outlet leaves it out.
 */
export const locationListQuery = z.object({
  status: z.enum(LOCATION_STATUSES, { error: "Status lokasi harus Active atau Inactive." }).optional(),
  kind: z.enum(LOCATION_KINDS, { error: "Jenis lokasi harus outlet atau head_office." }).default("outlet"),
  search: searchText,
});
export type LocationListQuery = z.infer<typeof locationListQuery>;

/** GET /api/locations rows and the answer of POST/PUT. */
export const locationRecord = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  slug: z.string(),
  status: z.enum(LOCATION_STATUSES),
  kind: z.enum(LOCATION_KINDS),
  /** The outlet's own tax, or both null when the settings' rate and label apply. */
  taxRatePercent: z.number().nullable(),
  taxLabel: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LocationRecord = z.infer<typeof locationRecord>;
export const locationList = z.array(locationRecord);
