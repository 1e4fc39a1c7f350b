/** SQLSTATE of a unique index refusing a second row with the same value. */
export const UNIQUE_VIOLATION = "23505";

/** The error and the errors it wraps: drivers and Drizzle nest the database's error as `cause`. */
function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 3; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The PostgreSQL error code (SQLSTATE, e.g. "23505") of a failed query. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** postgres.js's and Node's codes for a database connection that is gone or could not be made. */
const CONNECTION_FAILURES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);

/**
 * Whether a query failed because the database could not be reached, not because of the query: the
 * connection dropped or was refused, SQLSTATE class 08 (connection exception), the server shutting
 * down or starting up (57P01–57P03), or too many connections (53300). The request may well succeed
 * a moment later.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = typeof e.code === "string" ? e.code : undefined;
    if (!code) continue;
    if (CONNECTION_FAILURES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300")
      return true;
  }
  return false;
}
