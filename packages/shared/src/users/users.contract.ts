import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../auth/auth.contract";
import { STAFF_ROLES } from "../auth/roles";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { optionalText, storableText } from "../common/text.contract";
import { rupiahAmount } from "../money/money.contract";

/**
 * GET /api/users/waiters: who can be chosen as an order's waiter at the till, sorted by name.
 * Admin and manager get every staff account; a cashier or staff member gets the accounts of role
 * staff plus themselves, shown as the cashier (role `cashier`). `label` is the role's Indonesian
 * name as the choice shows it.
 */
export const waiterChoice = z.object({
  _id: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ROLES),
  label: z.string(),
});
export type WaiterChoice = z.infer<typeof waiterChoice>;
export const waiterChoiceList = z.array(waiterChoice);

/** How a staff member is paid (docs/business-rules.md#payroll): a monthly salary or an hourly rate. */
export const PAYROLL_TYPES = ["monthly", "hourly"] as const;
export type PayrollType = (typeof PAYROLL_TYPES)[number];
export const PAYROLL_TYPE_LABELS: Record<PayrollType, string> = { monthly: "Bulanan", hourly: "Per Jam" };

// Written out (not built from MIN_PASSWORD_LENGTH) so the message reads exactly as users see it.
const PASSWORD_REQUIRED = "Password wajib diisi (minimal 6 karakter).";

const staffPayroll = z.object(
  {
    type: z.enum(PAYROLL_TYPES, { error: "Tipe gaji harus Bulanan atau Per Jam." }).default("monthly"),
    /** Whole rupiah: per month (monthly) or per hour (hourly). */
    rate: rupiahAmount("Besaran gaji").default(0),
  },
  { error: "Data gaji tidak valid." },
);

const START_DATE_REQUIRED = "Tanggal mulai kerja wajib diisi.";

/**
 * POST /api/users/staff (admin only). Usernames are unique ignoring case and have no "@", because
 * login reads an "@" as a customer's email. `assignedLocation` is a location id or null.
 * `startDate` is the first day employed (required); `endDate`, when set, the last day
 * (docs/business-rules.md#staff): payroll pays nothing outside them and the account no longer
 * signs in from the day after `endDate`.
 */
const staffFields = {
  fullName: storableText("Nama lengkap", 100),
  username: storableText("Username", 50).refine((v) => !v.includes("@"), 'Username tidak boleh mengandung "@".'),
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_REQUIRED)
    .max(200, PASSWORD_REQUIRED),
  phone: optionalText("Nomor telepon", 30),
  role: z.enum(STAFF_ROLES, { error: "Peran harus Staff, Kasir, Manajer atau Admin." }),
  assignedLocation: z.string({ error: "Lokasi tidak valid." }).trim().nullish(),
  payroll: staffPayroll.default({ type: "monthly", rate: 0 }),
  startDate: z.string({ error: START_DATE_REQUIRED }).min(1, START_DATE_REQUIRED).pipe(dayInput),
  endDate: z
    .string({ error: "Tanggal berhenti tidak valid." })
    .nullish()
    .transform((v) => v || null)
    .pipe(dayInput.nullable()),
};

/** An end date, when set, is not before the start date. */
const endNotBeforeStart = (body: { startDate: string; endDate: string | null }) =>
  !body.endDate || body.endDate >= body.startDate;
const END_BEFORE_START = { message: "Tanggal berhenti tidak boleh sebelum tanggal mulai kerja.", path: ["endDate"] };
const INVALID_STAFF = { error: "Data pegawai tidak valid." };

export const staffBody = z.object(staffFields, INVALID_STAFF).refine(endNotBeforeStart, END_BEFORE_START);
export type StaffBody = z.infer<typeof staffBody>;
export type StaffInput = z.input<typeof staffBody>;

const staffUpdateFields = {
  ...staffFields,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .max(200, PASSWORD_REQUIRED)
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_REQUIRED).optional()),
};

/** PUT /api/users/staff/{id}: the same fields; a password left out or blank keeps the current one. */
export const staffUpdateBody = z.object(staffUpdateFields, INVALID_STAFF).refine(endNotBeforeStart, END_BEFORE_START);
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;
export type StaffUpdateInput = z.input<typeof staffUpdateBody>;

/**
 * Whether a staff account's employment is over on `today` ("YYYY-MM-DD", business time zone): from
 * the day after its end date it no longer signs in (docs/business-rules.md#staff).
 */
export const hasLeft = (account: { endDate: string | null }, today: string) =>
  account.endDate !== null && account.endDate < today;

/** A staff account as user management lists it: never the password. */
export const staffRecord = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  assignedLocation: entityName.nullable(),
  payroll: z.object({ type: z.enum(PAYROLL_TYPES), rate: z.number().int() }),
  startDate: dateKey,
  endDate: dateKey.nullable(),
  createdAt: timestamp,
});
export type StaffRecord = z.infer<typeof staffRecord>;
/** GET /api/users/staff: every staff account, by name. */
export const staffList = z.array(staffRecord);
