import { formatDateTime, formatRupiah } from "@kedai/shared";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Env } from "../../config/env";
import { AppError } from "../../lib/app-error";
import { ownedOrder } from "./order-owner";
import type { PaymentGateway } from "./payment-gateway";
import { SIMULATOR_PREFIX } from "./payment-gateway";
import { type SimulatedInvoice, SimulatedXendit, simulatedXenditApi } from "./simulated-xendit";
import { invoiceSyncOf, syncInvoice } from "./sync-invoice";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STATUS_TEXT: Record<SimulatedInvoice["status"], string> = {
  PENDING: "Menunggu pembayaran",
  PAID: "Sudah dibayar",
  SETTLED: "Sudah dibayar",
  EXPIRED: "Kedaluwarsa",
};

function checkoutPage(invoice: SimulatedInvoice | undefined, timeZone: string): string {
  const body = invoice
    ? `<h1>${escapeHtml(invoice.description || invoice.externalId)}</h1>
  <p class="total">${escapeHtml(formatRupiah(invoice.amount))}</p>
  <ul>${invoice.items
    .map((item) => `<li>${item.quantity} × ${escapeHtml(item.name)} — ${escapeHtml(formatRupiah(item.price))}</li>`)
    .join("")}</ul>
  <p>Status: <strong>${STATUS_TEXT[invoice.status]}</strong></p>
  <p>Berlaku sampai ${escapeHtml(formatDateTime(invoice.expiresAt, timeZone))}</p>
  ${
    invoice.status === "PENDING"
      ? `<form method="post" action="${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(invoice.id)}/pay"><button type="submit">Bayar</button></form>
  <form method="post" action="${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(invoice.id)}/expire"><button type="submit" class="secondary">Kedaluwarsa</button></form>`
      : ""
  }`
    : "<h1>Tagihan tidak ditemukan.</h1>";
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulasi pembayaran</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem;border-radius:.5rem;font-weight:600}
.total{font-size:1.75rem;font-weight:700}button{width:100%;padding:.75rem;margin:.25rem 0;font-size:1rem;border-radius:.5rem;border:0;background:#047857;color:#fff}
button.secondary{background:#e5e7eb;color:#1f2937}</style></head>
<body><p class="banner" role="alert">Simulasi pembayaran — bukan pembayaran sungguhan</p>
${body}
</body></html>`;
}

/** The cookie that shows the simulator page a guest's order secret: never in the page's address. */
const ownerCookie = (orderId: string) => `kedai_pay_${orderId.replace(/[^A-Za-z0-9-]/g, "")}`;

/**
 * Lets this browser open the simulated payment page of the order it placed as a guest (ADR 0050):
 * the order's secret, sent with the invoice request, is kept in an HttpOnly cookie read only by the
 * simulator's pages, for as long as an invoice lives. A signed-in customer is known by the session.
 */
export function rememberSimulatorOwner(reply: FastifyReply, orderId: string, accessToken: string, minutes: number) {
  reply.setCookie(ownerCookie(orderId), accessToken, {
    path: SIMULATOR_PREFIX,
    httpOnly: true,
    sameSite: "lax",
    maxAge: minutes * 60,
  });
}

/**
 * The demo's payment page (docs/decisions/0013-online-payments.md): a simulated Xendit API that
 * the SDK is pointed at, and a checkout page whose buttons pay or expire the invoice and then run
 * the same settlement a Xendit callback runs. Registered only when no Xendit key is set outside production.
 */
export const simulatorRoutes: FastifyPluginAsync<{ env: Env; gateway: PaymentGateway }> = async (
  app,
  { env, gateway },
) => {
  const store = new SimulatedXendit(
    (id, successRedirectUrl) =>
      `${successRedirectUrl ? new URL(successRedirectUrl).origin : ""}${SIMULATOR_PREFIX}/checkout/${id}`,
  );
  await app.register(simulatedXenditApi, { store });

  // The page's buttons are plain HTML forms: the browser posts them as an (empty) urlencoded form,
  // which the API accepts nowhere else. Only these routes read it, and ignore what it holds.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  const config = { access: "public", csrf: false } as const;
  const schema = { hide: true };
  /**
   * The invoice, when this browser placed its order, like the real flow's create-invoice: the
   * signed-in customer, or a guest holding the order's secret cookie. Anyone else holding the link
   * gets the same 404 as for no invoice.
   */
  const ownInvoice = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const invoice = store.get(request.params.id);
    if (!invoice) return undefined;
    const principal = await request.principal();
    try {
      await ownedOrder(app.db, {
        orderId: invoice.externalId,
        customerId: principal?.kind === "customer" ? principal.customer.id : undefined,
        accessToken: request.cookies[ownerCookie(invoice.externalId)],
      });
      return invoice;
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
      throw error;
    }
  };
  const notFoundPage = (reply: FastifyReply) =>
    reply.status(404).type("text/html; charset=utf-8").send(checkoutPage(undefined, env.BUSINESS_TIMEZONE));

  app.get<{ Params: { id: string } }>("/checkout/:id", { config, schema }, async (request, reply) => {
    const invoice = await ownInvoice(request);
    if (!invoice) return notFoundPage(reply);
    return reply.type("text/html; charset=utf-8").send(checkoutPage(invoice, env.BUSINESS_TIMEZONE));
  });

  for (const [action, status] of [
    ["pay", "PAID"],
    ["expire", "EXPIRED"],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/checkout/:id/${action}`, { config, schema }, async (request, reply) => {
      const invoice = (await ownInvoice(request)) && store.settle(request.params.id, status);
      if (!invoice) return notFoundPage(reply);
      await syncInvoice(app.db, gateway, invoice.id, invoiceSyncOf(request.log));
      const back = status === "PAID" ? invoice.successRedirectUrl : invoice.failureRedirectUrl;
      return reply.redirect(back ?? `${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(invoice.id)}`, 303);
    });
  }
};
