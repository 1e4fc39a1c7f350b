/**
 * The PostgreSQL error code (SQLSTATE, e.g. "23505") of a failed query, looked for in the error
 * and the errors it wraps: drivers and Drizzle nest the database's error as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
