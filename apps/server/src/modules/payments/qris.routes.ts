import { idParams, messageAnswer, qrisAnswer, qrisBody } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { paymentsNotConfigured } from "./payment-gateway";
import { qrisSyncOf } from "./sync-qris";
import { cancelQris, currentQris, openQris, simulateQrisPayment } from "./till-qris";

const tags = ["payments"];
/** Those who take money at the till; staff (waiters, kitchen) do not. */
const TAKES_PAYMENT = ["admin", "manager", "cashier"] as const;
const config = { access: TAKES_PAYMENT };

/**
 * A dynamic QRIS for a till order, mounted at /api/orders/{id}/qris
 * (docs/decisions/0031-qris-at-the-till.md). The order completes when Xendit's `qr.payment` callback
 * (payments.routes.ts) reports it paid; screens learn it from the live stream.
 */
export const qrisRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const gateway = () => {
    if (!app.paymentGateway) throw paymentsNotConfigured();
    return app.paymentGateway;
  };
  const syncOf = (request: { log: Parameters<typeof qrisSyncOf>[0] }) => qrisSyncOf(request.log, env.BUSINESS_TIMEZONE);

  app.post(
    "/:id/qris",
    { schema: { params: idParams, body: qrisBody, response: answers({ 200: qrisAnswer }), tags }, config },
    async (request) =>
      openQris(app.db, gateway(), await staffCaller(request), request.params.id, request.body, syncOf(request)),
  );

  app.get(
    "/:id/qris",
    { schema: { params: idParams, response: answers({ 200: qrisAnswer }), tags }, config },
    async (request) => currentQris(app.db, gateway(), request.params.id, syncOf(request)),
  );

  app.delete(
    "/:id/qris",
    { schema: { params: idParams, response: answers({ 200: messageAnswer }), tags }, config },
    async (request) => {
      await cancelQris(app.db, gateway(), request.params.id, syncOf(request));
      return { message: "QRIS dibatalkan." };
    },
  );

  // The demo's 'Bayar (simulasi)': only where the simulator stands in for Xendit.
  if (app.paymentGateway?.simulated) {
    app.post(
      "/:id/qris/simulate-payment",
      { schema: { params: idParams, response: answers({ 200: qrisAnswer }), tags }, config },
      async (request) => simulateQrisPayment(app.db, gateway(), request.params.id, syncOf(request)),
    );
  }
};
