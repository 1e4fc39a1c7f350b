import { z } from "zod";

/**
 * A calendar day in the business time zone as "YYYY-MM-DD" (docs/business-rules.md#time-zone):
 * the value of an `<input type="date">` and of every date filter of the API.
 */
export const dateKey = z.iso.date({ error: "Tanggal harus berformat YYYY-MM-DD." });

const DATES_REQUIRED = "Silakan pilih tanggal mulai dan tanggal akhir.";
const requiredDate = z.string({ error: DATES_REQUIRED }).min(1, DATES_REQUIRED).pipe(dateKey);

/**
 * The days a report covers, in the business time zone, both included: both required (the
 * screens default to the current month), the end not before the start.
 */
export const reportRangeQuery = z
  .object({ startDate: requiredDate, endDate: requiredDate }, { error: DATES_REQUIRED })
  .refine((range) => range.startDate <= range.endDate, {
    message: "Tanggal mulai tidak boleh setelah tanggal akhir.",
    path: ["endDate"],
  })
  // A report lists every day of its range: ten years is more than any report needs.
  .refine((range) => Number(range.endDate.slice(0, 4)) - Number(range.startDate.slice(0, 4)) <= 10, {
    message: "Rentang tanggal laporan paling lama 10 tahun.",
    path: ["endDate"],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;
