import {
  cancelUnpaidBody,
  createInvoiceAnswer,
  createInvoiceBody,
  messageAnswer,
  paymentStatusAnswer,
  paymentStatusParams,
  paymentStatusQuery,
  xenditCallbackBody,
  xenditQrCallbackBody,
  xenditRefundCallbackBody,
} from "@kedai/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { AppError } from "../../lib/app-error";
import { sameSecret } from "../../lib/secrets";
import { applyRefundCallback, type RefundCallbackOutcome } from "../refunds/xendit-refund";
import { cancelUnpaidOrder } from "./cancel-unpaid-order";
import { openInvoice } from "./create-invoice";
import type { OrderOwner } from "./order-owner";
import { paymentsNotConfigured } from "./payment-gateway";
import { paymentStatusOf } from "./reconcile-payments";
import { rememberSimulatorOwner, simulatorRoutes } from "./simulator-checkout";
import { invoiceSyncOf, type SyncOutcome, syncInvoice } from "./sync-invoice";
import { type QrisOutcome, qrisSyncOf, syncQris } from "./sync-qris";

const tags = ["payments"];
const CALLBACK_TOKEN_HEADER = "x-callback-token";

/** Public look-ups of one order per address: a customer's page polls, a prober guessing ids is stopped. */
const ORDER_LOOKUP_LIMIT = { max: 60, timeWindow: "1 minute" };

/** Who asks about an order: the signed-in customer, and the order secret the browser sent (a guest's proof). */
async function ownerOf(request: FastifyRequest, orderId: string, accessToken: string | undefined): Promise<OrderOwner> {
  const principal = await request.principal();
  return { orderId, customerId: principal?.kind === "customer" ? principal.customer.id : undefined, accessToken };
}

const CALLBACK_ANSWERS: Record<SyncOutcome, string> = {
  paid: "Pembayaran diterima.",
  expired: "Tagihan kedaluwarsa; pesanan dibatalkan.",
  refunded: "Pesanan sudah dibatalkan; dana dikembalikan.",
  unchanged: "Tidak ada perubahan.",
  unknown: "Tagihan tidak dikenal; diabaikan.",
};

const QR_CALLBACK_ANSWERS: Record<QrisOutcome, string> = {
  paid: "Pembayaran QRIS diterima.",
  expired: "QRIS kedaluwarsa.",
  refunded: "Pesanan sudah dibatalkan; dana dikembalikan.",
  unchanged: "Tidak ada perubahan.",
  unknown: "QRIS tidak dikenal; diabaikan.",
};

const REFUND_CALLBACK_ANSWERS: Record<RefundCallbackOutcome, string> = {
  completed: "Pengembalian dana selesai.",
  failed: "Pengembalian dana gagal; dicatat.",
  unchanged: "Tidak ada perubahan.",
  unknown: "Refund tidak dikenal; diabaikan.",
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
      config: { access: "public", rateLimit: ORDER_LOOKUP_LIMIT },
    },
    async (request, reply) => {
      const { invoiceUrl } = await openInvoice(
        app.db,
        configuredGateway(),
        await ownerOf(request, request.body.orderId, request.body.accessToken),
        // Where Xendit sends the customer back: the configured address, never the request's Host.
        { durationMinutes: env.XENDIT_INVOICE_MINUTES, storefrontUrl: env.PUBLIC_URL },
        invoiceSyncOf(request.log),
      );
      const { orderId, accessToken } = request.body;
      if (gateway?.simulated && accessToken) {
        rememberSimulatorOwner(reply, orderId, accessToken, env.XENDIT_INVOICE_MINUTES);
      }
      return { invoice_url: invoiceUrl };
    },
  );

  // 'Batalkan' on the storefront's banner of an order not yet paid (ADR 0050).
  app.post(
    "/cancel",
    {
      schema: { body: cancelUnpaidBody, response: answers({ 200: paymentStatusAnswer }), tags },
      config: { access: "public", rateLimit: ORDER_LOOKUP_LIMIT },
    },
    async (request) =>
      cancelUnpaidOrder(
        app.db,
        gateway,
        await ownerOf(request, request.body.orderId, request.body.accessToken),
        invoiceSyncOf(request.log),
      ),
  );

  // Called by Xendit, not a browser: no CSRF token, but the shared callback token, checked before the body is read.
  const fromXendit = async (request: FastifyRequest) => {
    const sent = request.headers[CALLBACK_TOKEN_HEADER];
    if (!sameSecret(typeof sent === "string" ? sent : undefined, env.XENDIT_CALLBACK_TOKEN)) {
      request.log.warn("Xendit callback with a wrong or missing token refused");
      throw new AppError("UNAUTHENTICATED", { message: "Token callback tidak valid." });
    }
  };
  app.post(
    "/xendit/webhook",
    {
      schema: { body: xenditCallbackBody, response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: fromXendit,
    },
    async (request) => {
      const outcome = await syncInvoice(app.db, configuredGateway(), request.body.id, invoiceSyncOf(request.log));
      return { message: CALLBACK_ANSWERS[outcome] };
    },
  );

  // Xendit's QR Codes callback URL: a till QRIS paid (docs/decisions/0031-qris-at-the-till.md), and a
  // QR payment's refund finished (the refund of a QRIS paid after its order was cancelled).
  app.post(
    "/xendit/qr-callback",
    {
      schema: { body: xenditQrCallbackBody, response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: fromXendit,
    },
    async (request) => {
      if (request.body.event === "qr.refund") {
        const refund = xenditRefundCallbackBody.safeParse(request.body);
        if (!refund.success) return { message: "Diabaikan." };
        return { message: REFUND_CALLBACK_ANSWERS[await applyRefundCallback(app.db, refund.data, request.log)] };
      }
      // Other events are answered 2xx so Xendit does not retry what the shop does not handle.
      if (request.body.event !== undefined && request.body.event !== "qr.payment") return { message: "Diabaikan." };
      const outcome = await syncQris(
        app.db,
        configuredGateway(),
        request.body.data.qr_id,
        qrisSyncOf(request.log, env.BUSINESS_TIMEZONE),
      );
      return { message: QR_CALLBACK_ANSWERS[outcome] };
    },
  );

  // Xendit's refund callback URL (docs/decisions/0049-refunds.md).
  app.post(
    "/xendit/refund-callback",
    {
      schema: { body: xenditRefundCallbackBody, response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: fromXendit,
    },
    async (request) => {
      const outcome = await applyRefundCallback(app.db, request.body, request.log);
      return { message: REFUND_CALLBACK_ANSWERS[outcome] };
    },
  );

  app.get(
    "/status/:orderId",
    {
      schema: {
        params: paymentStatusParams,
        querystring: paymentStatusQuery,
        response: answers({ 200: paymentStatusAnswer }),
        tags,
      },
      config: { access: "public", rateLimit: ORDER_LOOKUP_LIMIT },
    },
    async (request) =>
      paymentStatusOf(
        app.db,
        gateway,
        await ownerOf(request, request.params.orderId, request.query.token),
        invoiceSyncOf(request.log),
      ),
  );

  // Mounted at SIMULATOR_PREFIX (/api/payments/simulator).
  if (gateway?.simulated) await app.register(simulatorRoutes, { prefix: "/simulator", env, gateway });
};
