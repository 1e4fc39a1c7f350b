import { errorAnswer } from "@kedai/shared";
import { type ZodType, z } from "zod";

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

/** A file's bytes, as OpenAPI describes a download. */
const fileBytes = z.string().meta({ format: "binary" });

/**
 * A download route's `schema.response`: its file by content type (sent as bytes, so nothing is
 * serialised), documented as the operation's success answer, plus the shared error answers.
 */
export const fileAnswers = (description: string, contentTypes: readonly string[]) =>
  answers({
    200: {
      description,
      content: Object.fromEntries(contentTypes.map((type) => [type, { schema: fileBytes }])),
    } as unknown as ZodType,
  });
