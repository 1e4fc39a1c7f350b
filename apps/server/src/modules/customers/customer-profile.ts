import {
  type CustomerAddress,
  type CustomerAddressesBody,
  type CustomerProfileInput,
  customerProfileBody,
} from "@kedai/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { customerAddresses, customers } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { updatedRecord } from "../../lib/record-update";
import { lockTableWriters } from "../../lib/write-guards";
import { customerProfile } from "../auth/auth.service";

type Customer = typeof customers.$inferSelect;

/** A customer's saved addresses, oldest first (the order they were added in). */
export async function listAddresses(db: DbOrTx, customerId: string): Promise<CustomerAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(({ id, label, detail, notes }) => ({ _id: id, label, detail, notes }));
}

/** GET /api/auth/profile for a customer: the account with its points and saved addresses. */
export async function customerProfileWithAddresses(db: DbOrTx, customer: Customer) {
  return { ...customerProfile(customer), addresses: await listAddresses(db, customer.id) };
}

/**
 * PUT /api/customers/profile: name, phone and email (which is also the login, so it must stay
 * unique, ignoring case), the fields sent over the stored ones (docs/api-conventions.md#put).
 * Points and membership are not the customer's to change.
 */
export async function updateCustomerProfile(db: Database, customerId: string, sent: object) {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, customers);
    const stored = await findByIdOr404(tx, customers, customerId, "Akun tidak ditemukan.");
    const body = updatedRecord(customerProfileBody, stored as CustomerProfileInput, sent);
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(sql`lower(${customers.email})`, body.email), ne(customers.id, customerId)))
      .limit(1);
    if (taken) throw new AppError("EMAIL_TAKEN", { fields: { email: "Email sudah terdaftar." } });
    const [updated] = await tx
      .update(customers)
      .set({ name: body.name, phone: body.phone, email: body.email })
      .where(eq(customers.id, customerId))
      .returning();
    return { message: "Profil berhasil diperbarui.", user: await customerProfileWithAddresses(tx, updated) };
  });
}

/**
 * PUT /api/customers/profile/addresses: the list becomes exactly the one sent. An address keeps
 * its id when the body names one of the customer's own; any other id is ignored (a new address).
 */
export async function replaceAddresses(db: Database, customerId: string, body: CustomerAddressesBody) {
  return db.transaction(async (tx) => {
    const ownIds = new Set((await listAddresses(tx, customerId)).map((address) => address._id));
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    if (body.addresses.length) {
      // Spaced a millisecond apart so "oldest first" keeps the order sent.
      const base = Date.now();
      await tx.insert(customerAddresses).values(
        body.addresses.map((address, position) => ({
          ...(address._id && ownIds.has(address._id) ? { id: address._id } : {}),
          customerId,
          label: address.label,
          detail: address.detail,
          notes: address.notes || null,
          createdAt: new Date(base + position),
        })),
      );
    }
    return { message: "Alamat berhasil disimpan.", addresses: await listAddresses(tx, customerId) };
  });
}
