import { type ErrorCode, errorMessages, errorStatus } from "@kedai/shared";

export type FieldErrors = Record<string, string>;

/**
 * The one error type of the server: every refusal reaches the client as `{ message, code, fields? }`.
 * The HTTP status comes from the code (`errorCodes` in @kedai/shared, docs/error-codes.md); `message`
 * defaults to the Indonesian text of the code, and a service passes its own when the user needs
 * something more specific.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields?: FieldErrors;
  /** Sent as Retry-After (429 answers). */
  readonly retryAfterSeconds?: number;
  /** Sent as `details`: what the client needs to put the refusal right (TOTAL_CHANGED's new figures). */
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    details: {
      message?: string;
      fields?: FieldErrors;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(details.message ?? errorMessages[code]);
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorStatus(code);
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.details = details.details;
  }
}

/** `field` names the form field the message belongs to, so the form shows it there too. */
const asFields = (message: string, field: string | FieldErrors | undefined): FieldErrors | undefined =>
  typeof field === "string" ? { [field]: message } : field;

/**
 * A refusal with a domain code (its status from the code table) and a specific message. `field`:
 * the one field the message is about, or a message per field.
 */
export const refusal = (code: ErrorCode, message: string, field?: string | FieldErrors) =>
  new AppError(code, { message, fields: asFields(message, field) });

/** 400 VALIDATION. `field`: the one field the message is about, or a message per field. */
export const badRequest = (message: string, field?: string | FieldErrors) => refusal("VALIDATION", message, field);
export const notFound = (message: string = errorMessages.NOT_FOUND) => new AppError("NOT_FOUND", { message });
/** 409 CONFLICT, when no domain code says more. `field`: the field whose value clashes. */
export const conflict = (message: string, field?: string) => refusal("CONFLICT", message, field);
