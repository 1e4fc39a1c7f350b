import type { AddressInfo } from "node:net";
import { INVOICE_STATUSES, type InvoiceStatus } from "@kedai/shared";
import { Invoice as InvoiceApi, Refund as RefundApi, XenditSdkError } from "xendit-node";
import type { Invoice } from "xendit-node/invoice/models";
import { z } from "zod";
import type { Env } from "../../config/env";
import { AppError } from "../../lib/app-error";

declare module "fastify" {
  interface FastifyInstance {
    /** null: online payment is not configured (production without a Xendit key). */
    paymentGateway: PaymentGateway | null;
  }
}

/** Xendit's invoice as the shop reads it. `status` null: one this code does not know. */
export type GatewayInvoice = {
  id: string;
  externalId: string;
  amount: number;
  status: InvoiceStatus | null;
  invoiceUrl: string;
  expiresAt: Date;
  paymentMethod: string | null;
  /** What is kept as the invoice's last status, for support questions. */
  raw: Record<string, unknown>;
};

export type InvoiceRequest = {
  externalId: string;
  amount: number;
  description: string;
  payerEmail?: string;
  items: { name: string; price: number; quantity: number }[];
  durationSeconds: number;
  successRedirectUrl: string;
  failureRedirectUrl: string;
};

/** A dynamic QRIS as Xendit created it: `qrString` is what the QR image encodes. */
export type GatewayQrCode = { id: string; referenceId: string; amount: number; qrString: string; expiresAt: Date };

/** A payment Xendit received for a QR code (only SUCCEEDED ones are money). */
export type GatewayQrPayment = { id: string; amount: number; status: string; raw: Record<string, unknown> };

/** What Xendit's Refund API is asked (docs/decisions/0049-refunds.md); the key makes a retry the same request. */
export type RefundRequest = { invoiceId: string; referenceId: string; amount: number; idempotencyKey: string };
/**
 * A till QRIS payment's refund (Xendit's QR Codes API: `POST /qr_codes/payments/{id}/refunds`, body
 * `amount` and `reason`): the payment Xendit took (`qrpy_…`), how much, the same kind of key.
 */
export type QrRefundRequest = { paymentId: string; referenceId: string; amount: number; idempotencyKey: string };

/**
 * Xendit accepted the refund (`id`: its refund id; the money moves later, its callback says when),
 * or refused it for good (`refused`: Xendit's error code, e.g. a channel it cannot refund).
 */
export type RefundOutcome = { id: string } | { refused: string };

/** The payment provider, through the official SDK; `simulated`: the built-in simulator answers it. */
export type PaymentGateway = {
  simulated: boolean;
  createInvoice(request: InvoiceRequest): Promise<GatewayInvoice>;
  /** null: the provider does not know that invoice. */
  getInvoice(invoiceId: string): Promise<GatewayInvoice | null>;
  expireInvoice(invoiceId: string): Promise<void>;
  createQrCode(request: { referenceId: string; amount: number; expiresAt: Date }): Promise<GatewayQrCode>;
  /** The payments made to a QR code; null: the provider does not know it. */
  getQrPayments(qrId: string): Promise<GatewayQrPayment[] | null>;
  /** Xendit's test-mode call that pays a QR code as a customer would (the demo's 'Bayar (simulasi)'). */
  simulateQrPayment(qrId: string, amount: number): Promise<void>;
  /** POST /refunds for an invoice's payment, reason CANCELLATION. */
  createRefund(request: RefundRequest): Promise<RefundOutcome>;
  /** POST /qr_codes/payments/{id}/refunds for a till QRIS payment, reason CANCELLATION. */
  refundQrPayment(request: QrRefundRequest): Promise<RefundOutcome>;
};

/** Where the simulated Xendit API is mounted on this app (docs/decisions/0013-online-payments.md). */
export const SIMULATOR_PREFIX = "/api/payments/simulator";
/** The simulator accepts any key; the SDK needs one to build its Basic auth header. */
const SIMULATOR_KEY = "simulasi";

export const paymentsNotConfigured = () =>
  new AppError("SERVICE_UNAVAILABLE", { message: "Pembayaran online belum dikonfigurasi." });

/**
 * The gateway the app uses: Xendit at XENDIT_API_URL with the secret key; without a key in demo
 * mode, the SDK talks to the simulator on this very app (`selfUrl`: its listening address), so the
 * simulated flow runs the same code as the real one. Outside demo mode without a key: null (online
 * payment refused), and the simulator's routes do not exist.
 */
export function createPaymentGateway(env: Env, selfUrl: () => string | null): PaymentGateway | null {
  if (env.XENDIT_SECRET_KEY) {
    const xendit: XenditEndpoint = { baseUrl: env.XENDIT_API_URL, secretKey: env.XENDIT_SECRET_KEY };
    const sdk = sdkClients(xendit);
    return xenditGateway(() => sdk, false);
  }
  if (!env.DEMO_MODE) return null;
  let simulator: SdkClients | undefined;
  return xenditGateway(() => {
    const base = selfUrl();
    if (!base) throw paymentsNotConfigured();
    const baseUrl = `${base}${SIMULATOR_PREFIX}`;
    if (simulator?.baseUrl !== baseUrl) simulator = sdkClients({ baseUrl, secretKey: SIMULATOR_KEY });
    return simulator;
  }, true);
}

type XenditEndpoint = { baseUrl: string; secretKey: string };
type SdkClients = XenditEndpoint & { client: InvoiceApi; refunds: RefundApi };

const sdkClients = (endpoint: XenditEndpoint): SdkClients => ({
  ...endpoint,
  client: new InvoiceApi({ secretKey: endpoint.secretKey, xenditURL: endpoint.baseUrl }),
  refunds: new RefundApi({ secretKey: endpoint.secretKey, xenditURL: endpoint.baseUrl }),
});

function xenditGateway(endpoint: () => SdkClients, simulated: boolean): PaymentGateway {
  const client = () => endpoint().client;
  return {
    simulated,
    createInvoice: (request) =>
      reachXendit(async () =>
        fromSdk(
          await client().createInvoice({
            data: {
              externalId: request.externalId,
              amount: request.amount,
              description: request.description,
              payerEmail: request.payerEmail,
              items: request.items,
              invoiceDuration: request.durationSeconds,
              successRedirectUrl: request.successRedirectUrl,
              failureRedirectUrl: request.failureRedirectUrl,
              currency: "IDR",
              locale: "id",
            },
          }),
        ),
      ),
    getInvoice: (invoiceId) =>
      reachXendit(async () => {
        try {
          return fromSdk(await client().getInvoiceById({ invoiceId }));
        } catch (err) {
          if (err instanceof XenditSdkError && Number(err.status) === 404) return null;
          throw err;
        }
      }),
    expireInvoice: (invoiceId) =>
      reachXendit(async () => {
        await client().expireInvoice({ invoiceId });
      }),
    createQrCode: ({ referenceId, amount, expiresAt }) =>
      reachXendit(async () => {
        const created = await qrCodesCall(endpoint(), "POST", "/qr_codes", {
          reference_id: referenceId,
          type: "DYNAMIC",
          currency: "IDR",
          amount,
          expires_at: expiresAt.toISOString(),
        });
        const qr = xenditQrCode.parse(created);
        return {
          id: qr.id,
          referenceId: qr.reference_id,
          amount: qr.amount,
          qrString: qr.qr_string,
          expiresAt: new Date(qr.expires_at),
        };
      }),
    getQrPayments: (qrId) =>
      reachXendit(async () => {
        const answer = await qrCodesCall(endpoint(), "GET", `/qr_codes/${encodeURIComponent(qrId)}/payments`);
        if (answer === null) return null;
        return xenditQrPayments.parse(answer).data.map((payment) => ({
          id: payment.id,
          amount: payment.amount,
          status: payment.status,
          raw: { id: payment.id, status: payment.status, amount: payment.amount, created: payment.created },
        }));
      }),
    simulateQrPayment: (qrId, amount) =>
      reachXendit(async () => {
        await qrCodesCall(endpoint(), "POST", `/qr_codes/${encodeURIComponent(qrId)}/payments/simulate`, { amount });
      }),
    createRefund: ({ invoiceId, referenceId, amount, idempotencyKey }) =>
      reachXendit(async () => {
        try {
          const refund = await endpoint().refunds.createRefund({
            idempotencyKey,
            data: { invoiceId, referenceId, amount, currency: "IDR", reason: "CANCELLATION" },
          });
          if (!refund.id) throw new Error("Xendit answered a refund without an id");
          return { id: refund.id };
        } catch (err) {
          // A 4xx is Xendit's final word on this payment (not refundable, too late, too much);
          // anything else may pass, and is retried with the same key.
          const status = err instanceof XenditSdkError ? Number(err.status) : 0;
          if (status >= 400 && status < 500)
            return { refused: (err instanceof XenditSdkError && err.errorCode) || "UNKNOWN" };
          throw err;
        }
      }),
    refundQrPayment: ({ paymentId, amount, idempotencyKey }) =>
      reachXendit(async () => {
        const { status, answer } = await qrCodesFetch(
          endpoint(),
          "POST",
          `/qr_codes/payments/${encodeURIComponent(paymentId)}/refunds`,
          { amount, reason: "CANCELLATION" },
          { "idempotency-key": idempotencyKey },
        );
        // A 4xx is Xendit's final word (an issuer outside its QRIS refund list, past 30 days, too
        // much); anything else may pass, and is retried with the same key.
        if (status >= 400 && status < 500)
          return { refused: xenditErrorCode.safeParse(answer).data?.error_code ?? "UNKNOWN" };
        if (status < 200 || status > 299)
          throw new Error(`Xendit QR refund answered ${status}: ${JSON.stringify(answer)}`);
        return { id: xenditQrRefund.parse(answer).id };
      }),
  };
}

/** The documented REST call of Xendit's QR Codes API, whatever it answers (a caller that reads Xendit's refusals). */
async function qrCodesFetch(
  { baseUrl, secretKey }: XenditEndpoint,
  method: "GET" | "POST",
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`,
      "api-version": QR_CODES_API_VERSION,
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(XENDIT_TIMEOUT_MS),
  });
  return { status: response.status, answer: await response.json().catch(() => null) };
}

/**
 * Xendit's QR Codes API (api-version 2022-07-31). `xendit-node` 7 has no QR codes module (its
 * PaymentRequest API is a different product), so this is the documented REST call with the same
 * Basic auth the SDK uses. null: Xendit answered 404 (it does not know the code).
 */
async function qrCodesCall(
  endpoint: XenditEndpoint,
  method: "GET" | "POST",
  path: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const { status, answer } = await qrCodesFetch(endpoint, method, path, body);
  if (status === 404) return null;
  if (status < 200 || status > 299)
    throw new Error(`Xendit ${method} ${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer;
}

const QR_CODES_API_VERSION = "2022-07-31";
/** A till waits for the QR with a customer in front of it: a slow Xendit is reported, not waited on. */
const XENDIT_TIMEOUT_MS = 15_000;

/** What the shop reads of Xendit's answers (zod: a changed answer fails loudly instead of paying wrongly). */
const xenditQrCode = z.looseObject({
  id: z.string(),
  reference_id: z.string(),
  amount: z.number(),
  qr_string: z.string(),
  expires_at: z.string(),
});
const xenditQrRefund = z.looseObject({ id: z.string() });
const xenditErrorCode = z.looseObject({ error_code: z.string().catch("UNKNOWN") });
const xenditQrPayments = z.looseObject({
  data: z.array(
    z.looseObject({ id: z.string(), amount: z.number(), status: z.string(), created: z.string().optional() }),
  ),
});

/**
 * Xendit down, slow or refusing the shop's request is not the customer's mistake: a 503 they may
 * retry (and Xendit retries a callback answered so), with Xendit's own error kept in the cause for the log.
 */
async function reachXendit<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const unavailable = new AppError("SERVICE_UNAVAILABLE", {
      message: "Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi.",
    });
    unavailable.cause = err;
    throw unavailable;
  }
}

function fromSdk(invoice: Invoice): GatewayInvoice {
  const status = INVOICE_STATUSES.find((s) => s === invoice.status) ?? null;
  return {
    id: invoice.id ?? "",
    externalId: invoice.externalId,
    amount: invoice.amount,
    status,
    invoiceUrl: invoice.invoiceUrl,
    expiresAt: invoice.expiryDate,
    paymentMethod: invoice.paymentMethod ?? null,
    raw: {
      status: invoice.status,
      amount: invoice.amount,
      externalId: invoice.externalId,
      paymentMethod: invoice.paymentMethod ?? null,
      updated: invoice.updated,
    },
  };
}

/** This app's own address while it listens (for the SDK to reach the simulator), else null. */
export function listeningUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === "string") return null;
  if (address.family === "IPv6")
    return `http://[${address.address === "::" ? "::1" : address.address}]:${address.port}`;
  return `http://${address.address === "0.0.0.0" ? "127.0.0.1" : address.address}:${address.port}`;
}
