import { type ErrorCode, errorMessages } from "@kedai/shared";

export type FieldErrors = Record<string, string>;

/**
 * The one error type of the server: every refusal reaches the client as `{ message, code, fields? }`. `message` defaults to the Indonesian
 * text of the code; a service passes its own when the user needs something more specific.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields?: FieldErrors;
  /** Sent as Retry-After (429 answers). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    statusCode: number,
    details: { message?: string; fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(details.message ?? errorMessages[code]);
    this.name = "AppError";
    this.code = code;
    this.statusCode = statusCode;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** `field` names the form field the message belongs to, so the form shows it there too. */
const asFields = (message: string, field: string | FieldErrors | undefined): FieldErrors | undefined =>
  typeof field === "string" ? { [field]: message } : field;

/** 400. `field`: the one field the message is about, or a message per field. */
export const badRequest = (message: string, field?: string | FieldErrors) =>
  new AppError("VALIDATION", 400, { message, fields: asFields(message, field) });
export const notFound = (message: string = errorMessages.NOT_FOUND) => new AppError("NOT_FOUND", 404, { message });
/** 409. `field`: the field whose value clashes (a taken name). */
export const conflict = (message: string, field?: string) =>
  new AppError("CONFLICT", 409, { message, fields: asFields(message, field) });
