import { errorAnswer } from "@kedai/shared";
import type { ZodType } from "zod";

/**
 * A route's `schema.response`: its success answer by status (from the feature's contract), plus
 * the shared `{ message, code, fields? }` for every 4xx and 5xx. Fastify serialises objects
 * through these (so a changed shape fails), and /api/docs documents them.
 */
export const answers = <const Success extends Record<number, ZodType>>(success: Success) => ({
  ...success,
  "4xx": errorAnswer,
  "5xx": errorAnswer,
});
