import { CUSTOMER_TYPES, PAYROLL_TYPES, STAFF_ROLES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { archivedAt, createdAt, id, money, updatedAt } from "./columns";
import { locations } from "./places";

/** Staff accounts: admin, manager, cashier, staff. Customers have a table of their own (ADR 0001). */
export const users = pgTable(
  "users",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * A manager's or admin's approval PIN at the till (4–6 digits), hashed like the password; null
     * until they set one (their password approves then). docs/decisions/0041-manager-approval-at-the-till.md
     */
    pinHash: text("pin_hash"),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    phone: text("phone"),
    assignedLocationId: uuid("assigned_location_id").references(() => locations.id, { onDelete: "set null" }),
    payrollType: text("payroll_type", { enum: PAYROLL_TYPES }).notNull().default("monthly"),
    payrollRate: money("payroll_rate").notNull().default(0),
    /**
     * The first and the last day employed, business days (docs/business-rules.md#staff): payroll
     * pays nothing outside them, and from the day after `endDate` the account no longer signs in.
     */
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_payroll_rate_nonnegative", sql`${t.payrollRate} >= 0`),
    check("users_end_not_before_start", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Customers and franchise members (customers whose type is Franchise).
 * A customer added at the cashier has no password until they sign up with the same email.
 */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash"),
    customerType: text("customer_type", { enum: CUSTOMER_TYPES }).notNull().default("Regular"),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    address: text("address"),
    outletName: text("outlet_name"),
    outletAddress: text("outlet_address"),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex("customers_email_lower_idx").on(sql`lower(${t.email})`),
    check("customers_points_nonnegative", sql`${t.loyaltyPoints} >= 0`),
  ],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    detail: text("detail").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/**
 * Server-side sessions (so several app instances can share them). The cookie carries a random
 * token; only its SHA-256 is stored, so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("sessions_one_subject", sql`(${t.userId} is null) <> (${t.customerId} is null)`),
    index("sessions_expires_idx").on(t.expiresAt),
    index("sessions_user_idx").on(t.userId),
    index("sessions_customer_idx").on(t.customerId),
  ],
);

/**
 * Staff work sessions (docs/business-rules.md#attendance): open from clock-in until clock-out,
 * which stores the duration. One open session per person: the partial unique index makes a second
 * clock-in fail even when two arrive at once. The person's and location's names are copied at
 * clock-in, so the report still reads after either is deleted (their ids then become null).
 */
export const attendance = pgTable(
  "attendance",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    userName: text("user_name").notNull(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "restrict" }),
    locationName: text("location_name").notNull(),
    clockInTime: timestamp("clock_in_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    clockOutTime: timestamp("clock_out_time", { withTimezone: true, mode: "date" }),
    workDurationMinutes: integer("work_duration_minutes"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("attendance_one_open_per_user").on(t.userId).where(sql`${t.clockOutTime} is null`),
    index("attendance_clock_in_idx").on(t.clockInTime),
    index("attendance_user_idx").on(t.userId),
    check("attendance_duration_nonnegative", sql`${t.workDurationMinutes} >= 0`),
    check("attendance_closed_with_duration", sql`(${t.clockOutTime} is null) = (${t.workDurationMinutes} is null)`),
  ],
);
