import {
  SETTINGS_IMAGE_FIELDS,
  type Settings,
  type SettingsImageField,
  settingsSchema,
  updateBody,
} from "@kedai/shared";
import { count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products, settings } from "../../db/schema";
import { parseInput } from "../../lib/invalid-input";
import { updatedRecord } from "../../lib/record-update";
import { type AuditActor, changedFields, recordAudit } from "../audit/audit.service";
import type { ImageStore } from "../uploads/uploads.service";
import type { SettingsForm } from "./settings-form";

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

/** The fields of a settings document a PUT may send, none required and none defaulted. */
const settingsChange = updateBody(settingsSchema);

/**
 * PUT /api/settings: the fields sent over the stored document (docs/api-conventions.md#put), so
 * a client that sends only the tax rate changes only the tax rate; the merged document is checked
 * whole by the contract. Each picture sent is stored and its URL put in the document. A refused
 * document writes nothing (no row, no file); a picture replaced by another is deleted once the
 * new settings are saved, unless a menu item shows it too.
 */
export async function updateSettings(
  db: DbOrTx,
  images: ImageStore,
  form: SettingsForm,
  actor: AuditActor,
): Promise<Settings> {
  // Checked before any picture is stored; checked again, whole, once merged.
  const sent = parseInput(settingsChange, form.data);
  const pictures: Partial<Record<SettingsImageField, string>> = {};
  const stored: string[] = [];
  let previous: Settings;
  let next: Settings;
  try {
    for (const field of SETTINGS_IMAGE_FIELDS) {
      const image = form.images[field];
      if (!image) continue;
      const url = await images.save(image, field);
      stored.push(url);
      pictures[field] = url;
    }
    [previous, next] = await db.transaction(async (tx) => {
      // Read under the row's lock: the merge, the audit's "before" and the pictures to discard are what this save replaced.
      await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for("update");
      const before = await getSettings(tx);
      const merged = updatedRecord(settingsSchema, before, { ...sent, ...pictures });
      await saveSettings(tx, merged);
      const change = changedFields(before, merged);
      if (change)
        await recordAudit(tx, actor, {
          action: "settings.changed",
          entityType: "settings",
          label: "Pengaturan umum",
          ...change,
        });
      return [before, merged] as const;
    });
  } catch (error) {
    await Promise.all(stored.map((url) => images.remove(url).catch(() => {})));
    throw error;
  }
  for (const field of SETTINGS_IMAGE_FIELDS) {
    const old = previous[field];
    if (old && !SETTINGS_IMAGE_FIELDS.some((other) => next[other] === old))
      await discardIfNoProductShows(db, old, images);
  }
  return next;
}

async function discardIfNoProductShows(db: DbOrTx, url: string, images: ImageStore): Promise<void> {
  const [{ users }] = await db.select({ users: count() }).from(products).where(eq(products.imageUrl, url));
  if (users === 0) await images.remove(url);
}
