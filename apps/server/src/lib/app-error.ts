import { type ErrorCode, errorMessages } from "@kedai/shared";

export type FieldErrors = Record<string, string>;

/**
 * The one error type of the server (DESIGN.md convention 4). `message` defaults to the Indonesian
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

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError("VALIDATION", 400, { message, fields });
export const notFound = (message: string = errorMessages.NOT_FOUND) => new AppError("NOT_FOUND", 404, { message });
export const conflict = (message: string) => new AppError("CONFLICT", 409, { message });
