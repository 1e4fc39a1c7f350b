import { z } from "zod";

/**
 * A calendar day in the business time zone as "YYYY-MM-DD" (docs/business-rules.md#time-zone):
 * the value of an `<input type="date">` and of every date filter of the API.
 */
export const dateKey = z.iso.date({ error: "Tanggal harus berformat YYYY-MM-DD." });
