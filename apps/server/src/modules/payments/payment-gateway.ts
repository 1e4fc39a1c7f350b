import type { AddressInfo } from "node:net";
import { Invoice as InvoiceApi, XenditSdkError } from "xendit-node";
import type { Invoice } from "xendit-node/invoice/models";
import type { Env } from "../../config/env";
import { INVOICE_STATUSES, type InvoiceStatus } from "../../db/schema";
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

/** The payment provider, through the official SDK; `simulated`: the built-in simulator answers it. */
export type PaymentGateway = {
  simulated: boolean;
  createInvoice(request: InvoiceRequest): Promise<GatewayInvoice>;
  /** null: the provider does not know that invoice. */
  getInvoice(invoiceId: string): Promise<GatewayInvoice | null>;
  expireInvoice(invoiceId: string): Promise<void>;
};

/** Where the simulated Xendit API is mounted on this app (docs/decisions/0013-online-payments.md). */
export const SIMULATOR_PREFIX = "/api/payments/simulator";
/** The simulator accepts any key; the SDK needs one to build its Basic auth header. */
const SIMULATOR_KEY = "simulasi";

export const paymentsNotConfigured = () =>
  new AppError("SERVICE_UNAVAILABLE", 503, { message: "Pembayaran online belum dikonfigurasi." });

/**
 * The gateway the app uses: Xendit at XENDIT_API_URL with the secret key; without a key outside
 * production, the SDK talks to the simulator on this very app (`selfUrl`: its listening address),
 * so the simulated flow runs the same code as the real one. Production without a key: null.
 */
export function createPaymentGateway(env: Env, selfUrl: () => string | null): PaymentGateway | null {
  if (env.XENDIT_SECRET_KEY) {
    const client = new InvoiceApi({ secretKey: env.XENDIT_SECRET_KEY, xenditURL: env.XENDIT_API_URL });
    return sdkGateway(() => client, false);
  }
  if (env.NODE_ENV === "production") return null;
  let simulator: { base: string; client: InvoiceApi } | undefined;
  return sdkGateway(() => {
    const base = selfUrl();
    if (!base) throw paymentsNotConfigured();
    if (simulator?.base !== base) {
      simulator = {
        base,
        client: new InvoiceApi({ secretKey: SIMULATOR_KEY, xenditURL: `${base}${SIMULATOR_PREFIX}` }),
      };
    }
    return simulator.client;
  }, true);
}

function sdkGateway(client: () => InvoiceApi, simulated: boolean): PaymentGateway {
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
  };
}

/**
 * Xendit down, slow or refusing the shop's request is not the customer's mistake: a 503 they may
 * retry (and Xendit retries a callback answered so), with Xendit's own error kept in the cause for the log.
 */
async function reachXendit<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const unavailable = new AppError("SERVICE_UNAVAILABLE", 503, {
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
