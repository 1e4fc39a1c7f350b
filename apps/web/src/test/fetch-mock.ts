import { vi } from "vitest";
import type { z } from "zod";
import { API_ANSWERS } from "./api-answers";

export type MockRequest = { method: string; path: string; headers: Record<string, string>; body: unknown; url: URL };
export type MockAnswer = { status?: number; body?: unknown };
export type MockRoute = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Each API route as a pattern of its path, the routes with fewer `:id` parts first ("/orders/my" before "/orders/:id"). */
const routePatterns = Object.keys(API_ANSWERS)
  .map((route) => {
    const [method, path] = route.split(" ");
    const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+");
    return { route, method, path: new RegExp(`^${pattern}$`), parts: (path.match(/:/g) ?? []).length };
  })
  .sort((a, b) => a.parts - b.parts);

/** What fake answers broke their contract in the running test (test/setup.ts fails the test on them). */
export const contractBreaches: string[] = [];

/**
 * A fake's success answer checked against what the server declares for that route
 * (test/api-answers.ts, written from the server's routes), whatever the route: a fake for a route
 * the server does not have or declares no success answer for, with a success status the route never
 * answers (200 where it creates with 201), or whose body its contract refuses, is recorded as a
 * breach. A body is not needed, and error answers are not checked.
 */
export function checkAgainstContract(method: string, path: string, { status = 200, body }: MockAnswer): void {
  if (status < 200 || status > 299) return;
  const known = routePatterns.find((route) => route.method === method && route.path.test(path));
  if (!known) {
    contractBreaches.push(`${method} ${path}: the server has no such route`);
    return;
  }
  const contracts = API_ANSWERS[known.route];
  const declared = Object.keys(contracts);
  // A route that declares no answer (the API docs, the payment simulator: a fake Xendit) is none the web calls.
  if (declared.length === 0) {
    contractBreaches.push(`${method} ${path} (${known.route}): the server declares no success answer for this route`);
    return;
  }
  if (!declared.includes(String(status))) {
    contractBreaches.push(
      `${method} ${path} (${known.route}): answers ${status} where the server answers ${declared.join(" or ")}`,
    );
    return;
  }
  const contract = contracts[status];
  if (body === undefined || !contract) return;
  const parsed = contract.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => problemsOf(issue, []));
    contractBreaches.push(`${method} ${path} (${known.route}): ${problems.slice(0, 5).join("; ")}`);
  }
}

/**
 * An issue as "path: message"; an answer that matches none of a union's shapes says what is wrong
 * with the nearest one (the fewest issues) instead of the union's bare "invalid".
 */
function problemsOf(issue: z.core.$ZodIssue, at: PropertyKey[]): string[] {
  const path = [...at, ...issue.path];
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const nearest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return nearest.flatMap((inner) => problemsOf(inner, path));
  }
  return [`${path.map(String).join(".") || "(answer)"}: ${issue.message}`];
}

/**
 * Replaces fetch with a tiny fake of the Kedai API: routes are keyed "METHOD /api/path"; anything
 * unlisted answers 404 like the server does. Every success answer is checked against its route's
 * contract (`checkAgainstContract`). Returns the recorded calls for assertions.
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
    checkAgainstContract(method, url.pathname, answer);
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
