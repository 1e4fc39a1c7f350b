import {
  createInvoiceAnswer,
  createInvoiceBody,
  messageAnswer,
  paymentStatusAnswer,
  paymentStatusParams,
  xenditCallbackBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { AppError } from "../../lib/app-error";
import { sameSecret } from "../../lib/secrets";
import { openInvoice } from "./create-invoice";
import { paymentsNotConfigured } from "./payment-gateway";
import { paymentStatusOf } from "./reconcile-payments";
import { simulatorRoutes } from "./simulator-checkout";
import { type SyncOutcome, syncInvoice } from "./sync-invoice";

const tags = ["payments"];
const CALLBACK_TOKEN_HEADER = "x-callback-token";

const CALLBACK_ANSWERS: Record<SyncOutcome, string> = {
  paid: "Pembayaran diterima.",
  expired: "Tagihan kedaluwarsa; pesanan dibatalkan.",
  unchanged: "Tidak ada perubahan.",
  unknown: "Tagihan tidak dikenal; diabaikan.",
};

/** Online payment through Xendit (docs/business-rules.md#payments, docs/decisions/0013-online-payments.md). */
export const paymentRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const gateway = app.paymentGateway;
  const configuredGateway = () => {
    if (!gateway) throw paymentsNotConfigured();
    return gateway;
  };

  app.post(
    "/create-invoice",
    {
      schema: { body: createInvoiceBody, response: answers({ 200: createInvoiceAnswer }), tags },
      config: { access: "public" },
    },
    async (request) => {
      const { invoiceUrl } = await openInvoice(
        app.db,
        configuredGateway(),
        request.body.orderId,
        {
          durationMinutes: env.XENDIT_INVOICE_MINUTES,
          storefrontUrl: env.PUBLIC_URL?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`,
        },
        request.log,
      );
      return { invoice_url: invoiceUrl };
    },
  );

  // Called by Xendit, not a browser: no CSRF token, but the shared callback token, checked before the body is read.
  app.post(
    "/xendit/webhook",
    {
      schema: { body: xenditCallbackBody, response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: async (request) => {
        const sent = request.headers[CALLBACK_TOKEN_HEADER];
        if (!sameSecret(typeof sent === "string" ? sent : undefined, env.XENDIT_CALLBACK_TOKEN)) {
          request.log.warn("Xendit callback with a wrong or missing token refused");
          throw new AppError("UNAUTHENTICATED", 401, { message: "Token callback tidak valid." });
        }
      },
    },
    async (request) => {
      const outcome = await syncInvoice(app.db, configuredGateway(), request.body.id, request.log);
      return { message: CALLBACK_ANSWERS[outcome] };
    },
  );

  app.get(
    "/status/:orderId",
    {
      schema: { params: paymentStatusParams, response: answers({ 200: paymentStatusAnswer }), tags },
      config: { access: "public" },
    },
    async (request) => paymentStatusOf(app.db, gateway, request.params.orderId, request.log),
  );

  // Mounted at SIMULATOR_PREFIX (/api/payments/simulator).
  if (gateway?.simulated) await app.register(simulatorRoutes, { prefix: "/simulator", env, gateway });
};
