import { randomUUID } from "node:crypto";
import type { InvoiceStatus } from "@kedai/shared";
import type { FastifyPluginAsync } from "fastify";

type StoredInvoice = {
  id: string;
  externalId: string;
  amount: number;
  status: InvoiceStatus;
  description: string;
  payerEmail: string | undefined;
  items: { name: string; price: number; quantity: number }[];
  successRedirectUrl: string | undefined;
  failureRedirectUrl: string | undefined;
  invoiceUrl: string;
  expiresAt: Date;
  /** How the payer paid (Xendit's `payment_method`: QR_CODE, EWALLET, BANK_TRANSFER, ...), once paid. */
  paymentMethod: string | undefined;
  created: Date;
  updated: Date;
};

export type SimulatedInvoice = Readonly<StoredInvoice>;

/** A refund Xendit accepted: PENDING until its callback says SUCCEEDED or FAILED. */
type StoredRefund = {
  id: string;
  /** The invoice refunded, or "" for a QR payment's refund (`qrPaymentId`). */
  invoiceId: string;
  qrPaymentId?: string;
  referenceId: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  created: Date;
};

export type SimulatedRefund = Readonly<StoredRefund>;

/** The reasons Xendit's Refund API accepts. */
const REFUND_REASONS = ["FRAUDULENT", "DUPLICATE", "REQUESTED_BY_CUSTOMER", "CANCELLATION", "OTHERS"];
/** The invoice payment methods Xendit's Refund API can refund (docs/decisions/0049-refunds.md). */
const REFUNDABLE_METHODS = ["EWALLET", "CREDIT_CARD", "QR_CODE", "DIRECT_DEBIT", "PAYLATER"];

type CreateRefundRequest = {
  invoice_id?: unknown;
  reference_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  reason?: unknown;
};

/** What POST /refunds answers: the refund, or Xendit's error and its HTTP status. */
export type RefundAnswer = { refund: SimulatedRefund } | { status: number; error_code: string; message: string };

type StoredQrCode = {
  id: string;
  referenceId: string;
  amount: number;
  /** Xendit's QR status: ACTIVE until paid (a dynamic QR is paid once) or past its expiry. */
  status: "ACTIVE" | "INACTIVE";
  qrString: string;
  expiresAt: Date;
  created: Date;
  payments: { id: string; amount: number; status: "SUCCEEDED"; created: Date }[];
};

export type SimulatedQrCode = Readonly<StoredQrCode>;

/** A dynamic QR lives 30 minutes at Xendit unless `expires_at` says otherwise. */
const DEFAULT_QR_MINUTES = 30;

type CreateRequest = {
  external_id?: unknown;
  amount?: unknown;
  description?: unknown;
  payer_email?: unknown;
  items?: unknown;
  invoice_duration?: unknown;
  success_redirect_url?: unknown;
  failure_redirect_url?: unknown;
};

const DEFAULT_DURATION_SECONDS = 24 * 60 * 60;

/**
 * A stand-in for Xendit's invoice API, in memory: the demo's payment simulator and the tests' fake
 * Xendit both serve it, so the SDK is exercised exactly as against Xendit. Only the invoice calls
 * the shop makes exist; invoices are forgotten when the process ends.
 */
export class SimulatedXendit {
  private readonly invoices = new Map<string, StoredInvoice>();
  private readonly qrCodes = new Map<string, StoredQrCode>();
  private readonly refunds = new Map<string, StoredRefund>();
  private readonly unrefundable = new Set<string>();

  /** `checkoutUrl`: the page the customer is sent to for an invoice id. */
  constructor(private readonly checkoutUrl: (id: string, successRedirectUrl: string | undefined) => string) {}

  create(body: CreateRequest): StoredInvoice | null {
    if (typeof body.external_id !== "string" || typeof body.amount !== "number" || body.amount <= 0) return null;
    const id = `sim-${randomUUID()}`;
    const now = new Date();
    const duration = typeof body.invoice_duration === "number" ? body.invoice_duration : DEFAULT_DURATION_SECONDS;
    const successRedirectUrl = typeof body.success_redirect_url === "string" ? body.success_redirect_url : undefined;
    const invoice: StoredInvoice = {
      id,
      externalId: body.external_id,
      amount: body.amount,
      status: "PENDING",
      description: typeof body.description === "string" ? body.description : "",
      payerEmail: typeof body.payer_email === "string" ? body.payer_email : undefined,
      items: Array.isArray(body.items) ? body.items : [],
      successRedirectUrl,
      failureRedirectUrl: typeof body.failure_redirect_url === "string" ? body.failure_redirect_url : undefined,
      invoiceUrl: this.checkoutUrl(id, successRedirectUrl),
      expiresAt: new Date(now.getTime() + duration * 1000),
      paymentMethod: undefined,
      created: now,
      updated: now,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  get(id: string): SimulatedInvoice | undefined {
    return this.invoices.get(id);
  }

  /**
   * What the payer (or time) does to an invoice: only a PENDING one moves, like at Xendit. A paid
   * one was paid by `paymentMethod` (Xendit's names; the demo's simulator pays by QR_CODE).
   */
  settle(id: string, status: "PAID" | "EXPIRED", paymentMethod = "QR_CODE"): SimulatedInvoice | undefined {
    const invoice = this.invoices.get(id);
    if (invoice?.status === "PENDING") {
      Object.assign(invoice, {
        status,
        updated: new Date(),
        paymentMethod: status === "PAID" ? paymentMethod : undefined,
      });
    }
    return invoice;
  }

  /**
   * Xendit's POST /refunds for an invoice, as documented: a known paid invoice, a reason from the
   * list, IDR, at most what is left to refund, an idempotency key (the same key answers the refund
   * it first made, never a second one). A channel Xendit cannot refund (a virtual account) is refused.
   */
  createRefund(body: CreateRefundRequest, idempotencyKey: string | undefined): RefundAnswer {
    const invalid = (message: string) => ({ status: 400, error_code: "API_VALIDATION_ERROR", message });
    if (!idempotencyKey) return invalid("idempotency-key header is required");
    const earlier = [...this.refunds.values()].find((refund) => refund.idempotencyKey === idempotencyKey);
    if (earlier) return { refund: earlier };
    if (typeof body.invoice_id !== "string") return invalid("invoice_id is required");
    if (typeof body.reason !== "string" || !REFUND_REASONS.includes(body.reason)) return invalid("reason is invalid");
    if (body.currency !== undefined && body.currency !== "IDR") return invalid("currency is invalid");
    if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount <= 0) {
      return invalid("amount is invalid");
    }
    const invoice = this.invoices.get(body.invoice_id);
    if (!invoice) return { status: 404, error_code: "DATA_NOT_FOUND", message: "Invoice not found" };
    if (invoice.status !== "PAID" && invoice.status !== "SETTLED") {
      return { status: 400, error_code: "INELIGIBLE_TRANSACTION", message: "Invoice is not paid" };
    }
    if (!REFUNDABLE_METHODS.includes(invoice.paymentMethod ?? "QR_CODE") || this.unrefundable.has(invoice.id)) {
      return { status: 400, error_code: "REFUND_NOT_SUPPORTED", message: "Refund is not supported for this channel" };
    }
    const refunded = this.refundsOf(invoice.id)
      .filter((refund) => refund.status !== "FAILED")
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (body.amount > invoice.amount - refunded) {
      return { status: 400, error_code: "MAXIMUM_REFUND_AMOUNT_REACHED", message: "Refund amount exceeds payment" };
    }
    const refund: StoredRefund = {
      id: `rfd-sim-${randomUUID()}`,
      invoiceId: invoice.id,
      referenceId: typeof body.reference_id === "string" ? body.reference_id : "",
      amount: body.amount,
      reason: body.reason,
      idempotencyKey,
      status: "PENDING",
      created: new Date(),
    };
    this.refunds.set(refund.id, refund);
    return { refund };
  }

  /** A payment Xendit cannot refund although its channel usually can (a QRIS issuer outside Xendit's list). */
  refuseRefunds(invoiceOrQrPaymentId: string) {
    this.unrefundable.add(invoiceOrQrPaymentId);
  }

  /**
   * Xendit's POST /qr_codes/payments/{id}/refunds for a QR payment: a SUCCEEDED payment the store
   * took, an optional reason from the list, at most what is left to refund (all of it when no amount
   * is given), the idempotency key answering the refund it first made. An issuer outside Xendit's
   * QRIS refund list (`refuseRefunds`) is refused.
   */
  refundQrPayment(
    paymentId: string,
    body: { amount?: unknown; reason?: unknown },
    idempotencyKey: string | undefined,
  ): RefundAnswer {
    const invalid = (message: string) => ({ status: 400, error_code: "API_VALIDATION_ERROR", message });
    const earlier = [...this.refunds.values()].find(
      (refund) => idempotencyKey && refund.idempotencyKey === idempotencyKey,
    );
    if (earlier) return { refund: earlier };
    const payment = [...this.qrCodes.values()].flatMap((qr) => qr.payments).find((paid) => paid.id === paymentId);
    if (!payment) return { status: 404, error_code: "DATA_NOT_FOUND", message: "Payment not found" };
    if (body.reason !== undefined && (typeof body.reason !== "string" || !REFUND_REASONS.includes(body.reason))) {
      return invalid("reason is invalid");
    }
    const refunded = this.refundsOfQrPayment(paymentId)
      .filter((refund) => refund.status !== "FAILED")
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? payment.amount - refunded : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) return invalid("amount is invalid");
    if (this.unrefundable.has(paymentId)) {
      return { status: 400, error_code: "REFUND_NOT_SUPPORTED", message: "Refund is not supported for this issuer" };
    }
    if (amount > payment.amount - refunded) {
      return { status: 400, error_code: "MAXIMUM_REFUND_AMOUNT_REACHED", message: "Refund amount exceeds payment" };
    }
    const refund: StoredRefund = {
      id: `qrrf_sim-${randomUUID()}`,
      invoiceId: "",
      qrPaymentId: paymentId,
      referenceId: "",
      amount,
      reason: typeof body.reason === "string" ? body.reason : "OTHERS",
      idempotencyKey: idempotencyKey ?? "",
      status: "PENDING",
      created: new Date(),
    };
    this.refunds.set(refund.id, refund);
    return { refund };
  }

  refundsOfQrPayment(paymentId: string): SimulatedRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.qrPaymentId === paymentId);
  }

  /** Xendit finishing a refund: only a PENDING one moves. */
  finishRefund(id: string, status: "SUCCEEDED" | "FAILED"): SimulatedRefund | undefined {
    const refund = this.refunds.get(id);
    if (refund?.status === "PENDING") refund.status = status;
    return refund;
  }

  refundsOf(invoiceId: string): SimulatedRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.invoiceId === invoiceId);
  }

  /** Changes what the API answers about an invoice, as a test's tampered or later Xendit would. */
  override(id: string, changes: Partial<Pick<StoredInvoice, "status" | "amount" | "externalId" | "expiresAt">>) {
    const invoice = this.invoices.get(id);
    if (invoice) Object.assign(invoice, changes, { updated: new Date() });
  }

  all(): SimulatedInvoice[] {
    return [...this.invoices.values()];
  }

  createQrCode(body: CreateQrRequest): StoredQrCode | null {
    if (typeof body.reference_id !== "string" || body.type !== "DYNAMIC" || body.currency !== "IDR") return null;
    if (typeof body.amount !== "number" || body.amount <= 0) return null;
    const now = new Date();
    const expiresAt =
      typeof body.expires_at === "string" && !Number.isNaN(Date.parse(body.expires_at))
        ? new Date(body.expires_at)
        : new Date(now.getTime() + DEFAULT_QR_MINUTES * 60_000);
    const id = `qr_sim-${randomUUID()}`;
    const qrCode: StoredQrCode = {
      id,
      referenceId: body.reference_id,
      amount: body.amount,
      status: "ACTIVE",
      // Not a payable QRIS: the demo's code only has to scan as something recognisable.
      qrString: `SIMULASI-QRIS|${id}|${body.amount}`,
      expiresAt,
      created: now,
      payments: [],
    };
    this.qrCodes.set(id, qrCode);
    return qrCode;
  }

  /** The QR code as Xendit would answer now: past its expiry it is INACTIVE. */
  qrCode(id: string): SimulatedQrCode | undefined {
    const qrCode = this.qrCodes.get(id);
    if (qrCode?.status === "ACTIVE" && qrCode.expiresAt.getTime() <= Date.now()) qrCode.status = "INACTIVE";
    return qrCode;
  }

  /** A customer pays a QR code: only an ACTIVE one takes money, and a dynamic one only once. */
  payQrCode(id: string): SimulatedQrCode | undefined {
    const qrCode = this.qrCode(id);
    if (qrCode?.status !== "ACTIVE") return undefined;
    const stored = this.qrCodes.get(id) as StoredQrCode;
    stored.payments.push({
      id: `qrpy_sim-${randomUUID()}`,
      amount: stored.amount,
      status: "SUCCEEDED",
      created: new Date(),
    });
    stored.status = "INACTIVE";
    return stored;
  }

  /** Changes what the API answers about a QR code, as a test's later Xendit would (e.g. its expiry). */
  overrideQrCode(id: string, changes: Partial<Pick<StoredQrCode, "expiresAt" | "amount">>) {
    const qrCode = this.qrCodes.get(id);
    if (qrCode) Object.assign(qrCode, changes);
  }

  allQrCodes(): SimulatedQrCode[] {
    return [...this.qrCodes.values()];
  }
}

type CreateQrRequest = {
  reference_id?: unknown;
  type?: unknown;
  currency?: unknown;
  amount?: unknown;
  expires_at?: unknown;
};

/** A QR code in Xendit's JSON (api-version 2022-07-31). */
function asXenditQrJson(qrCode: SimulatedQrCode) {
  return {
    id: qrCode.id,
    reference_id: qrCode.referenceId,
    business_id: "simulasi",
    type: "DYNAMIC",
    currency: "IDR",
    amount: qrCode.amount,
    channel_code: "ID_DANA",
    status: qrCode.status,
    qr_string: qrCode.qrString,
    expires_at: qrCode.expiresAt.toISOString(),
    created: qrCode.created.toISOString(),
    updated: qrCode.created.toISOString(),
    metadata: null,
  };
}

/** A QR code's payments in Xendit's JSON. */
const asXenditQrPayments = (qrCode: SimulatedQrCode) => ({
  data: qrCode.payments.map((payment) => ({
    id: payment.id,
    qr_id: qrCode.id,
    reference_id: qrCode.referenceId,
    currency: "IDR",
    amount: payment.amount,
    status: payment.status,
    created: payment.created.toISOString(),
  })),
  has_more: false,
});

/** An invoice in Xendit's JSON, with every field the SDK's parser reads (its `available_*` lists must be arrays). */
function asXenditJson(invoice: SimulatedInvoice) {
  return {
    id: invoice.id,
    external_id: invoice.externalId,
    user_id: "simulasi",
    status: invoice.status,
    merchant_name: "Simulasi",
    merchant_profile_picture_url: "",
    amount: invoice.amount,
    description: invoice.description,
    payer_email: invoice.payerEmail,
    expiry_date: invoice.expiresAt.toISOString(),
    invoice_url: invoice.invoiceUrl,
    available_banks: [],
    available_retail_outlets: [],
    available_ewallets: [],
    available_qr_codes: [],
    available_direct_debits: [],
    available_paylaters: [],
    should_send_email: false,
    success_redirect_url: invoice.successRedirectUrl,
    failure_redirect_url: invoice.failureRedirectUrl,
    currency: "IDR",
    items: invoice.items,
    ...(invoice.status === "PAID" || invoice.status === "SETTLED"
      ? { payment_method: invoice.paymentMethod ?? "QR_CODE" }
      : {}),
    created: invoice.created.toISOString(),
    updated: invoice.updated.toISOString(),
  };
}

const notFoundAnswer = { error_code: "INVOICE_NOT_FOUND_ERROR", message: "Invoice not found" };
const qrNotFoundAnswer = { error_code: "DATA_NOT_FOUND", message: "QR code not found" };

/** A refund in Xendit's JSON (the Refund API's answer and its callback's `data`). */
export function asXenditRefundJson(refund: SimulatedRefund) {
  return {
    id: refund.id,
    payment_request_id: null,
    invoice_id: refund.invoiceId,
    amount: refund.amount,
    payment_method_type: "QR_CODE",
    channel_code: "QRIS",
    currency: "IDR",
    status: refund.status,
    reason: refund.reason,
    reference_id: refund.referenceId,
    failure_code: refund.status === "FAILED" ? "REFUND_FAILED" : null,
    refund_fee_amount: null,
    created: refund.created.toISOString(),
    updated: refund.created.toISOString(),
    metadata: null,
  };
}

/**
 * Xendit's invoice endpoints over `store` (create, read, expire), as the SDK calls them, its Refund
 * API (create), and its QR code endpoints (create, payments, test-mode payment, a payment's refund) as the gateway calls them. Not part
 * of Kedai's API: hidden from /api/docs, and answering in Xendit's shapes.
 */
export const simulatedXenditApi: FastifyPluginAsync<{ store: SimulatedXendit }> = async (api, { store }) => {
  const config = { access: "public", csrf: false } as const;
  const schema = { hide: true };
  api.post<{ Body: CreateRequest }>("/v2/invoices", { config, schema }, async (request, reply) => {
    const invoice = store.create(request.body ?? {});
    if (!invoice) return reply.status(400).send({ error_code: "API_VALIDATION_ERROR", message: "Invalid invoice" });
    return asXenditJson(invoice);
  });
  api.get<{ Params: { id: string } }>("/v2/invoices/:id", { config, schema }, async (request, reply) => {
    const invoice = store.get(request.params.id);
    return invoice ? asXenditJson(invoice) : reply.status(404).send(notFoundAnswer);
  });
  api.post<{ Params: { id: string } }>("/invoices/:id/expire!", { config, schema }, async (request, reply) => {
    const invoice = store.settle(request.params.id, "EXPIRED");
    return invoice ? asXenditJson(invoice) : reply.status(404).send(notFoundAnswer);
  });
  api.post<{ Body: CreateRefundRequest }>("/refunds", { config, schema }, async (request, reply) => {
    const key = request.headers["idempotency-key"];
    const answer = store.createRefund(request.body ?? {}, typeof key === "string" ? key : undefined);
    if ("refund" in answer) return asXenditRefundJson(answer.refund);
    const { status, ...error } = answer;
    return reply.status(status).send(error);
  });
  api.post<{ Params: { id: string }; Body: { amount?: unknown; reason?: unknown } }>(
    "/qr_codes/payments/:id/refunds",
    { config, schema },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      const answer = store.refundQrPayment(
        request.params.id,
        request.body ?? {},
        typeof key === "string" ? key : undefined,
      );
      if ("refund" in answer) {
        const { refund } = answer;
        return {
          id: refund.id,
          payment_id: refund.qrPaymentId,
          currency: "IDR",
          amount: refund.amount,
          reason: refund.reason,
          status: refund.status,
          created: refund.created.toISOString(),
        };
      }
      const { status, ...error } = answer;
      return reply.status(status).send(error);
    },
  );
  api.post<{ Body: CreateQrRequest }>("/qr_codes", { config, schema }, async (request, reply) => {
    const qrCode = store.createQrCode(request.body ?? {});
    if (!qrCode) return reply.status(400).send({ error_code: "API_VALIDATION_ERROR", message: "Invalid QR code" });
    return asXenditQrJson(qrCode);
  });
  api.get<{ Params: { id: string } }>("/qr_codes/:id/payments", { config, schema }, async (request, reply) => {
    const qrCode = store.qrCode(request.params.id);
    return qrCode ? asXenditQrPayments(qrCode) : reply.status(404).send(qrNotFoundAnswer);
  });
  api.post<{ Params: { id: string } }>(
    "/qr_codes/:id/payments/simulate",
    { config, schema },
    async (request, reply) => {
      const qrCode = store.qrCode(request.params.id);
      if (!qrCode) return reply.status(404).send(qrNotFoundAnswer);
      const paid = store.payQrCode(qrCode.id);
      if (!paid) return reply.status(400).send({ error_code: "INACTIVE_QR_CODE", message: "QR code is inactive" });
      return asXenditQrPayments(paid).data.at(-1);
    },
  );
};
