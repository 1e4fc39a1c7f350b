import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { AppError } from "../../lib/app-error";
import { sameSecret } from "../../lib/secrets";

/**
 * The platforms' secrets at rest and Kedai's own GrabFood access tokens (docs/decisions/0056-ojol-orders-in.md):
 * both keyed from OJOL_SECRET_KEY, each with a key of its own derived from it. Without the key
 * nothing can be sealed, so no platform secret is ever stored in clear.
 */
export class SecretBox {
  private readonly sealKey: Buffer | null;
  private readonly tokenKey: Buffer | null;

  constructor(secret: string | undefined) {
    this.sealKey = secret ? createHash("sha256").update(`kedai:ojol:seal:${secret}`).digest() : null;
    this.tokenKey = secret ? createHash("sha256").update(`kedai:ojol:token:${secret}`).digest() : null;
  }

  get ready(): boolean {
    return this.sealKey !== null;
  }

  /** AES-256-GCM: `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
  seal(value: unknown): string {
    if (!this.sealKey) throw new AppError("OJOL_KEY_MISSING");
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.sealKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** The sealed value, or null when there is none, no key, or it was sealed under another key. */
  open<T>(sealed: string | null): T | null {
    if (!sealed || !this.sealKey || !sealed.startsWith("v1.")) return null;
    const raw = Buffer.from(sealed.slice(3), "base64url");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as T;
    } catch {
      return null;
    }
  }

  /** A bearer token naming `subject` until `expiresAt` (ms), signed: nothing to store. */
  issueToken(subject: string, expiresAt: number): string {
    const payload = Buffer.from(JSON.stringify({ s: subject, e: expiresAt })).toString("base64url");
    return `${payload}.${this.sign(payload)}`;
  }

  /** The subject of a token this box issued and that has not expired, else null. */
  tokenSubject(token: string | undefined, now = Date.now()): string | null {
    if (!token || !this.tokenKey) return null;
    const [payload, signature] = token.split(".");
    if (!payload || !signature || !sameSecret(signature, this.sign(payload))) return null;
    try {
      const { s, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { s: string; e: number };
      return typeof s === "string" && typeof e === "number" && e > now ? s : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    if (!this.tokenKey) return "";
    return createHmac("sha256", this.tokenKey).update(payload).digest("base64url");
  }
}

/** GoFood's X-Go-Signature: hex HMAC-SHA256 of the raw body with the notification secret. */
export const goSignature = (secret: string, rawBody: string) =>
  createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");

/** Whether `sent` is the body's signature (constant time; a missing one never matches). */
export const goSignatureMatches = (secret: string | undefined, rawBody: string, sent: string | undefined) =>
  !!secret && sameSecret(sent?.toLowerCase(), goSignature(secret, rawBody));
