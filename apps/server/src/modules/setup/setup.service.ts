import { defaultSettings, type SetupBody, type SetupDone, slugify, taxLabelFor, todayKey } from "@kedai/shared";
import { count } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { locations, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { lockTableWriters } from "../../lib/write-guards";
import { recordAudit } from "../audit/audit.service";
import { hashPassword } from "../auth/password";
import { getSettings, saveSettings } from "../settings/settings.service";

/** No staff account exists yet: the shop still needs its owner (the first-run setup page). */
export async function needsSetup(db: DbOrTx): Promise<boolean> {
  const [{ staff }] = await db.select({ staff: count() }).from(users);
  return staff === 0;
}

export const SETUP_ALREADY_DONE = "Pengaturan awal sudah dilakukan. Silakan masuk dengan akun admin.";

/**
 * The first run of a real outlet: the owner's admin account, the company name and tax rate, and the
 * first outlet, in one transaction. Only while no staff account exists: the users table's writers
 * are serialised and the count read under that lock, so of two setups racing (two tabs, two
 * instances) one creates the owner and the other is refused, and nothing is half-written.
 */
export async function runSetup(db: Database, body: SetupBody, timeZone: string): Promise<SetupDone> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, users);
    if (!(await needsSetup(tx))) throw new AppError("CONFLICT", { message: SETUP_ALREADY_DONE });

    const [outlet] = await tx
      .insert(locations)
      .values({ name: body.outletName, address: body.outletAddress, slug: slugify(body.outletName) })
      .returning({ id: locations.id });
    const [owner] = await tx
      .insert(users)
      .values({
        fullName: body.fullName,
        username: body.username,
        role: "admin",
        passwordHash,
        startDate: todayKey(timeZone),
        assignedLocationId: outlet.id,
      })
      .returning({ id: users.id });
    const current = await getSettings(tx);
    await saveSettings(tx, {
      ...defaultSettings(),
      ...current,
      companyName: body.companyName,
      taxRatePercent: body.taxRatePercent,
      taxLabel: taxLabelFor(body.taxRatePercent),
    });
    await recordAudit(
      tx,
      { id: owner.id, fullName: body.fullName },
      {
        action: "settings.changed",
        entityType: "settings",
        label: "Pengaturan awal",
        after: { companyName: body.companyName, outlet: body.outletName, taxRatePercent: body.taxRatePercent },
      },
    );
    return { username: body.username, message: "Pengaturan awal selesai. Silakan masuk dengan akun admin Anda." };
  });
}
