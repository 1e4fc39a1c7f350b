import Fastify, { type FastifyInstance } from "fastify";
import type { GofoodNotification } from "../gofood/gofood-contract";
import type { GrabOrderState, GrabSubmitOrder } from "../grab/grab-contract";
import { goSignature } from "../secret-box";

/*
 * Small fakes of GrabFood and GoFood (docs/decisions/0055-ojol-platform-contracts.md) for the
 * tests, the demo and the bench: HTTP servers on 127.0.0.1 that serve each platform's token
 * endpoint and the calls Kedai makes (recorded for the test to read), and send Kedai the
 * platform's webhooks the way the platform does (GrabFood: token first, then the bearer token;
 * GoFood: signed with X-Go-Signature). Point Kedai at them with GRAB_API_URL, GRAB_AUTH_URL,
 * GOBIZ_API_URL and GOBIZ_AUTH_URL.
 */

/** A call Kedai made to a fake. */
export type RecordedCall = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  /** The calls to its path still unanswered when it arrived: two at once may be applied in either order. */
  alongside: number;
};

/** How a fake reaches Kedai: `fetch` to a running server, or a test's app.inject. */
export type Deliver = (
  path: string,
  request: { headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: string }>;

export const deliverOver =
  (baseUrl: string): Deliver =>
  async (path, { headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body });
    return { status: response.status, body: await response.text() };
  };

/**
 * The credentials each fake knows unless told others: the tests' links and the demo's (seed/demo-ojol.ts)
 * are saved with these.
 */
export const FAKE_CREDENTIALS = {
  grabfood: {
    clientId: "kedai-client",
    clientSecret: "kedai-secret",
    partnerClientId: "grab-partner",
    partnerClientSecret: "grab-partner-secret",
  },
  gofood: {
    clientId: "kedai-gobiz",
    clientSecret: "kedai-gobiz-secret",
    notificationSecret: "gofood-notification-secret",
  },
} as const;

abstract class FakePlatform {
  readonly calls: RecordedCall[] = [];
  /** The next n calls (not the token endpoint) answer 503: a platform that is down. */
  failNext = 0;
  /** How long the platform takes to answer a call (not the token endpoint): a slow platform. */
  delayMs = 0;
  /** By path, the calls not answered yet. */
  private readonly unanswered = new Map<string, number>();
  /** Told of every call the platform takes (the demo's driver reacts to them). */
  onCall: ((call: RecordedCall) => void) | undefined;
  protected readonly server: FastifyInstance = Fastify({ logger: false });
  protected readonly tokens = new Set<string>();
  url = "";

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {
    // GoFood's documented calls send the JSON content type with no body (accept).
    this.server.removeContentTypeParser("application/json");
    this.server.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, body === "" ? null : JSON.parse(String(body)));
      } catch (err) {
        done(err as Error, undefined);
      }
    });
    this.server.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  async start(): Promise<this> {
    this.url = await this.server.listen({ host: "127.0.0.1", port: 0 });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  protected issueToken(): string {
    const token = `fake-${this.tokens.size + 1}-${Math.random().toString(36).slice(2)}`;
    this.tokens.add(token);
    return token;
  }

  /**
   * Records a call with a token this fake issued, after the platform's delay; answers the refusal
   * (401 unknown token, 503 down), or 0 when the call is taken.
   */
  protected async record(request: { method: string; url: string; body: unknown; headers: Record<string, unknown> }) {
    const authorization = typeof request.headers.authorization === "string" ? request.headers.authorization : undefined;
    const known = !!authorization && this.tokens.has(authorization.replace(/^Bearer /, ""));
    if (!known) return 401;
    const call = {
      method: request.method,
      path: request.url,
      body: request.body ?? null,
      authorization,
      alongside: this.unanswered.get(request.url) ?? 0,
    };
    this.calls.push(call);
    this.unanswered.set(request.url, call.alongside + 1);
    try {
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.failNext > 0) {
        this.failNext--;
        return 503;
      }
      this.onCall?.(call);
      return 0;
    } finally {
      this.unanswered.set(request.url, (this.unanswered.get(request.url) ?? 1) - 1);
    }
  }

  /** The calls to `path` so far. */
  callsTo(path: string | RegExp): RecordedCall[] {
    return this.calls.filter((call) => (typeof path === "string" ? call.path === path : path.test(call.path)));
  }
}

/**
 * GrabFood: its token endpoint, accept/reject, mark ready and cancel, and the menu side (item
 * availability, menu notification, pause store); sends Submit order and Push order state.
 */
export class FakeGrab extends FakePlatform {
  constructor(
    clientId: string = FAKE_CREDENTIALS.grabfood.clientId,
    clientSecret: string = FAKE_CREDENTIALS.grabfood.clientSecret,
    /** The credentials Kedai gave GrabFood for Kedai's own token endpoint. */
    readonly partnerClientId: string = FAKE_CREDENTIALS.grabfood.partnerClientId,
    readonly partnerClientSecret: string = FAKE_CREDENTIALS.grabfood.partnerClientSecret,
  ) {
    super(clientId, clientSecret);
    this.server.post("/grabid/v1/oauth2/token", async (request, reply) => {
      const body = request.body as Record<string, string>;
      if (body.client_id !== this.clientId || body.client_secret !== this.clientSecret)
        return reply.code(401).send({ error: "invalid_client" });
      return { access_token: this.issueToken(), token_type: "Bearer", expires_in: 604799 };
    });
    const call =
      (answer: (reply: import("fastify").FastifyReply) => unknown) =>
      async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
        const refusal = await this.record(request);
        if (refusal) return reply.code(refusal).send({ message: "refused" });
        return answer(reply);
      };
    this.server.post(
      "/partner/v1/order/prepare",
      call((reply) => reply.code(204).send()),
    );
    this.server.post(
      "/partner/v1/orders/mark",
      call((reply) => reply.code(204).send()),
    );
    this.server.put(
      "/partner/v1/order/cancel",
      call((reply) => reply.code(200).send({ limitType: "not approaching limit", limitTimes: 0 })),
    );
    for (const [method, path] of [
      ["PUT", "/partner/v1/menu"],
      ["POST", "/partner/v1/merchant/menu/notification"],
      ["PUT", "/partner/v1/merchant/pause"],
    ] as const) {
      this.server.route({ method, url: path, handler: call((reply) => reply.code(204).send()) });
    }
  }

  /** Gets Kedai's token with the partner credentials, as GrabFood does before a webhook. */
  async partnerToken(deliver: Deliver): Promise<string> {
    const answer = await deliver("/api/ojol/grab/token", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: this.partnerClientId,
        client_secret: this.partnerClientSecret,
        grant_type: "client_credentials",
        scope: "food.partner_api",
      }),
    });
    if (answer.status !== 200) throw new Error(`Kedai's token endpoint answered ${answer.status}`);
    return (JSON.parse(answer.body) as { access_token: string }).access_token;
  }

  /** Sends *Submit order* (or any body, to test refusals) with a bearer token. */
  async submitOrder(deliver: Deliver, order: GrabSubmitOrder | string, token?: string) {
    return this.webhook(deliver, "/api/ojol/grab/orders", order, token);
  }

  async pushState(deliver: Deliver, state: GrabOrderState, token?: string) {
    return this.webhook(deliver, "/api/ojol/grab/order-state", state, token);
  }

  private async webhook(deliver: Deliver, path: string, body: unknown, token?: string) {
    const bearer = token ?? (await this.partnerToken(deliver));
    return deliver(path, {
      headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
}

/** A GrabFood *Submit order* for a test or the demo (IDR, exponent 2 as the document says for Indonesia). */
export function grabOrder(
  merchantID: string,
  orderID: string,
  items: { id: string; quantity: number; price: number; modifiers?: { id: string; price: number }[] }[],
  accepted: "AUTO" | "MANUAL" = "MANUAL",
): GrabSubmitOrder {
  const minor = (rupiah: number) => rupiah * 100;
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    orderID,
    shortOrderNumber: `GF-${orderID.slice(-3)}`,
    merchantID,
    partnerMerchantID: merchantID,
    paymentType: "CASHLESS",
    cutlery: false,
    orderTime: new Date().toISOString(),
    currency: { code: "IDR", symbol: "Rp", exponent: 2 },
    featureFlags: { orderAcceptedType: accepted, orderType: "DeliveredByGrab", isMexEditOrder: false },
    items: items.map((item) => ({
      id: item.id,
      grabItemID: `IDGFSTI-${item.id}`,
      quantity: item.quantity,
      price: minor(item.price),
      tax: 0,
      specifications: "",
      modifiers: (item.modifiers ?? []).map((modifier) => ({
        id: modifier.id,
        price: minor(modifier.price),
        tax: 0,
        quantity: 1,
      })),
    })),
    price: { subtotal: minor(subtotal), eaterPayment: minor(subtotal), deliveryFee: 0, tax: 0 },
    receiver: { name: "Budi" },
  } as GrabSubmitOrder;
}

/** GoFood: its token endpoint, the order acceptance calls, catalog push and force close; sends signed notifications. */
export class FakeGofood extends FakePlatform {
  constructor(
    clientId: string = FAKE_CREDENTIALS.gofood.clientId,
    clientSecret: string = FAKE_CREDENTIALS.gofood.clientSecret,
    readonly notificationSecret: string = FAKE_CREDENTIALS.gofood.notificationSecret,
  ) {
    super(clientId, clientSecret);
    this.server.post("/oauth2/token", async (request, reply) => {
      const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64");
      const body = request.body as Record<string, string>;
      if (request.headers.authorization !== `Basic ${basic}` || body.grant_type !== "client_credentials")
        return reply.code(401).send({ error: "invalid_client" });
      return { access_token: this.issueToken(), token_type: "bearer", expires_in: 3599, scope: body.scope };
    });
    const call = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
      const refusal = await this.record(request);
      if (refusal) return reply.code(refusal).send({ success: false });
      return { success: true, data: {} };
    };
    this.server.put("/integrations/gofood/outlets/:outlet/v1/orders/:type/:order/:action", call);
    this.server.put("/integrations/gofood/outlets/:outlet/v1/catalog", call);
    this.server.patch("/integrations/gofood/outlets/:outlet/v1/properties", call);
  }

  /** Sends a notification signed with `secret` (default: the right one). */
  notify(
    deliver: Deliver,
    linkId: string,
    notification: GofoodNotification | string,
    secret = this.notificationSecret,
  ) {
    const body = typeof notification === "string" ? notification : JSON.stringify(notification);
    return deliver(`/api/ojol/gofood/${linkId}/notifications`, {
      headers: { "content-type": "application/json", "x-go-signature": goSignature(secret, body) },
      body,
    });
  }
}

/** A gofood.order.* notification in the documented shape (*Event List*). */
export function gofoodNotificationOf(
  event: string,
  outletId: string,
  orderNumber: string,
  items: {
    external_id: string;
    quantity: number;
    /** One item with its variants, as GoFood charges it. */
    price: number;
    name?: string;
    notes?: string;
    variants?: { external_id: string; name?: string }[];
  }[] = [],
  extra: { driver?: string; cancelReason?: string; eventId?: string } = {},
): GofoodNotification {
  return {
    header: { event_name: event, event_id: extra.eventId ?? `${event}:${orderNumber}` },
    body: {
      service_type: "gofood",
      outlet: { id: outletId },
      customer: { name: "Siti" },
      driver: extra.driver ? { name: extra.driver } : null,
      order: {
        order_number: orderNumber,
        order_total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        currency: "IDR",
        ...(extra.cancelReason ? { cancellation_detail: { reason: extra.cancelReason } } : {}),
        order_items: items.map((item, i) => ({ id: `gf-${i}`, name: item.name ?? `Menu ${i + 1}`, ...item })),
      },
    },
  };
}
