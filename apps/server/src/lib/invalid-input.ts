import { errorMessages } from "@kedai/shared";
import type { ZodType, z } from "zod";
import { type AppError, badRequest, type FieldErrors } from "./app-error";

/** A Zod issue, whether Zod reported it directly or through Fastify's request validation. */
export type InputIssue = { path: ReadonlyArray<PropertyKey>; message?: string };

/**
 * Refused input as the API's 400: the first message for the toast, and the first message of each
 * field under its dotted path ("recipe.0.ingredient"; "_" when the whole body is wrong).
 */
export function invalidInput(issues: ReadonlyArray<InputIssue>): AppError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= issue.message || errorMessages.VALIDATION;
  }
  return badRequest(issues[0]?.message || errorMessages.VALIDATION, fields);
}

/** `input` read by `schema`, or the API's 400 for it: for a body whose contract depends on the caller. */
export function parseInput<Schema extends ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}
