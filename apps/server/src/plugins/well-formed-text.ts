import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/app-error";

export const MALFORMED_TEXT = "Teks berisi karakter yang tidak valid (Unicode rusak). Periksa kembali isian Anda.";

/** In `u` mode a valid pair is one code point, so this matches only a surrogate standing alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** A string or key anywhere in `value` that is not well-formed UTF-16 (a lone surrogate, e.g. "\ud800"). */
function hasMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (typeof value !== "object" || value === null || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => hasMalformedText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasMalformedText(item, depth + 1));
}

/**
 * Every route refuses text PostgreSQL cannot store as sent: JSON may carry a lone UTF-16 surrogate
 * ("\ud800"), which the database would turn into U+FFFD or refuse mid-write. Checked once here for
 * every body, query and path parameter, before any route or schema reads them: a clear 400.
 */
export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (hasMalformedText(request.body) || hasMalformedText(request.query) || hasMalformedText(request.params)) {
      throw badRequest(MALFORMED_TEXT);
    }
  });
});
