import {
  type ChangePasswordBody,
  hasLeft,
  type PasswordChangedAnswer,
  type ProfileUser,
  todayKey,
} from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Principal } from "../../plugins/auth";
import { hashPassword, verifyPassword } from "./password";
import { deleteSessionsOf, type SessionSubject } from "./session.service";

type User = typeof users.$inferSelect;
type Customer = typeof customers.$inferSelect;

function staffProfile(user: User): ProfileUser & Record<string, unknown> {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    customerType: null,
    phone: user.phone,
    assignedLocation: user.assignedLocationId,
  };
}

export function customerProfile(customer: Customer): ProfileUser & Record<string, unknown> {
  return {
    _id: customer.id,
    fullName: customer.name,
    name: customer.name,
    username: customer.email,
    email: customer.email,
    phone: customer.phone,
    role: "customer",
    customerType: customer.customerType,
    loyaltyPoints: customer.loyaltyPoints,
    address: customer.address,
    outletName: customer.outletName,
    outletAddress: customer.outletAddress,
  };
}

export function profileOf(principal: Principal) {
  return principal.kind === "staff" ? staffProfile(principal.user) : customerProfile(principal.customer);
}

/**
 * Login accepts a staff username or a customer email. A staff username wins when both exist,
 * since staff names cannot contain "@" in practice and customer emails always do. A staff account
 * past its end date is refused, and only after the right password, so a stranger learns nothing.
 */
export async function login(db: Database, identifier: string, password: string, timeZone: string) {
  const key = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, key))
    .limit(1);
  if (user) {
    // An archived account (docs/business-rules.md#deleting) no longer signs in: the same answer.
    if (!(await verifyPassword(password, user.passwordHash)) || user.archivedAt) {
      throw new AppError("INVALID_CREDENTIALS");
    }
    if (hasLeft(user, todayKey(timeZone))) throw new AppError("EMPLOYMENT_ENDED");
    return { subject: { userId: user.id } as SessionSubject, profile: staffProfile(user) };
  }
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, key))
    .limit(1);
  // A customer added at the cashier has no password yet: the same answer as a wrong password.
  if (!customer || !(await verifyPassword(password, customer.passwordHash)) || customer.archivedAt) {
    throw new AppError("INVALID_CREDENTIALS");
  }
  return { subject: { customerId: customer.id } as SessionSubject, profile: customerProfile(customer) };
}

/**
 * PUT /api/auth/change-password and PUT /api/customers/change-password: the old password must be
 * right; the account's other sessions end, this device stays signed in.
 */
export async function changePassword(
  db: Database,
  principal: Principal,
  body: ChangePasswordBody,
): Promise<PasswordChangedAnswer> {
  const current = principal.kind === "staff" ? principal.user.passwordHash : principal.customer.passwordHash;
  if (!(await verifyPassword(body.oldPassword, current))) {
    throw new AppError("WRONG_OLD_PASSWORD", { fields: { oldPassword: "Password lama salah." } });
  }
  const passwordHash = await hashPassword(body.newPassword);
  const subject: SessionSubject =
    principal.kind === "staff" ? { userId: principal.user.id } : { customerId: principal.customer.id };
  if (principal.kind === "staff") {
    await db.update(users).set({ passwordHash }).where(eq(users.id, principal.user.id));
  } else {
    await db.update(customers).set({ passwordHash }).where(eq(customers.id, principal.customer.id));
  }
  // Anyone else holding this account's old sessions is signed out; this device stays in.
  await deleteSessionsOf(db, subject, principal.token);
  return { success: true, message: "Password berhasil diperbarui." };
}
