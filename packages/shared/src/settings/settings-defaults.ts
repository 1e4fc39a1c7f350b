import type { Settings } from "./settings.contract";

/**
 * The settings of a fresh install, as a plain object: what `settingsSchema.parse({})` gives, kept
 * apart from the schema so the storefront's first page can fall back to it without loading the
 * validation library. settings-defaults.test.ts keeps the two equal.
 */
export const SETTINGS_DEFAULTS: Readonly<Settings> = Object.freeze({
  companyName: "",
  logoUrl: "",
  contactNumber: "",
  contactEmail: "",
  address: "",
  bankName: "",
  accountNumber: "",
  accountHolder: "",
  googleMapUrl: "",
  socialMedia: { instagram: "", facebook: "", whatsapp: "", tiktok: "" },
  homePageImage: "",
  homeHeadline: "",
  homeSubheadline: "",
  deliveryLinks: { gofood: "", shopeefood: "", maxim: "" },
  aboutStory: "",
  aboutMission: "",
  aboutPageImage: "",
  cateringHeadline: "",
  cateringDescription: "",
  franchiseHeadline: "",
  franchiseSubheadline: "",
  franchiseBenefits: [],
  franchiseContactEmail: "",
  operationalHours: [],
  taxRatePercent: 11,
  taxLabel: "Pajak (11%)",
  serviceChargePercent: 5,
  packagingFee: 2000,
  deliveryFee: 5000,
  pointsEarnRupiah: 10000,
  pointValueRupiah: 100,
  cashierDiscountApprovalPercent: 20,
  transferWaitsForConfirmation: true,
  cashOnDeliveryWaitsForConfirmation: false,
  cashOnDelivery: true,
  preOrdersWhileClosed: false,
});

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One level down (socialMedia, deliveryLinks): each text the answer lacks or gets wrong is the default. */
function withNestedDefaults(fallback: Plain, value: unknown): Plain {
  const given = isPlain(value) ? value : {};
  return Object.fromEntries(
    Object.entries(fallback).map(([key, text]) => [key, typeof given[key] === typeof text ? given[key] : text]),
  );
}

/**
 * Settings read from an answer that should already fit the contract (the server declares it as
 * its response schema): each field the answer gets wrong, or lacks, falls back to its default.
 */
export function settingsWithDefaults(answer: unknown): Settings {
  const source: Plain = isPlain(answer) ? answer : {};
  const merged: Plain = {};
  for (const [key, fallback] of Object.entries(SETTINGS_DEFAULTS)) {
    const value = source[key];
    if (Array.isArray(fallback)) merged[key] = Array.isArray(value) ? value : fallback;
    else if (isPlain(fallback)) merged[key] = withNestedDefaults(fallback, value);
    else merged[key] = typeof value === typeof fallback ? value : fallback;
  }
  return merged as Settings;
}
