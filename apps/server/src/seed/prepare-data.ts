import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import type { Database } from "../db/client";
import { customers, users } from "../db/schema";
import { fillMissingSalesRollups } from "../modules/reports/sales-rollups";
import { createAdmin } from "./create-admin";
import { seedDemoData } from "./demo-data";

/**
 * Runs once at start-up after migrations. An empty database gets the demo shop when SEED_DEMO is on
 * (never in production), and the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when given. A
 * database whose orders predate the sales rollups gets them filled.
 */
export async function prepareData(db: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  const [{ staff }] = await db.select({ staff: count() }).from(users);
  const [{ people }] = await db.select({ people: count() }).from(customers);
  const empty = staff === 0 && people === 0;

  if (empty && env.SEED_DEMO && env.NODE_ENV !== "production") {
    await seedDemoData(db, env);
    log.info("database was empty: demo data created (password of every demo account: rahasia123)");
    return;
  }
  if (await fillMissingSalesRollups(db, env.BUSINESS_TIMEZONE)) log.info("sales rollups filled from past orders");
  if (staff === 0 && env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    await createAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, fullName: "Administrator" });
    log.info({ username: env.ADMIN_USERNAME }, "first admin created from ADMIN_USERNAME");
  } else if (staff === 0) {
    log.warn("no staff account exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run create-admin`");
  }
}
