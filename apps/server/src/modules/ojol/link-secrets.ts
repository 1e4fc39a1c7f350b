import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "../../lib/secrets";

/** What a platform link keeps sealed: Kedai's secret to call the platform, the platform's to call Kedai. */
export type LinkSecrets = { clientSecret?: string; inboundSecret?: string };

const keyOf = (secretKey: string, use: string) => createHash("sha256").update(`${use}\0${secretKey}`).digest();

/**
 * Seals a link's secrets with AES-256-GCM under OJOL_SECRET_KEY: `iv.tag.ciphertext`, base64url.
 * A tampered or foreign value does not open (GCM's tag), so a row copied from elsewhere holds no secret.
 */
export function sealLinkSecrets(secretKey: string, secrets: LinkSecrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secretKey, "link-secrets"), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The link's secrets, or none when there is no key, no sealed value, or it does not open. */
export function openLinkSecrets(secretKey: string | undefined, cipherText: string | null): LinkSecrets {
  if (!secretKey || !cipherText) return {};
  const [iv, tag, sealed] = cipherText.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !sealed) return {};
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secretKey, "link-secrets"), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8")) as LinkSecrets;
  } catch {
    return {};
  }
}

/**
 * A bearer token Kedai hands the platform after it proved its client id and secret (GrabFood's
 * *Get partner access token webhook*): the client id and an expiry, signed with HMAC-SHA256 under
 * OJOL_SECRET_KEY. Stateless: any app instance checks it, and nothing is stored per token.
 */
export function signPartnerToken(secretKey: string, clientId: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ cid: clientId, exp: expiresAt.getTime() })).toString("base64url");
  return `${payload}.${createHmac("sha256", keyOf(secretKey, "partner-token")).update(payload).digest("base64url")}`;
}

/** The client id a token was given to, while it is unexpired and its signature holds; else null. */
export function verifyPartnerToken(secretKey: string | undefined, token: string, now: Date): string | null {
  if (!secretKey) return null;
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = createHmac("sha256", keyOf(secretKey, "partner-token")).update(payload).digest("base64url");
  if (!sameSecret(signature, expected)) return null;
  try {
    const { cid, exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      cid: unknown;
      exp: unknown;
    };
    return typeof cid === "string" && typeof exp === "number" && exp > now.getTime() ? cid : null;
  } catch {
    return null;
  }
}
