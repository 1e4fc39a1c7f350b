import { z } from "zod";

/**
 * Building blocks the module contracts share: trimmed texts with Indonesian messages, the
 * `?search=` query of the master-data lists and the `/:id` params (`idParams`, used by every
 * route with an id as it is, never renamed per module).
 */

/** Text PostgreSQL can store: a NUL character would make the database refuse the whole row. */
export const isStorableText = (value: string): boolean => !value.includes("\u0000");
export const UNSTORABLE_TEXT_MESSAGE = "Teks mengandung karakter yang tidak diizinkan.";

/**
 * A required text, trimmed: blank (or not a text) → `required`, longer than `max` → `tooLong`,
 * a NUL character → UNSTORABLE_TEXT_MESSAGE (a field message instead of the database's refusal).
 */
export const trimmedText = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/**
 * A required, trimmed text the database can store, with the messages "{label} wajib diisi.",
 * "{label} maksimal {max} karakter." and, for a NUL character, UNSTORABLE_TEXT_MESSAGE.
 */
export const storableText = (label: string, max: number) =>
  trimmedText(max, { required: `${label} wajib diisi.`, tooLong: `${label} maksimal ${max} karakter.` });

/**
 * An optional, trimmed text the database can store: null or left out is allowed (what that means,
 * empty or "keep", is the service's call). Messages: "{label} harus berupa teks.",
 * "{label} maksimal {max} karakter." and UNSTORABLE_TEXT_MESSAGE.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .nullish();

/** The `search` of a list query: optional, trimmed, at most 100 characters. */
export const searchText = z
  .string({ error: "Kata kunci pencarian tidak valid." })
  .trim()
  .max(100, "Kata kunci pencarian maksimal 100 karakter.")
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .optional();

/** `GET /api/<things>?search=…`: lists that can only be searched. */
export const searchQuery = z.object({ search: searchText });
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * `/:id` params. Any text passes here: a malformed id names no record, so the service answers
 * 404 (not a 400 about the id's format).
 */
export const idParams = z.object({ id: z.string() });
export type IdParams = z.infer<typeof idParams>;
