import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { searchText, storableText } from "../common/text.contract";

export const LOCATION_STATUSES = ["Active", "Inactive"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = { Active: "Aktif", Inactive: "Nonaktif" };

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

export const locationBody = z.object(
  {
    name: storableText("Nama lokasi", 100).refine(
      (v) => v === "" || slugify(v) !== "",
      "Nama lokasi harus mengandung huruf atau angka.",
    ),
    address: storableText("Alamat lokasi", 500),
    status: z.enum(LOCATION_STATUSES, { error: "Status lokasi harus Active atau Inactive." }).default("Active"),
    // `slug` may be sent (the web form does) but is ignored: the server derives it.
  },
  { error: "Data lokasi tidak valid." },
);
export type LocationBody = z.infer<typeof locationBody>;
export type LocationInput = z.input<typeof locationBody>;

/** Editing: a status left out keeps the location's current one. */
export const locationUpdateBody = locationBody.extend({
  status: z.enum(LOCATION_STATUSES, { error: "Status lokasi harus Active atau Inactive." }).optional(),
});
export type LocationUpdateBody = z.infer<typeof locationUpdateBody>;

export const locationListQuery = z.object({
  status: z.enum(LOCATION_STATUSES, { error: "Status lokasi harus Active atau Inactive." }).optional(),
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
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LocationRecord = z.infer<typeof locationRecord>;
export const locationList = z.array(locationRecord);
