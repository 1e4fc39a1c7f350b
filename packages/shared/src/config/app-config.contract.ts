import { z } from "zod";

/**
 * GET /api/config (public): how this installation is set up, for the web to follow. The business
 * time zone (BUSINESS_TIMEZONE) is the clock every date and time is shown and entered in
 * (docs/business-rules.md#time-zone), whatever the zone of the browser.
 */
export const appConfig = z.object({ businessTimeZone: z.string().min(1) });
export type AppConfig = z.infer<typeof appConfig>;
