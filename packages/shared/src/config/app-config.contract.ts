import { z } from "zod";

/**
 * GET /api/config (public): how this installation is set up, for the web to follow. The business
 * time zone (BUSINESS_TIMEZONE) is the clock every date and time is shown and entered in
 * (docs/business-rules.md#time-zone), whatever the zone of the browser.
 */
export const appConfig = z.object({
  businessTimeZone: z.string().min(1),
  /**
   * The storefront's public address (PUBLIC_URL): what table QR codes and every other address put
   * on paper or in a message are built from; `publicUrlProblem` says why it cannot be used, or null.
   */
  publicUrl: z.string(),
  publicUrlProblem: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfig>;
