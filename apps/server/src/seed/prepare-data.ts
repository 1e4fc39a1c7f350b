import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import type { Database } from "../db/client";
import { customers, users } from "../db/schema";
import { fillMissingSalesRollups } from "../modules/reports/sales-rollups";
import { createAdmin } from "./create-admin";
import { seedDemoData } from "./demo-data";

/**
 * Runs once at start-up after migrations. An empty database gets the demo shop in demo mode (unless
 * SEED_DEMO=false), and the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when given; otherwise
 * the owner creates it on the first-run setup page (modules/setup). A database whose orders predate
 * the sales rollups gets them filled.
 */
export async function prepareData(db: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  const [{ staff }] = await db.select({ staff: count() }).from(users);
  const [{ people }] = await db.select({ people: count() }).from(customers);
  const empty = staff === 0 && people === 0;

  if (empty && env.DEMO_MODE && env.SEED_DEMO) {
    await seedDemoData(db, env);
    log.info("database was empty: demo data created (password of every demo account: rahasia123)");
    return;
  }
  if (await fillMissingSalesRollups(db, env.BUSINESS_TIMEZONE)) log.info("sales rollups filled from past orders");
  if (staff === 0 && env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    await createAdmin(
      db,
      { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, fullName: "Administrator" },
      env.BUSINESS_TIMEZONE,
    );
    log.info({ username: env.ADMIN_USERNAME }, "first admin created from ADMIN_USERNAME");
  } else if (staff === 0) {
    log.warn("no staff account exists yet: open the app in a browser to create the owner's account (first-run setup)");
  }
}
