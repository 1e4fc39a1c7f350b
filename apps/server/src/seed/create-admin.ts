import { todayKey } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../modules/auth/password";

export async function createAdmin(
  db: Database,
  input: { username: string; password: string; fullName: string },
  timeZone: string,
) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  if (existing) throw new Error(`Username "${input.username}" sudah dipakai.`);
  const [admin] = await db
    .insert(users)
    .values({
      fullName: input.fullName,
      username: input.username,
      role: "admin",
      passwordHash: await hashPassword(input.password),
      startDate: todayKey(timeZone),
    })
    .returning({ id: users.id });
  return admin;
}
