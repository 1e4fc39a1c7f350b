import cookie from "@fastify/cookie";
import { AREA_ROLES, BUSINESS_TIME_ZONE, errorMessages, STAFF_ROLES, type StaffRole } from "@kedai/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createCustomer, createStaffUser } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createSession, SESSION_COOKIE } from "../modules/auth/session.service";
import {
  type AccessRule,
  admits,
  authPlugin,
  type CustomerPrincipal,
  type Principal,
  type StaffPrincipal,
} from "./auth";
import { dbPlugin } from "./db";
import { errorsPlugin } from "./errors";

const staff = (role: StaffRole): StaffPrincipal =>
  ({ kind: "staff", token: "t", user: { id: `u-${role}`, role } }) as unknown as StaffPrincipal;
const customer = (customerType: "Regular" | "Franchise"): CustomerPrincipal =>
  ({
    kind: "customer",
    token: "t",
    customer: { id: `c-${customerType}`, customerType },
  }) as unknown as CustomerPrincipal;

const principals: Record<string, Principal | null> = {
  anonymous: null,
  admin: staff("admin"),
  manager: staff("manager"),
  cashier: staff("cashier"),
  staff: staff("staff"),
  customer: customer("Regular"),
  franchise: customer("Franchise"),
};
const everyone = Object.keys(principals);

/** For each rule: exactly who gets in. */
const table: Array<[string, AccessRule, string[]]> = [
  ["public", "public", everyone],
  ["authenticated", "authenticated", everyone.filter((p) => p !== "anonymous")],
  ["admin only", ["admin"], ["admin"]],
  ["finance (admin, manager)", AREA_ROLES.finance, ["admin", "manager"]],
  ["admin area (admin, manager, staff)", AREA_ROLES.admin, ["admin", "manager", "staff"]],
  ["POS (all staff roles)", AREA_ROLES.pos, ["admin", "manager", "cashier", "staff"]],
  ["cashier only", ["cashier"], ["cashier"]],
  ["any customer", ["customer"], ["customer", "franchise"]],
  ["franchise members", ["franchise"], ["franchise"]],
  ["admin or franchise member", ["admin", "franchise"], ["admin", "franchise"]],
  ["staff roles or any customer", [...STAFF_ROLES, "customer"], everyone.filter((p) => p !== "anonymous")],
  ["nobody (empty list)", [], []],
];

const { ctx, loginAs } = useTestApp();

describe("admits()", () => {
  describe.each(table)("%s", (_label, rule, admitted) => {
    it.each(everyone)("%s", (who) => {
      expect(admits(rule, principals[who])).toBe(admitted.includes(who));
    });
  });
});

describe("default deny at start-up", () => {
  /** Builds and starts a bare app whose routes are added by `routes`, as buildApp does. */
  async function start(routes: (app: FastifyInstance) => void) {
    const app = Fastify({ logger: false });
    try {
      await app.register(cookie);
      await app.register(authPlugin, { docsPublic: true, timeZone: BUSINESS_TIME_ZONE });
      await app.register(async (scoped) => routes(scoped));
      await app.ready();
    } finally {
      await app.close().catch(() => {});
    }
  }

  it("an /api route without config.access stops the app from starting", async () => {
    await expect(start((api) => api.post("/api/lupa", async () => ({ ok: true })))).rejects.toThrow(
      /POST \/api\/lupa does not declare config\.access/,
    );
  });

  it("also inside a prefixed plugin, as the real routes are registered", async () => {
    await expect(
      start((root) => root.register(async (api) => api.get("/rahasia", async () => ({})), { prefix: "/api/orders" })),
    ).rejects.toThrow(/GET \/api\/orders\/rahasia/);
  });

  it("routes that declare access, routes outside /api and the OpenAPI viewer start fine", async () => {
    await expect(
      start((api) => {
        api.get("/api/terbuka", { config: { access: "public" } }, async () => ({}));
        api.get("/bukan-api", async () => ({}));
        api.get("/api/docs/json", async () => ({}));
      }),
    ).resolves.toBeUndefined();
  });
});

describe("access checks on requests", () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  /** A bare app with only the auth plugin and a few routes, one per kind of rule, on the test database. */
  beforeAll(async () => {
    const api = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    await api.register(errorsPlugin);
    await api.register(cookie);
    await api.register(dbPlugin, { handle: ctx.database, closeOnShutdown: false });
    await api.register(authPlugin, { docsPublic: true, timeZone: BUSINESS_TIME_ZONE });
    const body = z.object({ jumlah: z.number({ message: "Jumlah wajib diisi." }) });
    const route = (url: string, access: AccessRule) =>
      api.post(url, { schema: { body }, config: { access } }, async (request) => {
        const principal = await request.principal();
        return { kind: principal?.kind ?? null };
      });
    route("/api/publik", "public");
    route("/api/masuk", "authenticated");
    route("/api/keuangan", AREA_ROLES.finance);
    route("/api/mitra", ["franchise"]);
    route("/api/pelanggan", ["customer"]);
    await api.ready();
    app = api;

    const db = ctx.database.db;
    for (const [username, role] of [
      ["admin", "admin"],
      ["manajer", "manager"],
      ["kasir", "cashier"],
    ] as const) {
      const user = await createStaffUser(db, { role, username });
      tokens[username] = (await createSession(db, { userId: user.id })).token;
    }
    for (const [email, customerType] of [
      ["pelanggan@contoh.id", "Regular"],
      ["mitra@contoh.id", "Franchise"],
    ] as const) {
      const row = await createCustomer(db, { email, customerType });
      tokens[email] = (await createSession(db, { customerId: row.id })).token;
    }
  });
  afterAll(() => app?.close());

  const call = (method: "GET" | "POST", url: string, who: string | null, payload: unknown = { jumlah: 1 }) =>
    app.inject({
      method,
      url,
      payload: method === "POST" ? (payload as object) : undefined,
      headers: who ? { cookie: `${SESSION_COOKIE}=${tokens[who]}` } : {},
    });

  it.each([
    ["/api/publik", null, 200],
    ["/api/publik", "kasir", 200],
    ["/api/masuk", null, 401],
    ["/api/masuk", "pelanggan@contoh.id", 200],
    ["/api/masuk", "kasir", 200],
    ["/api/keuangan", null, 401],
    ["/api/keuangan", "admin", 200],
    ["/api/keuangan", "manajer", 200],
    ["/api/keuangan", "kasir", 403],
    ["/api/keuangan", "mitra@contoh.id", 403],
    ["/api/mitra", "mitra@contoh.id", 200],
    ["/api/mitra", "pelanggan@contoh.id", 403],
    ["/api/mitra", "admin", 403],
    ["/api/pelanggan", "pelanggan@contoh.id", 200],
    ["/api/pelanggan", "mitra@contoh.id", 200],
    ["/api/pelanggan", "admin", 403],
  ] as const)("POST %s as %s → %i", async (url, who, status) => {
    const response = await call("POST", url, who);
    expect(response.statusCode).toBe(status);
    if (status === 401)
      expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: errorMessages.UNAUTHENTICATED });
    if (status === 403) expect(response.json()).toEqual({ code: "FORBIDDEN", message: errorMessages.FORBIDDEN });
  });

  it("a stranger gets 401/403 before the body is even looked at", async () => {
    expect((await call("POST", "/api/keuangan", null, { salah: true })).statusCode).toBe(401);
    expect((await call("POST", "/api/keuangan", "kasir", { salah: true })).statusCode).toBe(403);
    const admitted = await call("POST", "/api/keuangan", "admin", { salah: true });
    expect(admitted.statusCode).toBe(400);
    expect(admitted.json().fields).toEqual({ jumlah: "Jumlah wajib diisi." });
  });

  it("an unknown session token counts as not logged in", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/masuk",
      payload: { jumlah: 1 },
      headers: { cookie: `${SESSION_COOKIE}=bukan-token-sungguhan` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the real app's protected routes", () => {
  it.each([
    ["GET", "/api/auth/profile"],
    ["PUT", "/api/auth/change-password"],
    ["POST", "/api/orders/sync"],
  ] as const)("%s %s answers 401 to a visitor who is not logged in", async (method, url) => {
    const response = await ctx.client().request(method, url, { payload: method === "GET" ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: errorMessages.UNAUTHENTICATED });
  });

  // A till's commands (ADR 0046): the POS area's staff (400 here: the empty batch is read after the
  // access check), never a customer or a franchise member.
  it.each([
    ...STAFF_ROLES.map((role) => [role, AREA_ROLES.pos.includes(role) ? 400 : 403] as const),
    ["customer", 403],
    ["franchise", 403],
  ] as const)("POST /api/orders/sync as %s → %i", async (kind, status) => {
    const client = await loginAs(kind);
    const response = await client.post("/api/orders/sync", { commands: [] });
    expect(response.statusCode, response.body).toBe(status);
  });
});
