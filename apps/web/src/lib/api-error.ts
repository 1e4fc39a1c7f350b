/** Field name → Indonesian message, as the server's error handler sends in `fields`. */
export type FieldErrors = Record<string, string>;

/**
 * Every failed API call rejects with this. `serverMessage` is set only when the server itself
 * answered with a message, so screens can show it in preference to their own default.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly serverMessage?: string;
  /** What the server sent to put the refusal right (e.g. TOTAL_CHANGED's new figures); read by the screen that knows its code. */
  readonly details?: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: FieldErrors;
    details?: unknown;
    fromServer: boolean;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details;
    this.serverMessage = init.fromServer ? init.message : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failure: the server's own words when it sent some, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
