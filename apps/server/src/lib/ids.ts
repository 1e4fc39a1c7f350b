const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every record id is a UUID. A malformed id names no record: services answer 404 (or a field
 * error for a reference) before asking the database, which would otherwise fail on the cast.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
