import { AREA_ROLES, QR_TOKEN_ROLES, type StaffRole } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import type { AccountKind } from "./factories";
import type { TestClient } from "./test-app";
import { useTestApp } from "./test-app";

/**
 * Who may call each API route (docs/business-rules.md#roles), written out by hand: the product's
 * rule, not a copy of each route's `config.access`. The first test holds the table to the routes
 * the app really registers; the second calls every route as each kind of caller.
 */
type Caller = "anonymous" | AccountKind;
type Rule = readonly Caller[];

const SIGNED_IN_KINDS = ["customer", "franchise", "staff", "cashier", "manager", "admin"] as const;
const CALLERS: readonly Caller[] = ["anonymous", ...SIGNED_IN_KINDS];

/** Anyone, signed in or not: the storefront, sign-in and the payment pages. */
const PUBLIC: Rule = CALLERS;
/** Any signed-in account, customer or staff. */
const SIGNED_IN: Rule = SIGNED_IN_KINDS;
/** Every staff role: the till (/pos). */
const TILL: Rule = AREA_ROLES.pos;
/** Every staff role: the staff area (/staff: attendance, the live order feed). */
const STAFF_AREA: Rule = AREA_ROLES.staff;
/** The back office (/admin): admin, manager and staff, not the cashier. */
const BACK_OFFICE: Rule = AREA_ROLES.admin;
/** KEUANGAN: admin and manager. */
const FINANCE: Rule = AREA_ROLES.finance;
/** Back-office screens outside KEUANGAN that are still for admin and manager only (each says why). */
const ADMIN_AND_MANAGER: Rule = ["admin", "manager"] satisfies StaffRole[];
/** USER MANAGEMENT: admin only. */
const USER_MANAGEMENT: Rule = AREA_ROLES.userManagement;
/** General settings (tax, fees, points, site texts): admin only. */
const SETTINGS: Rule = AREA_ROLES.settings;
/** The server's own details: admin only. */
const ADMIN_ONLY: Rule = ["admin"] satisfies StaffRole[];
/** A table's QR token lets whoever holds it order at the table: admin and manager. */
const QR_TOKENS: Rule = QR_TOKEN_ROLES;
/** Those who take money at the till (a dynamic QRIS): not staff, who wait tables and cook. */
const TAKES_PAYMENT: Rule = ["admin", "manager", "cashier"] satisfies StaffRole[];
/**
 * Those who run the till, not the floor staff: mapping a food platform's unknown item to the menu,
 * which holds for the platform's later orders too.
 */
const RUNS_THE_TILL: Rule = ["admin", "manager", "cashier"] satisfies StaffRole[];
/** Any customer account, ordinary or franchise member: their own profile and orders. */
const CUSTOMERS: Rule = ["customer", "franchise"];
/** Franchise members: the member area. */
const MEMBERS: Rule = ["franchise"];

const MATRIX: Record<string, Rule> = {
  // The OpenAPI viewer documents the API to anyone.
  "GET /api/docs": PUBLIC,
  "GET /api/docs/json": PUBLIC,
  "GET /api/docs/yaml": PUBLIC,
  "GET /api/docs/static/index.html": PUBLIC,
  "GET /api/docs/static/swagger-initializer.js": PUBLIC,
  "GET /api/docs/static/*": PUBLIC,

  "GET /api/health": PUBLIC,
  "GET /api/health/details": ADMIN_ONLY,
  "GET /api/health/ready": PUBLIC,
  // The first-run setup: anyone may ask whether it is needed; once an account exists it refuses
  // every caller alike (409), which is not a permission answer.
  "GET /api/setup": PUBLIC,
  "POST /api/setup": PUBLIC,

  "GET /api/auth/csrf": PUBLIC,
  "POST /api/auth/login": PUBLIC,
  "GET /api/auth/profile": SIGNED_IN,
  // Called with an empty body, a password change is refused by validation and ends no session.
  "PUT /api/auth/change-password": SIGNED_IN,
  "PUT /api/auth/pin": STAFF_AREA,
  // Ends the callers' sessions: called after every other route.
  "POST /api/auth/logout": PUBLIC,

  // The till lists and adds customers and redeems their points; deleting and promoting is USER MANAGEMENT.
  "GET /api/customers": TILL,
  "POST /api/customers": TILL,
  "POST /api/customers/redeem-points": TILL,
  "POST /api/customers/register": PUBLIC,
  "GET /api/customers/franchise": USER_MANAGEMENT,
  "PUT /api/customers/:id/type": USER_MANAGEMENT,
  "DELETE /api/customers/:id": USER_MANAGEMENT,
  "PUT /api/customers/profile": CUSTOMERS,
  "PUT /api/customers/profile/addresses": CUSTOMERS,
  "PUT /api/customers/change-password": CUSTOMERS,

  // The business time zone the web shows every date in.
  "GET /api/config": PUBLIC,
  "GET /api/settings": PUBLIC,
  "PUT /api/settings": SETTINGS,

  // FOODS: the storefront reads the menu; the back office edits it; the till marks an item 'Habis'.
  "GET /api/categories": PUBLIC,
  "POST /api/categories": BACK_OFFICE,
  "PUT /api/categories/:id": BACK_OFFICE,
  "DELETE /api/categories/:id": BACK_OFFICE,
  "GET /api/customizations/options": PUBLIC,
  "POST /api/customizations/options": BACK_OFFICE,
  "PUT /api/customizations/options/:id": BACK_OFFICE,
  "DELETE /api/customizations/options/:id": BACK_OFFICE,
  "GET /api/customizations/option-sets": PUBLIC,
  "POST /api/customizations/option-sets": BACK_OFFICE,
  "PUT /api/customizations/option-sets/:id": BACK_OFFICE,
  "DELETE /api/customizations/option-sets/:id": BACK_OFFICE,
  "GET /api/menu": PUBLIC,
  "GET /api/menu/items/:id": PUBLIC,
  "POST /api/menu": BACK_OFFICE,
  "PUT /api/menu/:id": BACK_OFFICE,
  "PATCH /api/menu/:id/availability": TILL,
  "DELETE /api/menu/:id": BACK_OFFICE,

  // RESTAURANT: outlets and tables (an outlet's own tax is refused to non-admins inside the handler).
  "GET /api/locations": PUBLIC,
  "GET /api/locations/:id": PUBLIC,
  "POST /api/locations": BACK_OFFICE,
  "PUT /api/locations/:id": BACK_OFFICE,
  "DELETE /api/locations/:id": BACK_OFFICE,

  // Linking an outlet to a food platform keeps the platform's secrets: admin only. The till
  // accepts and turns down the platform's orders and pauses its outlet ('Tutup sementara'). The
  // platforms call their webhooks with their own token or signature, not a session: open to the
  // network, refused without it.
  "GET /api/ojol/links": ADMIN_ONLY,
  "POST /api/ojol/links": ADMIN_ONLY,
  "POST /api/ojol/links/:id/test": ADMIN_ONLY,
  "POST /api/ojol/orders/:id/accept": TILL,
  "POST /api/ojol/orders/:id/reject": TILL,
  "POST /api/ojol/orders/:id/map-items": RUNS_THE_TILL,
  "POST /api/ojol/grab/token": PUBLIC,
  "GET /api/ojol/grab/menu": PUBLIC,
  "POST /api/ojol/grab/orders": PUBLIC,
  "POST /api/ojol/grab/order-state": PUBLIC,
  "POST /api/ojol/gofood/:id/notifications": PUBLIC,
  // Reviewing and removing what the tills mapped, and the orders still to map: the back office's
  // admin and manager (a wrong mapping is fixed by whoever answers for the outlet's stock and cost).
  "GET /api/ojol/item-maps": ADMIN_AND_MANAGER,
  "DELETE /api/ojol/item-maps/:id": ADMIN_AND_MANAGER,
  "GET /api/ojol/orders/unmapped": ADMIN_AND_MANAGER,
  "GET /api/ojol/outlets/:id": TILL,
  "PUT /api/ojol/outlets/:id/pause": TILL,
  // The demo's 'Simulasi pesanan ojol', at the till (refused outside demo mode).
  "POST /api/ojol/demo/orders": TILL,
  "GET /api/tables": TILL,
  "GET /api/tables/:id": TILL,
  "GET /api/tables/by-token/:token": PUBLIC,
  "POST /api/tables/:id/qr-token": QR_TOKENS,
  "POST /api/tables": BACK_OFFICE,
  "PUT /api/tables/:id": BACK_OFFICE,
  "DELETE /api/tables/:id": BACK_OFFICE,

  // MANAGE STOCK: the back office; franchise members read the stock list (without costs) to request stock.
  "GET /api/units": TILL,
  "GET /api/units/:id": TILL,
  "POST /api/units": BACK_OFFICE,
  "PUT /api/units/:id": BACK_OFFICE,
  "DELETE /api/units/:id": BACK_OFFICE,
  "GET /api/stock": [...BACK_OFFICE, ...MEMBERS],
  "GET /api/stock/:id": BACK_OFFICE,
  "GET /api/stock/:id/movements": BACK_OFFICE,
  "POST /api/stock": BACK_OFFICE,
  "PUT /api/stock/:id": BACK_OFFICE,
  "PUT /api/stock/:id/low-stock-threshold": BACK_OFFICE,
  "DELETE /api/stock/:id": BACK_OFFICE,
  "GET /api/suppliers": BACK_OFFICE,
  "GET /api/suppliers/:id": BACK_OFFICE,
  "POST /api/suppliers": BACK_OFFICE,
  "PUT /api/suppliers/:id": BACK_OFFICE,
  "DELETE /api/suppliers/:id": BACK_OFFICE,
  "GET /api/purchases": BACK_OFFICE,
  "POST /api/purchases": BACK_OFFICE,
  "GET /api/stock-adjustments": BACK_OFFICE,
  "POST /api/stock-adjustments": BACK_OFFICE,
  "GET /api/stock-requests": BACK_OFFICE,
  "PUT /api/stock-requests/:id/status": BACK_OFFICE,
  "POST /api/stock-requests/:id/shipments": BACK_OFFICE,
  "POST /api/stock-requests": MEMBERS,
  "GET /api/stock-requests/my": MEMBERS,
  "POST /api/stock-transfers": ADMIN_AND_MANAGER,
  "GET /api/stock-transfers": ADMIN_AND_MANAGER,
  "GET /api/stock-transfers/:id": ADMIN_AND_MANAGER,
  "PUT /api/stock-transfers/:id/receive": ADMIN_AND_MANAGER,
  "PUT /api/stock-transfers/:id/cancel": ADMIN_AND_MANAGER,
  // Back-office staff count stock; posting rewrites a location's stock, so admin and manager.
  "POST /api/stock-counts": BACK_OFFICE,
  "GET /api/stock-counts": BACK_OFFICE,
  "GET /api/stock-counts/:id": BACK_OFFICE,
  "PUT /api/stock-counts/:id": BACK_OFFICE,
  "PUT /api/stock-counts/:id/post": ADMIN_AND_MANAGER,

  // The member guide: members download it; the back office sees the list and replaces the files.
  "GET /api/member/documents": [...MEMBERS, ...BACK_OFFICE],
  "GET /api/member/documents/:kind": [...MEMBERS, ...ADMIN_AND_MANAGER],
  // The guide documents are settings: the admin's alone.
  "PUT /api/member/documents/:kind": ADMIN_ONLY,
  "GET /api/reports/member-dashboard": MEMBERS,

  "GET /api/users/waiters": TILL,
  "GET /api/users/staff": USER_MANAGEMENT,
  "POST /api/users/staff": USER_MANAGEMENT,
  "PUT /api/users/staff/:id": USER_MANAGEMENT,
  "PUT /api/users/staff/:id/pin": USER_MANAGEMENT,
  "DELETE /api/users/staff/:id": USER_MANAGEMENT,

  "GET /api/register/status": TILL,
  "POST /api/register/open": TILL,
  "GET /api/register/:id/review": TILL,
  "PUT /api/register/close/:id": TILL,

  // One POST /api/orders: a staff session places a till order, a guest or customer an online one.
  "POST /api/orders": PUBLIC,
  "GET /api/orders": TILL,
  "GET /api/orders/my": CUSTOMERS,
  "GET /api/orders/catalog": TILL,
  // A till's outbox sent in batches (ADR 0036): each entry is its own till call.
  "POST /api/orders/sync": TILL,
  "GET /api/orders/:id": TILL,
  "PUT /api/orders/:id": TILL,
  "PUT /api/orders/:id/status": TILL,
  "PUT /api/orders/:id/finalize": TILL,
  "POST /api/orders/:id/print": TILL,
  // The bank transfer that gave a cancelled order's money back (ADR 0049): recorded at the till or in the back office.
  "POST /api/orders/:id/refund/transfer": TILL,
  "POST /api/orders/:id/confirm-payment": TILL,
  // Split, move and merge are order edits (ADR 0034): whoever may edit an order.
  "POST /api/orders/:id/split": TILL,
  "PUT /api/orders/:id/table": TILL,
  "POST /api/orders/:id/merge": TILL,
  "POST /api/orders/:id/qris": TAKES_PAYMENT,
  "GET /api/orders/:id/qris": TAKES_PAYMENT,
  "DELETE /api/orders/:id/qris": TAKES_PAYMENT,
  "POST /api/orders/:id/qris/simulate-payment": TAKES_PAYMENT,
  "GET /api/events": STAFF_AREA,

  // Online payment: the storefront, Xendit's webhook (checked by its own token) and the built-in simulator.
  "POST /api/payments/create-invoice": PUBLIC,
  // Only the order's owner (session or the order's secret) may call it off: anyone else gets 404.
  "POST /api/payments/cancel": PUBLIC,
  "POST /api/payments/xendit/webhook": PUBLIC,
  "POST /api/payments/xendit/qr-callback": PUBLIC,
  "POST /api/payments/xendit/refund-callback": PUBLIC,
  "GET /api/payments/status/:orderId": PUBLIC,
  "POST /api/payments/simulator/v2/invoices": PUBLIC,
  "GET /api/payments/simulator/v2/invoices/:id": PUBLIC,
  "POST /api/payments/simulator/invoices/:id/expire!": PUBLIC,
  "POST /api/payments/simulator/qr_codes": PUBLIC,
  "POST /api/payments/simulator/refunds": PUBLIC,
  "GET /api/payments/simulator/qr_codes/:id/payments": PUBLIC,
  "POST /api/payments/simulator/qr_codes/:id/payments/simulate": PUBLIC,
  "POST /api/payments/simulator/qr_codes/payments/:id/refunds": PUBLIC,
  "GET /api/payments/simulator/checkout/:id": PUBLIC,
  "POST /api/payments/simulator/checkout/:id/pay": PUBLIC,
  "POST /api/payments/simulator/checkout/:id/expire": PUBLIC,

  // KEUANGAN.
  "GET /api/expenses/categories": FINANCE,
  "POST /api/expenses/categories": FINANCE,
  "PUT /api/expenses/categories/:id": FINANCE,
  "DELETE /api/expenses/categories/:id": FINANCE,
  "GET /api/expenses": FINANCE,
  "GET /api/refunds": FINANCE,
  "POST /api/expenses": FINANCE,
  "DELETE /api/expenses/:id": FINANCE,
  "GET /api/reports/profit-loss": FINANCE,
  "GET /api/reports/sales": FINANCE,
  "GET /api/reports/channels": FINANCE,
  "GET /api/reports/tax": FINANCE,
  "GET /api/reports/variance": FINANCE,
  "GET /api/reports/variance-summary": FINANCE,
  "GET /api/reports/payroll": FINANCE,

  // A promo gives money away: admin and manager set them up; the till lists the active ones.
  // Printers: the till reads their status; setting them up is the outlet's managers' job.
  "GET /api/printers": TILL,
  "POST /api/printers": ADMIN_AND_MANAGER,
  "PUT /api/printers/:id": ADMIN_AND_MANAGER,
  "DELETE /api/printers/:id": ADMIN_AND_MANAGER,
  "POST /api/printers/:id/test": ADMIN_AND_MANAGER,
  "GET /api/promos": ADMIN_AND_MANAGER,
  "POST /api/promos": ADMIN_AND_MANAGER,
  "PUT /api/promos/:id": ADMIN_AND_MANAGER,
  "DELETE /api/promos/:id": ADMIN_AND_MANAGER,
  "GET /api/promos/active": TILL,
  "POST /api/promos/verify": PUBLIC,

  // Catering enquiries hold customers' contact details and budgets: admin and manager read them.
  "POST /api/catering": PUBLIC,
  "GET /api/catering": ADMIN_AND_MANAGER,

  // Every staff role clocks in and out; the report (who worked when, which payroll reads) is for admin and manager.
  "GET /api/attendance/status": STAFF_AREA,
  "POST /api/attendance/clock-in": STAFF_AREA,
  "PUT /api/attendance/clock-out": STAFF_AREA,
  "GET /api/attendance/report": ADMIN_AND_MANAGER,

  // The audit log (who cancelled a paid order, deleted a record, changed a price…) is user management: admin only.
  "GET /api/audit": USER_MANAGEMENT,

  // The back office's dashboard (RESTAURANT): today's and the month's sales, the month's expenses, low stock.
  "GET /api/reports/dashboard-summary": BACK_OFFICE,

  // Moves the server's clock for the browser journeys; registered only when NODE_ENV=test.
  "PUT /api/test-clock": ADMIN_ONLY,
};

/**
 * Routes whose handler refuses a caller the table admits, for a reason of its own, with a
 * made-up id and an empty body: `route → caller → why`. An entry here is a decision.
 */
const withoutPlatformProof = Object.fromEntries(
  CALLERS.map((caller) => [caller, "a platform's webhook needs its bearer token or signature, not a session"]),
);
const REFUSED_BY_HANDLER: Record<string, Partial<Record<Caller, string>>> = {
  "POST /api/ojol/grab/orders": withoutPlatformProof,
  "POST /api/ojol/grab/order-state": withoutPlatformProof,
  "POST /api/ojol/gofood/:id/notifications": withoutPlatformProof,
  "GET /api/ojol/grab/menu": withoutPlatformProof,
};

const XENDIT_CALLBACK_TOKEN = "matriks-izin-token-callback";
const MADE_UP_ID = "00000000-0000-0000-0000-000000000000";

/** How a route is called when a made-up id and an empty body are not enough to reach its access check. */
const CALL_SHAPES: Record<string, { path?: string; headers?: Record<string, string> }> = {
  // A valid query opens the endless event stream; one too long is refused (400) after the access check.
  "GET /api/events": { path: `/api/events?lastEventId=${"9".repeat(21)}` },
  // The viewer's files are served by name.
  "GET /api/docs/static/*": { path: "/api/docs/static/swagger-ui.css" },
  // Xendit sends its shared token; without it everyone gets 401, whatever their session.
  "POST /api/payments/xendit/webhook": { headers: { "x-callback-token": XENDIT_CALLBACK_TOKEN } },
  "POST /api/payments/xendit/qr-callback": { headers: { "x-callback-token": XENDIT_CALLBACK_TOKEN } },
  "POST /api/payments/xendit/refund-callback": { headers: { "x-callback-token": XENDIT_CALLBACK_TOKEN } },
};

const registered = new Set<string>();
const { ctx, clients } = useTestApp({
  env: { XENDIT_CALLBACK_TOKEN },
  onRoute: (route) => {
    if (!route.url.startsWith("/api")) return;
    for (const method of [route.method].flat()) if (method !== "HEAD") registered.add(`${method} ${route.url}`);
  },
  login: {
    customer: "customer",
    franchise: "franchise",
    staff: "staff",
    cashier: "cashier",
    manager: "manager",
    admin: "admin",
  },
});

function clientOf(caller: Caller): TestClient {
  return caller === "anonymous" ? anonymous() : clients[caller];
}
let anonymousClient: TestClient | undefined;
function anonymous(): TestClient {
  anonymousClient ??= ctx.client();
  return anonymousClient;
}

const LAST = "POST /api/auth/logout";
const routesInCallOrder = [...Object.keys(MATRIX).filter((route) => route !== LAST), LAST];

describe("permission matrix", () => {
  it("has a row for every route the app registers, and none for a route that is gone", () => {
    expect(registered.size).toBeGreaterThan(100);
    const missing = [...registered].filter((route) => !(route in MATRIX)).sort();
    const gone = Object.keys(MATRIX)
      .filter((route) => !registered.has(route))
      .sort();
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it.each(routesInCallOrder)("%s answers each kind of caller as the table says", async (route) => {
    const [method, template] = route.split(" ") as ["GET" | "POST" | "PUT" | "DELETE" | "PATCH", string];
    const shape = CALL_SHAPES[route] ?? {};
    const path = shape.path ?? template.replace(/:\w+/g, MADE_UP_ID);
    const allowed = MATRIX[route];
    const answers = await Promise.all(
      CALLERS.map(async (caller) => {
        const response = await clientOf(caller).request(method, path, {
          headers: shape.headers,
          payload: method === "GET" || method === "DELETE" ? undefined : {},
        });
        const code = String(response.headers["content-type"]).includes("json") ? response.json().code : undefined;
        return { caller, status: response.statusCode, code };
      }),
    );
    const wrong = answers.flatMap(({ caller, status, code }) => {
      const refusedBecause = REFUSED_BY_HANDLER[route]?.[caller];
      if (allowed.includes(caller) && !refusedBecause) {
        // Admitted: past the access check, at a real route (not the catch-all's 404), and an empty
        // body or a made-up id is a clean 4xx, never a 500.
        return status === 401 || status === 403 || status >= 500 || code === "ROUTE_NOT_FOUND"
          ? [`${caller}: ${status} ${code}, expected to be admitted`]
          : [];
      }
      const expected =
        caller === "anonymous" ? { status: 401, code: "UNAUTHENTICATED" } : { status: 403, code: "FORBIDDEN" };
      if (refusedBecause) return status === 401 || status === 403 ? [] : [`${caller}: ${status}, expected a refusal`];
      return status === expected.status && code === expected.code
        ? []
        : [`${caller}: ${status} ${code}, expected ${expected.status} ${expected.code}`];
    });
    expect(wrong).toEqual([]);
  });
});
