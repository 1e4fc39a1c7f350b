import { namedValues } from "../common/named-values";

/**
 * The ride-hailing food platforms ('ojol') an outlet can be linked to
 * (docs/decisions/0055-ojol-platform-contracts.md). Without zod: the words every screen shows of an
 * order (the storefront's first load too) read these labels.
 */
export const OJOL_PLATFORMS = ["grabfood", "gofood"] as const;
export type OjolPlatform = (typeof OJOL_PLATFORMS)[number];
export const OJOL_PLATFORM = namedValues(OJOL_PLATFORMS);

/** How the platform's name reads on the till, on tickets and in reports (an ojol order's payment method). */
export const OJOL_PLATFORM_LABELS: Record<OjolPlatform, string> = { grabfood: "GrabFood", gofood: "GoFood" };
