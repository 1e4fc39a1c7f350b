import { mergeUpdate } from "@kedai/shared";
import type { ZodType, z } from "zod";
import { parseInput } from "./invalid-input";

/**
 * A record's PUT (docs/api-conventions.md#put): the sent fields over the stored record, read by
 * the body that creates it. A field left out keeps its stored value; a required field sent empty,
 * or a record the merge would leave wrong, is the API's 400 naming the field. Call it inside the
 * write's transaction, on the row read under its lock, so a PUT of other fields at the same time
 * is not undone.
 */
export function updatedRecord<Schema extends ZodType>(
  body: Schema,
  stored: z.input<Schema>,
  sent: object,
): z.output<Schema> {
  return parseInput(body, mergeUpdate(stored as object, sent));
}
