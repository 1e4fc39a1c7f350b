import type { RegisterBody } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema";
import { AppError, badRequest } from "../../lib/app-error";
import { pgErrorCode } from "../../lib/pg-error";
import { hashPassword } from "../auth/password";

const MAX_EMAIL_LENGTH = 254;
const EMAIL_TOO_LONG = "Email terlalu panjang.";

const emailTaken = () => new AppError("EMAIL_TAKEN", 409, { fields: { email: "Email sudah terdaftar." } });

/**
 * Sign-up (POST /customers/register). A customer first added at the cashier has no password:
 * signing up with that email claims the record (keeping its points and orders) instead of failing.
 */
export async function registerCustomer(db: Database, body: RegisterBody) {
  // No real address is longer (RFC 5321), and a huge one cannot enter the unique email index.
  if (body.email.length > MAX_EMAIL_LENGTH) {
    throw badRequest(EMAIL_TOO_LONG, "email");
  }
  const passwordHash = await hashPassword(body.password);
  try {
    return await claimOrCreate(db, body, passwordHash);
  } catch (error) {
    // FOR UPDATE cannot lock a row that does not exist yet, so on PostgreSQL two simultaneous
    // sign-ups both get past the check; the loser must hear "email taken", not a generic conflict.
    // 23505: the unique index on lower(email) refused the row; another sign-up won the race.
    if (pgErrorCode(error) === "23505") throw emailTaken();
    throw error;
  }
}

function claimOrCreate(db: Database, body: RegisterBody, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, body.email))
      .for("update")
      .limit(1);
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
