import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { sameSecret } from "../lib/secrets";

/**
 * Double-submit CSRF (ADR 0002): GET /api/auth/csrf sets a random httpOnly cookie and returns the
 * same value; every mutating /api request must echo it in `x-csrf-token`. Another site can make the
 * browser send the cookie but can neither read it nor set the header.
 */
export const CSRF_COOKIE = "kedai_csrf";
export const CSRF_HEADER = "x-csrf-token";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && existing.length >= 32) return existing;
  const token = randomBytes(32).toString("base64url");
  reply.setCookie(CSRF_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure });
  return token;
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    // The matched route's own path, not request.url: the router decodes "/%61pi/..." to "/api/...",
    // so a raw-URL prefix check could be walked around with percent-encoding.
    const routeUrl = request.routeOptions.url;
    if (!MUTATING.has(request.method) || !routeUrl?.startsWith("/api")) return;
    if (request.routeOptions.config?.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    if (!sameSecret(Array.isArray(header) ? header[0] : header, request.cookies[CSRF_COOKIE])) {
      throw new AppError("CSRF", 403);
    }
  });
});
