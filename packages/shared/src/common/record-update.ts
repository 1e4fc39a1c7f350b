import { z } from "zod";

/**
 * A PUT that updates a record changes only the fields its body names (docs/api-conventions.md#put):
 * a field left out keeps its stored value, `null` or `""` clears an optional field, and a field
 * that is an object or a list is one field, replaced whole. The server merges what was sent over
 * the stored record and checks the whole result with the create body, so a required field sent
 * empty is refused (400 naming it) and the rules between fields hold for the record as it will be.
 */

type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type UpdateShape<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.ZodOptional<Unwrapped<Shape[K]>> };

/**
 * The body of a record's PUT, from the body that creates it: every field optional and without
 * its default (a default would overwrite the stored value of a field left out). The checks
 * between fields are left to the merged record (`mergeUpdate`, then the create body).
 */
export function updateBody<Shape extends z.ZodRawShape>(
  body: z.ZodObject<Shape>,
): z.ZodObject<UpdateShape<Shape>, z.core.$strip> {
  const shape = Object.fromEntries(
    Object.entries(body.shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault ? field.removeDefault() : field;
      return [key, (bare as z.ZodType).optional()];
    }),
  );
  return z.object(shape, { error: body._zod.def.error as z.core.$ZodErrorMap }) as unknown as z.ZodObject<
    UpdateShape<Shape>,
    z.core.$strip
  >;
}

/**
 * The stored record with the sent fields over it: a field sent, even as `null` or `""`, replaces
 * the stored one; a field left out (or `undefined`) keeps it. Top-level only: an object or a list
 * is replaced whole.
 */
export function mergeUpdate<Stored extends object>(stored: Stored, sent: object): Stored {
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const [key, value] of Object.entries(sent)) if (value !== undefined) merged[key] = value;
  return merged as Stored;
}

/**
 * Whether a PUT route updates a record (the rule above applies) or carries an action (a status
 * change, a payment, a close: its body is the action's, and a required field left out is a 400).
 * Every PUT route declares one (`config.put`); the API test over every PUT route reads it.
 */
export const PUT_KINDS = ["record", "action"] as const;
export type PutKind = (typeof PUT_KINDS)[number];
