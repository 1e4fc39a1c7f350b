/**
 * Whether a row's `updated_at` is the version a screen showed (its `updatedAt`, an ISO timestamp
 * with milliseconds): the database keeps microseconds, a JSON answer gives milliseconds. A request
 * that names the version it acted on is refused when the row changed since, so the same request
 * sent twice (a double tap, a retry after a lost answer) acts once.
 */
export const isSeenVersion = (updatedAt: Date, seen: string): boolean =>
  updatedAt.getTime() === new Date(seen).getTime();
