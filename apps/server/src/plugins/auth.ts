import { hasLeft, type StaffRole, todayKey } from "@kedai/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { customers, users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { deleteSessionsOf, findSessionAccount, SESSION_COOKIE } from "../modules/auth/session.service";

export type StaffPrincipal = { kind: "staff"; token: string; user: typeof users.$inferSelect };
export type CustomerPrincipal = { kind: "customer"; token: string; customer: typeof customers.$inferSelect };
export type Principal = StaffPrincipal | CustomerPrincipal;

/**
 * Who may call a route. Every /api route must declare one (default deny: a route without it
 * fails at start-up). "customer" admits any customer, "franchise" only franchise members.
 */
export type AccessRule = "public" | "authenticated" | ReadonlyArray<StaffRole | "customer" | "franchise">;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** Mutating routes check CSRF unless this is false (payment webhooks verify their own token). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** The caller, loaded from the session cookie at most once per request. */
    principal(): Promise<Principal | null>;
  }
}

export function admits(rule: AccessRule, principal: Principal | null): boolean {
  if (rule === "public") return true;
  if (!principal) return false;
  if (rule === "authenticated") return true;
  if (principal.kind === "staff") return rule.includes(principal.user.role);
  if (rule.includes("customer")) return true;
  return rule.includes("franchise") && principal.customer.customerType === "Franchise";
}

const principalCache = new WeakMap<FastifyRequest, Promise<Principal | null>>();

async function loadPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  timeZone: string,
): Promise<Principal | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const account = await findSessionAccount(app.db, token);
  if (account?.user && hasLeft(account.user, todayKey(timeZone))) {
    // The account's end date has passed (docs/business-rules.md#staff): its sessions end here.
    await deleteSessionsOf(app.db, { userId: account.user.id });
    return null;
  }
  if (account?.user) return { kind: "staff", token, user: account.user };
  if (account?.customer) return { kind: "customer", token, customer: account.customer };
  return null;
}

/** docsPublic: the API docs open to anyone; timeZone: BUSINESS_TIMEZONE, whose today ends an employment. */
type AuthOptions = { docsPublic: boolean; timeZone: string };

export const authPlugin = fp(async (app: FastifyInstance, { docsPublic, timeZone }: AuthOptions) => {
  app.decorateRequest("principal", function (this: FastifyRequest) {
    let pending = principalCache.get(this);
    if (!pending) {
      pending = loadPrincipal(app, this, timeZone);
      principalCache.set(this, pending);
    }
    return pending;
  });

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.method === "HEAD") return;
    // The OpenAPI viewer's own routes: open while developing; in production a map of every
    // endpoint is for the admin only.
    if (route.url.startsWith("/api/docs")) {
      route.config = { ...route.config, access: docsPublic ? "public" : ["admin"] };
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access (default deny).`);
    }
  });

  // onRequest, before the body is read or validated: a stranger gets 401/403, not a 400 about fields.
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule === "public") return;
    const principal = await request.principal();
    if (!principal) throw new AppError("UNAUTHENTICATED");
    if (!admits(rule, principal)) throw new AppError("FORBIDDEN");
  });
});

/**
 * The staff user calling a route whose access admits staff roles only (so a customer never gets
 * here; the 403 guards a route declared too widely).
 */
export async function staffCaller(
  request: FastifyRequest,
  roles?: readonly StaffRole[],
): Promise<StaffPrincipal["user"]> {
  const principal = await request.principal();
  if (principal?.kind !== "staff") throw new AppError("FORBIDDEN");
  // A route open to several kinds of caller checks the staff roles here (`roles`).
  if (roles && !roles.includes(principal.user.role)) throw new AppError("FORBIDDEN");
  return principal.user;
}

/**
 * The customer (or franchise member) calling a route whose access admits customers only (so staff
 * never get here; the 403 guards a route declared too widely).
 */
export async function customerCaller(request: FastifyRequest): Promise<CustomerPrincipal["customer"]> {
  const principal = await request.principal();
  if (principal?.kind !== "customer") throw new AppError("FORBIDDEN");
  return principal.customer;
}
