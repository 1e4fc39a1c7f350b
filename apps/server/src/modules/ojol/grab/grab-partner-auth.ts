import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Env } from "../../../config/env";
import type { DbOrTx } from "../../../db/client";
import { platformLinks } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { sameSecret } from "../../../lib/secrets";
import { openLinkSecrets, signPartnerToken, verifyPartnerToken } from "../link-secrets";

/** The token lifetime Kedai gives GrabFood (the document's example: 7 days). */
const TOKEN_SECONDS = 7 * 24 * 60 * 60 - 1;

const refused = (message: string) => new AppError("UNAUTHENTICATED", { message });

/**
 * GrabFood's *Get partner access token webhook*: Grab proves the client id and secret Kedai gave
 * it (a GrabFood link's inbound client id and secret) and gets a bearer token for its other calls
 * (`PartnerOauthResponse`). Any link holding that id and secret will do: one Grab partner account
 * serves every outlet.
 */
export async function issueGrabPartnerToken(
  db: DbOrTx,
  env: Env,
  sent: { client_id: string; client_secret: string; grant_type: string },
  now: Date,
): Promise<{ access_token: string; token_type: "Bearer"; expires_in: number }> {
  if (!env.OJOL_SECRET_KEY || sent.grant_type !== "client_credentials") throw refused("Kredensial tidak valid.");
  const links = await db
    .select({ secretsCipher: platformLinks.secretsCipher })
    .from(platformLinks)
    .where(and(eq(platformLinks.platform, "grabfood"), eq(platformLinks.inboundClientId, sent.client_id)));
  const proven = links.some((link) =>
    sameSecret(sent.client_secret, openLinkSecrets(env.OJOL_SECRET_KEY, link.secretsCipher).inboundSecret),
  );
  if (!proven) throw refused("Kredensial tidak valid.");
  return {
    access_token: signPartnerToken(env.OJOL_SECRET_KEY, sent.client_id, new Date(now.getTime() + TOKEN_SECONDS * 1000)),
    token_type: "Bearer",
    expires_in: TOKEN_SECONDS,
  };
}

/**
 * The GrabFood link a Grab call is about: its bearer token (from the token webhook, still valid)
 * and the link of `merchantID` that the token's client id belongs to. Checked before anything else
 * of the request is used; refused as 401 otherwise, without saying which part failed.
 */
export async function grabLinkOf(
  db: DbOrTx,
  env: Env,
  request: FastifyRequest,
  merchantId: string | undefined,
): Promise<typeof platformLinks.$inferSelect> {
  const header = request.headers.authorization ?? "";
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const clientId = token ? verifyPartnerToken(env.OJOL_SECRET_KEY, token, new Date()) : null;
  if (!clientId || !merchantId) throw refused("Token tidak valid.");
  const [link] = await db
    .select()
    .from(platformLinks)
    .where(
      and(
        eq(platformLinks.platform, "grabfood"),
        eq(platformLinks.merchantRef, merchantId),
        eq(platformLinks.inboundClientId, clientId),
      ),
    )
    .limit(1);
  if (!link?.enabled) throw refused("Token tidak valid.");
  return link;
}
