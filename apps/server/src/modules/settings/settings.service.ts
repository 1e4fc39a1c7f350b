import { type Settings, settingsSchema } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { settings } from "../../db/schema";

/** Reads the settings document; missing or outdated fields come back as their defaults. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, 1)).limit(1);
  const parsed = settingsSchema.safeParse(row?.data ?? {});
  return parsed.success ? parsed.data : settingsSchema.parse({});
}

export async function saveSettings(db: DbOrTx, data: Settings): Promise<Settings> {
  const valid = settingsSchema.parse(data);
  await db
    .insert(settings)
    .values({ id: 1, data: valid })
    .onConflictDoUpdate({ target: settings.id, set: { data: valid } });
  return valid;
}
