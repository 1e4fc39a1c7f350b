import { vi } from "vitest";

export type MockRequest = { method: string; path: string; headers: Record<string, string>; body: unknown; url: URL };
export type MockAnswer = { status?: number; body?: unknown };
export type MockRoute = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces fetch with a tiny fake of the Kedai API: routes are keyed "METHOD /api/path"; anything
 * unlisted answers 404 like the server does. Returns the recorded calls for assertions.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const headers = { ...((init.headers as Record<string, string> | undefined) ?? {}) };
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const request: MockRequest = { method, path: url.pathname, headers, body, url };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer: MockAnswer = !route
      ? { status: 404, body: { message: "Alamat API tidak ditemukan.", code: "ROUTE_NOT_FOUND" } }
      : typeof route === "function"
        ? await route(request)
        : route;
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const csrfRoute: Record<string, MockRoute> = {
  "GET /api/auth/csrf": { body: { csrfToken: "token-1" } },
};

export const unauthenticated: MockAnswer = {
  status: 401,
  body: { message: "Silakan login terlebih dahulu.", code: "UNAUTHENTICATED" },
};
