import { type ErrorCode, errorMessages, errorStatus } from "@kedai/shared";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type FieldErrors } from "../lib/app-error";
import { invalidInput } from "../lib/invalid-input";
import { isDatabaseUnreachable, pgErrorCode } from "../lib/pg-error";

type ErrorBody = { message: string; code: ErrorCode; fields?: FieldErrors; details?: Record<string, unknown> };

/**
 * The database could not be reached (dropped connections, a restart): a moment's wait, not a fault.
 * A 503 also tells the till's outbox to keep the order and send it again.
 */
const databaseUnreachable = () =>
  new AppError("SERVICE_UNAVAILABLE", {
    message: "Database sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.",
    retryAfterSeconds: 2,
  });

/** PostgreSQL error codes that reach us only when a service missed a check: still a clean 4xx. */
const pgErrorMap: Record<string, [ErrorCode, string]> = {
  "23505": ["CONFLICT", "Data dengan nilai yang sama sudah ada."],
  "23503": ["CONFLICT", "Data ini masih dipakai oleh data lain, atau data yang dirujuk tidak ada."],
  "23514": ["VALIDATION", errorMessages.VALIDATION],
  "22P02": ["VALIDATION", errorMessages.VALIDATION],
  "22003": ["VALIDATION", "Angka yang dikirim terlalu besar."],
  // A NUL character (\u0000) in text or JSON, which PostgreSQL cannot store: client input, not a crash.
  "22021": ["VALIDATION", "Teks yang dikirim mengandung karakter yang tidak diizinkan."],
  "22P05": ["VALIDATION", "Teks yang dikirim mengandung karakter yang tidak diizinkan."],
  "22001": ["VALIDATION", "Teks yang dikirim terlalu panjang."],
  // A value too long for an index entry (e.g. a 10 KB name under a unique index).
  "54000": ["VALIDATION", "Teks yang dikirim terlalu panjang."],
  "40001": ["CONFLICT", errorMessages.CONFLICT],
};

/** Fastify's own client errors, by code, with Indonesian text. */
const fastifyErrorMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "BAD_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION",
  FST_REQ_FILE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_FILES_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_PARTS_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_FIELDS_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_PROTO_VIOLATION: "BAD_JSON",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

/** Turns every error into `{ message, code, fields? }`, the one error answer of the API. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  internal: boolean;
  retryAfterSeconds?: number;
} {
  const known = hasZodFastifySchemaValidationErrors(error)
    ? invalidInput(
        error.validation.map((issue) => ({ path: issue.instancePath.split("/").slice(1), message: issue.message })),
      )
    : isDatabaseUnreachable(error)
      ? databaseUnreachable()
      : error;
  if (known instanceof AppError) {
    return {
      status: known.statusCode,
      body: { message: known.message, code: known.code, fields: known.fields, details: known.details },
      internal: false,
      retryAfterSeconds: known.retryAfterSeconds,
    };
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError?.code ? fastifyErrorMap[fastifyError.code] : undefined;
  if (mapped)
    return { status: errorStatus(mapped), body: { message: errorMessages[mapped], code: mapped }, internal: false };

  const pg = pgErrorCode(error);
  const pgMapped = pg ? pgErrorMap[pg] : undefined;
  if (pgMapped) {
    const [code, message] = pgMapped;
    return { status: errorStatus(code), body: { message, code }, internal: false };
  }

  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? "NOT_FOUND" : status === 429 ? "RATE_LIMITED" : "VALIDATION";
    return { status, body: { message: errorMessages[code], code }, internal: false };
  }
  return { status: 500, body: { message: errorMessages.INTERNAL, code: "INTERNAL" }, internal: true };
}

/** Fastify's `frameworkErrors`: the errors it meets before any route or error handler (a bad URL). */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(error);
  void reply.status(status).send(body);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal, retryAfterSeconds } = toErrorResponse(error);
    if (retryAfterSeconds) reply.header("retry-after", retryAfterSeconds);
    if (internal) request.log.error({ err: error }, "unhandled error");
    // A refusal of ours that is not the caller's fault (a payment provider or the database down): keep its cause.
    else if (status >= 500) request.log.error({ err: error, code: body.code }, body.message);
    else if (status >= 400) request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
});
