import { z } from "zod";

const text = z.string().trim().max(5000).default("");
const url = z.string().trim().max(2000).default("");

/**
 * The settings document: the site's content plus the rates and fees the owner can change.
 * Every field has a default, so an empty or partial document always reads as complete settings.
 */
export const settingsSchema = z.object({
  companyName: text,
  logoUrl: url,
  contactNumber: text,
  contactEmail: text,
  address: text,
  googleMapUrl: url,
  socialMedia: z
    .object({ instagram: url, facebook: url, whatsapp: url, tiktok: url })
    .default({ instagram: "", facebook: "", whatsapp: "", tiktok: "" }),
  homePageImage: url,
  homeHeadline: text,
  homeSubheadline: text,
  deliveryLinks: z
    .object({ gofood: url, shopeefood: url, maxim: url })
    .default({ gofood: "", shopeefood: "", maxim: "" }),
  aboutStory: text,
  aboutMission: text,
  aboutPageImage: url,
  cateringHeadline: text,
  cateringDescription: text,
  franchiseHeadline: text,
  franchiseSubheadline: text,
  franchiseBenefits: z
    .array(z.object({ title: text, description: text }))
    .max(20)
    .default([]),
  franchiseContactEmail: text,
  operationalHours: z
    .array(z.object({ day: text, hours: text }))
    .max(14)
    .default([]),
  taxRatePercent: z.number().min(0).max(100).default(11),
  taxLabel: z.string().trim().min(1).max(40).default("Pajak (11%)"),
  serviceChargePercent: z.number().min(0).max(100).default(5),
  packagingFee: z.number().int().min(0).default(2000),
  deliveryFee: z.number().int().min(0).default(5000),
  /** Rupiah of completed-order total per point earned, and rupiah a point is worth when redeemed. */
  pointsEarnRupiah: z.number().int().min(1).default(10000),
  pointValueRupiah: z.number().int().min(0).default(100),
});

export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings = (): Settings => settingsSchema.parse({});
