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
