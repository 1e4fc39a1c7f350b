import { createHash, createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { sameSecret } from "../lib/secrets";

/**
 * CSRF (ADR 0002). Signed in, the token is tied to the session: an HMAC of the session's own secret
 * token, so it is worthless with any other session (and a cookie planted by another page or over
 * plain HTTP cannot match it). A guest (no session) uses double submit: GET /api/auth/csrf sets a
 * random httpOnly cookie and returns the same value. Every mutating /api request echoes the token
 * in `x-csrf-token`; another site can make the browser send cookies but can neither read the token
 * nor set the header.
 */
export const CSRF_COOKIE = "kedai_csrf";
export const CSRF_HEADER = "x-csrf-token";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The CSRF token of a session: derived from its secret token, which only the browser's httpOnly cookie holds. */
const sessionCsrfToken = (sessionToken: string) =>
  createHmac("sha256", sessionToken).update("kedai-csrf").digest("base64url");

/** The guest's double-submit cookie, when it looks like one this app set. */
const guestCookie = (request: FastifyRequest) => {
  const cookie = request.cookies[CSRF_COOKIE];
  return cookie && cookie.length >= 32 ? cookie : undefined;
};

export async function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<string> {
  const principal = await request.principal();
  if (principal) return sessionCsrfToken(principal.token);
  const existing = guestCookie(request);
  if (existing) return existing;
  const token = randomBytes(32).toString("base64url");
  reply.setCookie(CSRF_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure });
  return token;
}

/**
 * A guest browser's own token (a hash of its CSRF cookie, which every guest write carries): what
 * scopes a guest's Idempotency-Key to that browser. Undefined without the cookie.
 */
export function guestBrowserId(request: FastifyRequest): string | undefined {
  const cookie = guestCookie(request);
  return cookie && createHash("sha256").update(cookie).digest("base64url");
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    // The matched route's own path, not request.url: the router decodes "/%61pi/..." to "/api/...",
    // so a raw-URL prefix check could be walked around with percent-encoding.
    const routeUrl = request.routeOptions.url;
    if (!MUTATING.has(request.method) || !routeUrl?.startsWith("/api")) return;
    if (request.routeOptions.config?.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    const principal = await request.principal();
    const expected = principal ? sessionCsrfToken(principal.token) : guestCookie(request);
    if (!sameSecret(Array.isArray(header) ? header[0] : header, expected)) {
      throw new AppError("CSRF");
    }
  });
});
