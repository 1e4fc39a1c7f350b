import { vi } from "vitest";
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

/**
 * The routes whose fakes every web test keeps to their contract: a breach of one fails the test
 * (test/setup.ts). A route joins once all its fakes parse; the others' breaches are still found
 * (`contractBreaches`) but do not fail a test yet.
 */
export const CHECKED_ROUTES = new Set([
  "GET /api/register/status",
  "GET /api/suppliers",
  "GET /api/stock-requests",
  "GET /api/stock-requests/my",
  "POST /api/stock-requests",
  "PUT /api/stock-requests/:id/status",
  "POST /api/stock-requests/:id/shipments",
  "GET /api/stock",
  "GET /api/locations",
  "GET /api/categories",
  "GET /api/units",
  "GET /api/stock-adjustments",
  "POST /api/stock-adjustments",
  "GET /api/stock-counts",
  "GET /api/stock-counts/:id",
  "POST /api/stock-counts",
  "PUT /api/stock-counts/:id",
  "PUT /api/stock-counts/:id/post",
  "GET /api/stock-transfers",
  "GET /api/stock-transfers/:id",
  "POST /api/stock-transfers",
  "PUT /api/stock-transfers/:id/cancel",
  "PUT /api/stock-transfers/:id/receive",
  "GET /api/purchases",
  "POST /api/purchases",
  "GET /api/expenses",
  "POST /api/expenses",
  "GET /api/expenses/categories",
  "POST /api/expenses/categories",
  "GET /api/audit",
  "GET /api/refunds",
  "GET /api/promos",
  "POST /api/promos",
  "GET /api/catering",
  "POST /api/catering",
  "GET /api/reports/dashboard-summary",
  "GET /api/reports/channels",
  "GET /api/reports/profit-loss",
  "GET /api/reports/sales",
  "GET /api/reports/tax",
  "GET /api/reports/variance",
  "GET /api/reports/variance-summary",
  "GET /api/reports/payroll",
  "GET /api/attendance/report",
  "GET /api/users/staff",
  "POST /api/users/staff",
  "GET /api/customers/franchise",
  "GET /api/customers",
  "POST /api/customers",
  "GET /api/attendance/status",
  "POST /api/attendance/clock-in",
  "PUT /api/attendance/clock-out",
  "GET /api/member/documents",
  "GET /api/customizations/options",
  "POST /api/customizations/options",
  "GET /api/customizations/option-sets",
  "POST /api/customizations/option-sets",
  "GET /api/ojol/links",
  "POST /api/ojol/links",
  "GET /api/setup",
  "POST /api/setup",
  "POST /api/categories",
  "POST /api/menu",
  "GET /api/reports/member-dashboard",
  "PUT /api/customers/change-password",
  "PUT /api/customers/profile",
  "PUT /api/customers/profile/addresses",
  "GET /api/orders/my",
  "PUT /api/auth/pin",
  "GET /api/orders/catalog",
  "GET /api/promos/active",
  "GET /api/users/waiters",
  "POST /api/register/open",
  "POST /api/customers/redeem-points",
  "GET /api/printers",
  "POST /api/promos/verify",
  "GET /api/orders",
  "POST /api/orders",
  "GET /api/orders/:id",
  "PUT /api/orders/:id",
  "PUT /api/orders/:id/status",
  "PUT /api/orders/:id/finalize",
  "PUT /api/orders/:id/table",
  "POST /api/orders/:id/split",
  "POST /api/orders/:id/merge",
  "POST /api/orders/:id/print",
  "POST /api/orders/:id/confirm-payment",
  "POST /api/orders/:id/refund/transfer",
  "GET /api/orders/:id/qris",
  "POST /api/orders/:id/qris",
  "DELETE /api/orders/:id/qris",
  "POST /api/orders/:id/qris/simulate-payment",
]);

/** What fake answers of checked routes broke their contract in the running test (test/setup.ts fails the test on them). */
export const contractBreaches: string[] = [];

/**
 * A fake's success answer parsed by the contract the server answers that route with
 * (test/api-answers.ts, written from the server's routes): a fake for a route the server does
 * not have, or whose body its contract refuses, is recorded as a breach. Answers without a body
 * and error answers are not checked, nor routes outside `checked`.
 */
export function checkAgainstContract(
  method: string,
  path: string,
  { status = 200, body }: MockAnswer,
  checked: ReadonlySet<string> | "all" = CHECKED_ROUTES,
): void {
  if (status < 200 || status > 299) return;
  const known = routePatterns.find((route) => route.method === method && route.path.test(path));
  if (known && checked !== "all" && !checked.has(known.route)) return;
  if (!known) {
    contractBreaches.push(`${method} ${path}: the server has no such route`);
    return;
  }
  const contracts = API_ANSWERS[known.route];
  const contract = contracts[status] ?? Object.values(contracts)[0];
  if (body === undefined || !contract) return;
  const parsed = contract.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
    contractBreaches.push(`${method} ${path} (${known.route}): ${problems.slice(0, 5).join("; ")}`);
  }
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
