import { z } from "zod";
import { ERROR_CODES } from "../i18n/id";

/**
 * Answer shapes every feature shares. Each route declares its answers per status with these and
 * its feature's record schemas, so /api/docs documents them and the tests hold the server to them.
 */

/**
 * Every refusal and failure (4xx, 5xx): an Indonesian message, a code from the one code table
 * (its HTTP status is fixed by the code; docs/error-codes.md), and a message per field.
 */
export const errorAnswer = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** What the client needs to put a refusal right, by code (TOTAL_CHANGED: the new figures). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/**
 * Every DELETE of a record (docs/business-rules.md#deleting), 200 either way: `archived` false when
 * the record is gone, true when history still names it and it was archived instead (hidden from
 * lists and pickers, kept in history); the sentence the toast shows says which.
 */
export const deleteAnswer = z.object({
  _id: z.string(),
  message: z.string(),
  archived: z.boolean().describe("true: archived, not deleted: history still names the record."),
});
export type DeleteAnswer = z.infer<typeof deleteAnswer>;

/** An action with nothing to return but the sentence the toast shows (logout). */
export const messageAnswer = z.object({ message: z.string() });

/** A record another one points at, as lists show it: its id and name. */
export const entityName = z.object({ _id: z.string(), name: z.string() });
export type EntityName = z.infer<typeof entityName>;

/** When a record was created or last changed, as ISO 8601 text. */
export const timestamp = z.iso.datetime();
