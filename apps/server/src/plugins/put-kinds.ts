import { PUT_KINDS, type PutKind } from "@kedai/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What a PUT route does (docs/api-conventions.md#put): "record" updates a record (the body's
     * fields replace the stored ones, a field left out keeps its value), "action" carries an
     * action (a status change, a close, a payment: its body is the action's own).
     */
    put?: PutKind;
  }
}

/**
 * Every PUT route says which kind it is, or the app does not start: the API test over every PUT
 * route holds each kind to its rule, and a route that says nothing would escape it.
 */
export const putKindsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || ![route.method].flat().includes("PUT")) return;
    const kind = route.config?.put;
    if (!kind || !PUT_KINDS.includes(kind))
      throw new Error(`Route PUT ${route.url} does not declare config.put ("record" or "action").`);
  });
});
