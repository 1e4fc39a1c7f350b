import { ApiError, type FieldErrors } from "./api-error";

export { ApiError, isApiError, messageOf } from "./api-error";

/**
 * The one HTTP client of the web app. Cookie session (same origin, so the Vite proxy in dev and the
 * Fastify static server in production behave the same), JSON in and out, CSRF header on every
 * mutating call, and failures turned into ApiError.
 */
const API_BASE = "/api";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NETWORK_MESSAGE = "Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** JSON-serialisable value, or FormData for uploads (the browser then sets the multipart header). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the order submit's Idempotency-Key. */
  headers?: Record<string, string>;
};

// --- CSRF -----------------------------------------------------------------------------------
// Fetched lazily once and shared by concurrent requests; the server keeps the same token for the
// cookie's lifetime, so a refetch is needed only after the cookie was lost (403 code "CSRF").
let csrfToken: Promise<string> | null = null;

function getCsrfToken(): Promise<string> {
  csrfToken ??= request<{ csrfToken: string }>("GET", "/auth/csrf").then(
    (answer) => answer.csrfToken,
    (error: unknown) => {
      csrfToken = null; // a failed fetch must not poison every later mutation
      throw error;
    },
  );
  return csrfToken;
}

/** Tests and logout use this: the next mutation fetches a fresh token. */
export function resetCsrfToken(): void {
  csrfToken = null;
}

// --- Session expiry -------------------------------------------------------------------------
// When any call finds the session gone, the auth state must drop the user so guards send them to
// the login page instead of every screen showing its own "failed to load" toast.
type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

// --- Core -----------------------------------------------------------------------------------
function urlFor(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const data = (typeof body === "object" && body !== null ? body : {}) as {
    message?: unknown;
    code?: unknown;
    fields?: unknown;
    details?: unknown;
  };
  const serverMessage = typeof data.message === "string" && data.message.trim() ? data.message : undefined;
  return new ApiError({
    status,
    code: typeof data.code === "string" ? data.code : `HTTP_${status}`,
    message: serverMessage ?? `Permintaan gagal (${status}).`,
    fields: typeof data.fields === "object" && data.fields !== null ? (data.fields as FieldErrors) : undefined,
    details: data.details,
    fromServer: serverMessage !== undefined,
  });
}

async function send(method: Method, path: string, options: RequestOptions, csrf?: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (csrf) headers["x-csrf-token"] = csrf;
  try {
    return await fetch(urlFor(path, options.query), {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if ((error as { name?: string })?.name === "AbortError") throw error;
    throw new ApiError({ status: 0, code: "NETWORK", message: NETWORK_MESSAGE, fromServer: false });
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const needsCsrf = MUTATING.has(method);
  let response = await send(method, path, options, needsCsrf ? await getCsrfToken() : undefined);
  let body = await readBody(response);

  // The token can go stale (cookie cleared, server restarted with new secrets): refetch once and
  // retry; a second CSRF failure is a real error.
  if (needsCsrf && response.status === 403 && (body as { code?: unknown })?.code === "CSRF") {
    resetCsrfToken();
    response = await send(method, path, options, await getCsrfToken());
    body = await readBody(response);
  }

  if (!response.ok) {
    const error = toApiError(response.status, body);
    if (error.code === "UNAUTHENTICATED") for (const listener of unauthenticatedListeners) listener();
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};

/**
 * The one TanStack Query key scheme: `[API path, query]`, e.g. `["/units", { search: "gr" }]`.
 * Invalidating `[path]` therefore refreshes every cached variant of that endpoint (each search term
 * or filter), and two screens reading the same endpoint share one cache entry.
 */
export function apiQueryKey(path: string, query: Query = {}) {
  return [path, query] as const;
}
