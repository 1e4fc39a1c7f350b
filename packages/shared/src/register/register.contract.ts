import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { optionalText } from "../common/text.contract";

/** Whole rupiah in a drawer: a number ≥ 0 without fractions, or `message`. */
const drawerAmount = (message: (missing: boolean) => string) =>
  z
    .number({ error: (issue) => message(issue.input === undefined || issue.input === null) })
    .int(message(false))
    .min(0, message(false))
    .max(Number.MAX_SAFE_INTEGER, message(false));

/** POST /api/register/open: the outlet (a location id), the float in the drawer, a note. */
export const registerOpenBody = z.object(
  {
    outlet: z.string({ error: "Pilih outlet terlebih dahulu." }).trim().min(1, "Pilih outlet terlebih dahulu."),
    openingBalance: drawerAmount(() => "Isi saldo awal dengan angka yang valid."),
    notes: z.object({ opening: optionalText("Catatan", 500) }, { error: "Catatan tidak valid." }).optional(),
  },
  { error: "Data pembukaan kasir tidak valid." },
);
export type RegisterOpenBody = z.infer<typeof registerOpenBody>;
export type RegisterOpenInput = z.input<typeof registerOpenBody>;

/** PUT /api/register/close/{id}: the cash counted in the drawer, a note. */
export const registerCloseBody = z.object(
  {
    closingBalance: drawerAmount((missing) =>
      missing ? "Saldo Akhir wajib diisi." : "Saldo Akhir harus berupa angka yang valid.",
    ),
    notes: optionalText("Catatan", 500),
  },
  { error: "Data penutupan kasir tidak valid." },
);
export type RegisterCloseBody = z.infer<typeof registerCloseBody>;
export type RegisterCloseInput = z.input<typeof registerCloseBody>;

/** The figures closing stores (docs/business-rules.md#register). */
export const shiftSummary = z.object({
  openingBalance: z.number().int(),
  cashSales: z.number().int(),
  /** Completed orders' totals per non-cash payment method. */
  nonCashSales: z.record(z.string(), z.number().int()),
  /** openingBalance + cashSales. */
  expectedCash: z.number().int(),
  countedCash: z.number().int(),
  /** countedCash − expectedCash: negative when cash is missing. */
  difference: z.number().int(),
  completedOrders: z.number().int(),
  /** Orders of the session neither Completed nor Cancelled when it closed. */
  openOrders: z.number().int(),
});
export type ShiftSummary = z.infer<typeof shiftSummary>;

export const registerSessionRecord = z.object({
  _id: z.string(),
  /** The cashier's name as it was; `_id` is null once the account has been deleted. */
  cashier: z.object({ _id: z.string().nullable(), name: z.string() }),
  outlet: entityName,
  openedAt: timestamp,
  openingBalance: z.number().int(),
  notes: z.object({ opening: z.string().nullable(), closing: z.string().nullable() }),
  closedAt: timestamp.nullable(),
  closingBalance: z.number().int().nullable(),
  /** Stored at closing; null while the session is open. */
  summary: shiftSummary.nullable(),
});
export type RegisterSessionRecord = z.infer<typeof registerSessionRecord>;

/** GET /api/register/status: the caller's open session, if any. */
export const registerStatus = z.object({ isOpen: z.boolean(), session: registerSessionRecord.nullable() });
export type RegisterStatus = z.infer<typeof registerStatus>;
