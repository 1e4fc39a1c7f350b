import {
  type CustomerBody,
  type CustomerCreatedAnswer,
  type CustomerListQuery,
  type CustomerRecord,
  type CustomerTypeBody,
  type CustomerTypeChangedAnswer,
  type MemberProfileInput,
  type MemberRecord,
  memberProfileBody,
  phoneDigits,
  type RegisterBody,
  stockRequestStatusMachine,
} from "@kedai/shared";
import { and, asc, desc, eq, not, notInArray, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { customers, locations, orders, pointsReservations, sessions, stockRequests } from "../../db/schema";
import { AppError, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { countedDependents, deleteOrArchive, notArchived } from "../../lib/in-use";
import { orderUses } from "../../lib/order-uses";
import { pageOffset } from "../../lib/paging";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { containsInsensitive } from "../../lib/search";
import { caseless, sortedBy } from "../../lib/sorting";
import { lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordRemoval } from "../audit/audit.service";
import { hashPassword } from "../auth/password";

const emailTaken = () => new AppError("EMAIL_TAKEN", { fields: { email: "Email sudah terdaftar." } });

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

/**
 * GET /api/customers: the newest first, a page at a time; search looks at name, email and phone,
 * `customerType` keeps ordinary customers or franchise members only.
 */
export async function listCustomers(db: DbOrTx, query: CustomerListQuery): Promise<CustomerRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(customers)
    .where(
      notArchived(
        customers,
        and(
          containsInsensitive([customers.name, customers.email, customers.phone], query.search),
          query.customerType ? eq(customers.customerType, query.customerType) : undefined,
        ),
      ),
    )
    .orderBy(
      ...sortedBy(
        query,
        { joined: customers.createdAt, name: caseless(customers.name), points: customers.loyaltyPoints },
        [desc(customers.createdAt), desc(customers.id)],
      ),
    )
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
      throw refusal("EMAIL_TAKEN", `Email ${body.email} sudah terdaftar atas nama "${existing.name}".`, "email");
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
 * signing up with that email claims the record (keeping its points and orders) instead of failing,
 * but only with the phone number the cashier recorded too: an email is no secret, and the record
 * holds someone's points and order history.
 */
export async function registerCustomer(db: Database, body: RegisterBody) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const existing = await lockCustomerByEmail(tx, body.email);
    if (existing?.passwordHash) throw emailTaken();
    if (existing && phoneDigits(existing.phone) !== phoneDigits(body.phone)) {
      throw refusal(
        "EMAIL_TAKEN",
        "Email ini sudah terdaftar di kasir dengan nomor telepon lain. Silakan hubungi kasir kami untuk mendaftarkan akun Anda.",
        "phone",
      );
    }
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

const CUSTOMER_NOT_FOUND = "Pelanggan tidak ditemukan.";

const selectMembers = (db: DbOrTx) =>
  db
    .select({
      ...recordColumns,
      outletName: customers.outletName,
      outletAddress: customers.outletAddress,
      locationId: customers.locationId,
      locationName: locations.name,
    })
    .from(customers)
    .leftJoin(locations, eq(locations.id, customers.locationId));

type MemberRow = { id: string } & Omit<CustomerRecord, "_id"> & {
    outletName: string | null;
    outletAddress: string | null;
    locationId: string | null;
    locationName: string | null;
  };

function toMemberRecord({ locationId, locationName, ...row }: MemberRow): MemberRecord {
  const location = locationId && locationName ? { _id: locationId, name: locationName } : null;
  return { ...toCustomerRecord(row), outletName: row.outletName, outletAddress: row.outletAddress, location };
}

/** GET /api/customers/franchise: every franchise member with their outlet, by name. */
export async function listMembers(db: DbOrTx): Promise<MemberRecord[]> {
  const rows = await selectMembers(db)
    .where(notArchived(customers, eq(customers.customerType, "Franchise")))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
  return rows.map(toMemberRecord);
}

/**
 * PUT /api/customers/{id}/type (admin, docs/business-rules.md#staff). Franchise stores the outlet's name and address and the
 * linked location, if any; Regular keeps them for a member who comes back. The member area reads
 * the type on every request, so the change applies at once.
 */
export async function changeCustomerType(
  db: Database,
  id: string,
  body: CustomerTypeBody,
): Promise<CustomerTypeChangedAnswer> {
  return db.transaction(async (tx) => {
    const customer = await findByIdOr404(tx, customers, id, CUSTOMER_NOT_FOUND, { forUpdate: true });
    const franchise = body.customerType === "Franchise";
    const locationId = body.locationId || null;
    if (franchise && locationId) {
      await findReferencedOr400(tx, locations, [locationId], {
        field: "locationId",
        message: "Lokasi tidak ditemukan.",
      });
    }
    await tx
      .update(customers)
      .set(
        franchise
          ? { customerType: "Franchise", outletName: body.outletName, outletAddress: body.outletAddress, locationId }
          : { customerType: "Regular" },
      )
      .where(eq(customers.id, id));
    const [row] = await selectMembers(tx).where(eq(customers.id, id)).limit(1);
    const message = franchise
      ? `"${customer.name}" sekarang menjadi member franchise.`
      : `"${customer.name}" sekarang menjadi pelanggan biasa.`;
    return { message, data: toMemberRecord(row) };
  });
}

const openReservation = sql`${pointsReservations.orderId} is null and ${pointsReservations.releasedAt} is null`;
const openRequest = notInArray(stockRequests.status, [...stockRequestStatusMachine.final]);

/**
 * A customer with an open order, points held at a till or a member's open stock request stays; one
 * whose past orders or requests name them is archived (their login ends; history keeps the name).
 */
export const deleteCustomer = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, customers, id, {
    missing: CUSTOMER_NOT_FOUND,
    subject: (customer) => `Pelanggan "${customer.name}"`,
    inUse: async (tx) => [
      (await orderUses(tx, eq(orders.customerId, id))).open,
      await countedDependents(
        tx,
        stockRequests,
        and(eq(stockRequests.memberId, id), openRequest),
        "permintaan stok terbuka",
      ),
      await countedDependents(
        tx,
        pointsReservations,
        and(eq(pointsReservations.customerId, id), openReservation),
        "poin yang sedang dipakai di kasir",
      ),
    ],
    advice: "Selesaikan atau batalkan pesanan dan permintaannya terlebih dahulu.",
    history: async (tx) => [
      (await orderUses(tx, eq(orders.customerId, id))).past,
      await countedDependents(
        tx,
        stockRequests,
        and(eq(stockRequests.memberId, id), not(openRequest)),
        "permintaan stok",
      ),
      await countedDependents(
        tx,
        pointsReservations,
        and(eq(pointsReservations.customerId, id), not(openReservation)),
        "pemakaian poin",
      ),
    ],
    after: async (tx, customer, outcome) => {
      // An archived account no longer signs in.
      await tx.delete(sessions).where(eq(sessions.customerId, id));
      await recordRemoval(tx, actor, "customer", customer, customer.name, outcome);
    },
  });

/**
 * A franchise member's own profile and outlet (the member area's form), the fields sent over the
 * stored ones (docs/api-conventions.md#put). The email is the login and is not changed here.
 */
export async function updateMemberProfile(db: Database, memberId: string, sent: object) {
  return db.transaction(async (tx) => {
    const stored = await findByIdOr404(tx, customers, memberId, "Akun tidak ditemukan.", { forUpdate: true });
    const body = updatedRecord(memberProfileBody, stored as MemberProfileInput, sent);
    const [updated] = await tx
      .update(customers)
      .set({ name: body.name, phone: body.phone, outletName: body.outletName, outletAddress: body.outletAddress })
      .where(eq(customers.id, memberId))
      .returning();
    return updated;
  });
}
