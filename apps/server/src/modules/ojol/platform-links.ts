import type { PlatformConnectionTest, PlatformLinkBody, PlatformLinkRecord } from "@kedai/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { locations, type orders, platformLinks } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/app-error";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../lib/pg-error";
import type { LinkSecrets, PlatformCalls } from "./platform-calls";
import type { SecretBox } from "./secret-box";

type LinkRow = typeof platformLinks.$inferSelect;
const LINK_NOT_FOUND = "Tautan platform tidak ditemukan.";

/** A link as the API answers it: whether each secret is set, never the secret. */
function toRecord(link: LinkRow, outletName: string, box: SecretBox): PlatformLinkRecord {
  const secrets = box.open<LinkSecrets>(link.secretsCipher) ?? {};
  return {
    _id: link.id,
    outletId: link.outletId,
    outletName,
    platform: link.platform,
    merchantRef: link.merchantRef,
    enabled: link.enabled,
    autoAccept: link.autoAccept,
    commissionPercent: link.commissionPercent,
    markupPercent: link.markupPercent,
    paused: link.paused,
    clientId: link.clientId,
    clientSecretSet: !!secrets.clientSecret,
    inboundClientId: link.inboundClientId,
    inboundSecretSet: !!secrets.inboundSecret,
    updatedAt: link.updatedAt.toISOString(),
  };
}

const selectLinks = (db: DbOrTx) =>
  db
    .select({ link: platformLinks, outletName: locations.name })
    .from(platformLinks)
    .innerJoin(locations, eq(locations.id, platformLinks.outletId));

export async function listPlatformLinks(db: Database, box: SecretBox): Promise<PlatformLinkRecord[]> {
  const rows = await selectLinks(db).orderBy(asc(locations.name), asc(platformLinks.platform));
  return rows.map(({ link, outletName }) => toRecord(link, outletName, box));
}

/**
 * Saves an outlet's link to a platform (one per outlet and platform; a platform's outlet id links
 * one outlet only). Secrets sent replace the stored ones, secrets left out stay; none can be saved
 * without OJOL_SECRET_KEY.
 */
export async function savePlatformLink(
  db: Database,
  box: SecretBox,
  calls: PlatformCalls,
  body: PlatformLinkBody,
): Promise<PlatformLinkRecord> {
  const { clientSecret, inboundSecret, ...fields } = body;
  const [outlet] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, body.outletId));
  if (!outlet) throw notFound("Outlet tidak ditemukan.");
  try {
    const link = await db.transaction(async (tx) => {
      const earlier = await linkOf(tx, body.outletId, body.platform);
      const secrets: LinkSecrets = {
        ...(box.open<LinkSecrets>(earlier?.secretsCipher ?? null) ?? {}),
        ...(clientSecret ? { clientSecret } : {}),
        ...(inboundSecret ? { inboundSecret } : {}),
      };
      const sealed = clientSecret || inboundSecret ? box.seal(secrets) : (earlier?.secretsCipher ?? null);
      const [saved] = await tx
        .insert(platformLinks)
        .values({ ...fields, secretsCipher: sealed })
        .onConflictDoUpdate({
          target: [platformLinks.outletId, platformLinks.platform],
          set: { ...fields, secretsCipher: sealed, updatedAt: new Date() },
        })
        .returning();
      return saved;
    });
    calls.forget(link.id);
    return toRecord(link, outlet.name, box);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw conflict("ID merchant ini sudah ditautkan ke outlet lain.", "merchantRef");
    throw error;
  }
}

async function linkOf(tx: Tx, outletId: string, platform: LinkRow["platform"]) {
  const rows = await tx.select().from(platformLinks).where(eq(platformLinks.outletId, outletId));
  return rows.find((row) => row.platform === platform);
}

/** 'Tes koneksi': asks the platform's token endpoint for a token with the saved credentials. */
export async function testPlatformLink(
  db: Database,
  box: SecretBox,
  calls: PlatformCalls,
  id: string,
): Promise<PlatformConnectionTest> {
  const link = await findLink(db, id);
  if (!link.clientId || !box.open<LinkSecrets>(link.secretsCipher)?.clientSecret)
    throw new AppError("OJOL_NO_CREDENTIALS");
  calls.forget(link.id);
  try {
    await calls.token(link);
    return { ok: true, message: "Terhubung: platform memberi token akses." };
  } catch (err) {
    return { ok: false, message: `Gagal terhubung: ${err instanceof Error ? err.message : String(err)}.` };
  }
}

export async function findLink(db: DbOrTx, id: string): Promise<LinkRow> {
  const [link] = await db.select().from(platformLinks).where(eq(platformLinks.id, id));
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

/** The link an order came through: its outlet's link to its platform. */
export async function linkOfOrder(tx: Tx, order: typeof orders.$inferSelect): Promise<LinkRow> {
  const link = order.locationId && order.platform ? await linkOf(tx, order.locationId, order.platform) : undefined;
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

/** The link of a platform's merchant (GrabFood's merchantID). */
export async function linkOfMerchant(db: DbOrTx, platform: LinkRow["platform"], merchantRef: string) {
  const [link] = await db
    .select()
    .from(platformLinks)
    .where(and(eq(platformLinks.platform, platform), eq(platformLinks.merchantRef, merchantRef)));
  return link;
}

/** The enabled link whose inbound client id and secret these are (GrabFood's token request). */
export async function linkWithInboundCredentials(
  db: Database,
  box: SecretBox,
  platform: LinkRow["platform"],
  clientId: string,
  secret: string,
  same: (sent: string, expected: string | undefined) => boolean,
): Promise<LinkRow | undefined> {
  const rows = await db.select().from(platformLinks).where(eq(platformLinks.inboundClientId, clientId));
  return rows.find(
    (row) =>
      row.platform === platform && row.enabled && same(secret, box.open<LinkSecrets>(row.secretsCipher)?.inboundSecret),
  );
}
