import type {
  CustomerBody,
  CustomerCreatedAnswer,
  CustomerListQuery,
  CustomerRecord,
  RegisterBody,
} from "@kedai/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { customers } from "../../db/schema";
import { AppError, conflict } from "../../lib/app-error";
import { pageOffset } from "../../lib/paging";
import { containsInsensitive } from "../../lib/search";
import { lockTableWriters } from "../../lib/write-guards";
import { hashPassword } from "../auth/password";

const emailTaken = () => new AppError("EMAIL_TAKEN", 409, { fields: { email: "Email sudah terdaftar." } });

/** What the till sees of a customer: never the password hash. */
const recordColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  loyaltyPoints: customers.loyaltyPoints,
  customerType: customers.customerType,
};

function toCustomerRecord({ id, ...row }: { id: string } & Omit<CustomerRecord, "_id">): CustomerRecord {
  return { _id: id, ...row };
}

/**
 * The customer holding `email` (emails compare in lower case), after taking the customers' writer
 * lock: every writer of a customer's email takes it first, so on PostgreSQL as on PGlite no other
 * request can add the same email between this check and the caller's write.
 */
async function lockCustomerByEmail(tx: Tx, email: string) {
  await lockTableWriters(tx, customers);
  const [existing] = await tx
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))
    .limit(1);
  return existing;
}

/** GET /api/customers: the newest first, a page at a time; search looks at name, email and phone. */
export async function listCustomers(db: DbOrTx, query: CustomerListQuery): Promise<CustomerRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(customers)
    .where(containsInsensitive([customers.name, customers.email, customers.phone], query.search))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return rows.map(toCustomerRecord);
}

/**
 * POST /api/customers: a customer added at the till, without a password; signing up later with
 * the same email claims the record (registerCustomer).
 */
export async function addCustomer(db: Database, body: CustomerBody): Promise<CustomerCreatedAnswer> {
  return db.transaction(async (tx) => {
    const existing = await lockCustomerByEmail(tx, body.email);
    if (existing) {
      throw conflict(`Email ${body.email} sudah terdaftar atas nama "${existing.name}".`, "email");
    }
    const [row] = await tx
      .insert(customers)
      .values({ name: body.name, email: body.email, phone: body.phone, address: body.address || null })
      .returning(recordColumns);
    return { message: `Customer "${row.name}" berhasil ditambahkan.`, data: toCustomerRecord(row) };
  });
}

/**
 * Sign-up (POST /customers/register). A customer first added at the cashier has no password:
 * signing up with that email claims the record (keeping its points and orders) instead of failing.
 */
export async function registerCustomer(db: Database, body: RegisterBody) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const existing = await lockCustomerByEmail(tx, body.email);
    if (existing?.passwordHash) throw emailTaken();
    if (existing) {
      const [claimed] = await tx
        .update(customers)
        .set({ name: body.name, phone: body.phone, passwordHash })
        .where(eq(customers.id, existing.id))
        .returning();
      return claimed;
    }
    const [created] = await tx
      .insert(customers)
      .values({ name: body.name, email: body.email, phone: body.phone, passwordHash })
      .returning();
    return created;
  });
}
