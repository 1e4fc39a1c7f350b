import { OJOL_REJECT_REASON_LABELS, type OjolRejectReason } from "@kedai/shared";
import { and, asc, eq, exists, gt, isNotNull, isNull, lt, ne, not, or, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { afterCommit } from "../../db/after-commit";
import type { Database, Tx } from "../../db/client";
import { type orders, platformCalls, platformLinks } from "../../db/schema";
import { badRequest } from "../../lib/app-error";
import { GOFOOD_SCOPES, GOFOOD_TOKEN_PATH, type GofoodCancelOrder, gofoodOrderPath } from "./gofood/gofood-contract";
import {
  GRAB_CANCEL_CODES,
  GRAB_PATHS,
  type GrabAcceptOrder,
  type GrabCancelOrder,
  type GrabMarkOrder,
  type GrabTokenRequest,
} from "./grab/grab-contract";
import { Running } from "./running";
import type { SecretBox } from "./secret-box";

type Link = typeof platformLinks.$inferSelect;
type Order = Pick<typeof orders.$inferSelect, "id" | "platformOrderId" | "deliveryInfo">;
export type PlatformCallAction = "accept" | "reject" | "cancel" | "ready";
type Call = { method: "POST" | "PUT"; path: string; body: Record<string, unknown> | null };

/** The secrets a link keeps sealed: Kedai's to call the platform, the platform's to call Kedai. */
export type LinkSecrets = { clientSecret?: string; inboundSecret?: string };

/** A call about the outlet rather than an order (its menu, an item sold out, a pause). */
export type OutletCall = {
  action: string;
  method: "PUT" | "PATCH" | "POST";
  path: string;
  body: Record<string, unknown>;
};

/** The platforms' addresses (env; the tests', demo's and bench's point at the fakes). */
export type PlatformUrls = { grabApi: string; grabAuth: string; gobizApi: string; gobizAuth: string };
/** Where the addresses come from when a call is made (the demo's fakes start on the first call). */
export type PlatformUrlsOf = () => Promise<PlatformUrls>;

/** The call each platform documents for an action (docs/decisions/0055-ojol-platform-contracts.md). */
function callFor(link: Link, order: Order, action: PlatformCallAction, reason?: OjolRejectReason): Call | null {
  const orderID = order.platformOrderId ?? "";
  if (link.platform === "grabfood") {
    switch (action) {
      case "accept":
      case "reject":
        return {
          method: "POST",
          path: GRAB_PATHS.acceptReject,
          body: { orderID, toState: action === "accept" ? "Accepted" : "Rejected" } satisfies GrabAcceptOrder,
        };
      case "ready":
        return { method: "POST", path: GRAB_PATHS.markReady, body: { orderID, markStatus: 1 } satisfies GrabMarkOrder };
      case "cancel": {
        const cancelCode = reason && reason !== "OTHERS" ? GRAB_CANCEL_CODES[reason] : undefined;
        if (!cancelCode)
          throw badRequest("GrabFood tidak menerima 'Alasan lain' untuk pesanan yang sudah diterima.", "reason");
        return {
          method: "PUT",
          path: GRAB_PATHS.cancel,
          body: { orderID, merchantID: link.merchantRef, cancelCode } satisfies GrabCancelOrder,
        };
      }
    }
  }
  const orderType = order.deliveryInfo?.method === "pickup" ? "pickup" : "delivery";
  switch (action) {
    case "accept":
      return { method: "PUT", path: gofoodOrderPath(link.merchantRef, orderType, orderID, "accepted"), body: null };
    case "reject":
    case "cancel": {
      const code = reason ?? "OTHERS";
      return {
        method: "PUT",
        path: gofoodOrderPath(link.merchantRef, orderType, orderID, "cancelled"),
        body: {
          cancel_reason_code: code,
          cancel_reason_description: OJOL_REJECT_REASON_LABELS[code],
        } satisfies GofoodCancelOrder,
      };
    }
    // GoFood's ready call is not one Kedai uses (ADR 0055).
    case "ready":
      return null;
  }
}

/**
 * Whether Kedai may call the platform for this link: switched on, with the client id and secret the
 * platform gave (and OJOL_SECRET_KEY to open it). Otherwise nothing about it leaves Kedai: its
 * calls wait.
 */
export function callsOut(box: SecretBox, link: Link): boolean {
  return link.enabled && link.clientId !== "" && Boolean(box.open<LinkSecrets>(link.secretsCipher)?.clientSecret);
}

/** Not sent, and held by no sender (never, or its hold has run out). */
const free = () =>
  and(isNull(platformCalls.sentAt), or(isNull(platformCalls.leaseUntil), lt(platformCalls.leaseUntil, sql`now()`)));

/** The link's calls about the outlet with this action not sent yet: one state, newest wins. */
type CallColumns = Record<"linkId" | "action" | "orderId" | "sentAt", AnyPgColumn>;
const sameOutletCall = (calls: CallColumns, linkId: string | AnyPgColumn, action: string | AnyPgColumn) =>
  and(eq(calls.linkId, linkId), eq(calls.action, action), isNull(calls.orderId), isNull(calls.sentAt));

const sibling = alias(platformCalls, "sibling");

/** Another of the call's outlet state on its way to the platform now: this one waits for its answer. */
const siblingOnItsWay = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sibling)
      .where(
        and(
          sameOutletCall(sibling, platformCalls.linkId, platformCalls.action),
          ne(sibling.id, platformCalls.id),
          gt(sibling.leaseUntil, sql`now()`),
        ),
      ),
  );

/** Who sends a database's queued calls once they commit (the app's PlatformCalls). */
const senders = new WeakMap<Database, (callId: string) => void>();

/**
 * Queues what Kedai owes the platform about an order, in the transaction that decided it; sent
 * after the commit (never for a decision rolled back), and again by the minute job until the
 * platform takes it. One call per order and action.
 */
export async function queuePlatformCall(
  tx: Tx,
  link: Link,
  order: Order,
  what: { action: PlatformCallAction; reason?: OjolRejectReason },
): Promise<void> {
  const call = callFor(link, order, what.action, what.reason);
  if (!call) return;
  const [queued] = await tx
    .insert(platformCalls)
    .values({ linkId: link.id, orderId: order.id, action: what.action, ...call })
    .onConflictDoNothing()
    .returning({ id: platformCalls.id });
  if (queued) afterCommit(tx, (db) => senders.get(db)?.(queued.id));
}

/**
 * Queues a call about the outlet (not an order) in the caller's transaction, sent after the
 * commit. The newer state is what the platform must end with ('Habis' then 'Tersedia' in the same
 * minute ends available), so one of the same link and action not sent yet is replaced; one already
 * on its way is left to finish, and this one waits for it (see PlatformCalls.send).
 */
export async function queueOutletCall(tx: Tx, linkId: string, call: OutletCall): Promise<void> {
  await tx.delete(platformCalls).where(and(sameOutletCall(platformCalls, linkId, call.action), free()));
  const [queued] = await tx
    .insert(platformCalls)
    .values({ linkId, ...call })
    .returning({ id: platformCalls.id });
  if (queued) afterCommit(tx, (db) => senders.get(db)?.(queued.id));
}

/** How often a call is tried before it is left for a person to look at (its last error kept). */
const MAX_ATTEMPTS = 20;
/** A token is asked for again this long before the platform says it ends. */
const TOKEN_MARGIN_MS = 60_000;
/** A platform that does not answer within this is tried again later. */
const TIMEOUT_MS = 10_000;
/**
 * How long a sender holds a call it took: longer than asking for a token and making the call can
 * last (two timeouts), so a sender that died with the call in hand frees it for the next run.
 */
const LEASE_SECONDS = 30;

/**
 * Sends the queued calls with each link's OAuth token (client credentials; asked for once and
 * reused until it nearly ends), and tests a link's credentials. A link without credentials, or
 * switched off, sends nothing: its calls wait.
 */
export class PlatformCalls {
  private readonly tokens = new Map<string, { token: string; until: number }>();
  /** What is being sent now (closing the app waits for it). */
  readonly running = new Running();

  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly urls: PlatformUrlsOf,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {
    senders.set(db, (id) => void this.running.track(this.send(id)));
  }

  /** Asks the platform's token endpoint for a token with the link's credentials. */
  async token(link: Link): Promise<string> {
    const kept = this.tokens.get(link.id);
    if (kept && kept.until > Date.now()) return kept.token;
    const secret = this.box.open<LinkSecrets>(link.secretsCipher)?.clientSecret;
    if (!link.clientId || !secret) throw new Error("no client credentials");
    const urls = await this.urls();
    const response =
      link.platform === "grabfood"
        ? await fetch(new URL(GRAB_PATHS.token, urls.grabAuth), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              client_id: link.clientId,
              client_secret: secret,
              grant_type: "client_credentials",
              scope: "food.partner_api",
            } satisfies GrabTokenRequest),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          })
        : await fetch(new URL(GOFOOD_TOKEN_PATH, urls.gobizAuth), {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Basic ${Buffer.from(`${link.clientId}:${secret}`).toString("base64")}`,
            },
            body: new URLSearchParams({ grant_type: "client_credentials", scope: GOFOOD_SCOPES }).toString(),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const answer = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new Error("token endpoint answered no access_token");
    const lifetime = (answer.expires_in ?? 3600) * 1000;
    this.tokens.set(link.id, { token: answer.access_token, until: Date.now() + lifetime - TOKEN_MARGIN_MS });
    return answer.access_token;
  }

  /** Forgets a link's token (its credentials changed). */
  forget(linkId: string): void {
    this.tokens.delete(linkId);
  }

  /**
   * Sends one queued call; a failure is recorded on it, never thrown. The call is first taken in
   * one statement (held for LEASE_SECONDS): of two senders at once (the send after the commit and
   * the minute job, or two instances) only the one that took it sends it.
   */
  async send(callId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ link: platformLinks })
      .from(platformCalls)
      .innerJoin(platformLinks, eq(platformLinks.id, platformCalls.linkId))
      .where(and(eq(platformCalls.id, callId), free()));
    if (!row || !callsOut(this.box, row.link)) return false;
    const { link } = row;
    const [call] = await this.db
      .update(platformCalls)
      .set({ leaseUntil: sql`now() + ${LEASE_SECONDS}::int * interval '1 second'` })
      // Two states of one item never travel at once: they could reach the platform in either order.
      .where(
        and(eq(platformCalls.id, callId), free(), or(isNotNull(platformCalls.orderId), not(siblingOnItsWay(this.db)))),
      )
      .returning();
    if (!call) return false;
    const sent = await this.deliver(link, call);
    if (call.orderId === null) await this.sendWaitingAfter(call, sent);
    return sent;
  }

  /**
   * The outlet state queued while `call` was on its way goes now. A `call` that failed is dropped
   * if a newer state waits: sent again later, it would undo the newer one.
   */
  private async sendWaitingAfter(call: typeof platformCalls.$inferSelect, sent: boolean): Promise<void> {
    const waiting = await this.db
      .select({ id: platformCalls.id })
      .from(platformCalls)
      .where(and(sameOutletCall(platformCalls, call.linkId, call.action), ne(platformCalls.id, call.id)))
      .orderBy(asc(platformCalls.createdAt));
    if (waiting.length === 0) return;
    if (!sent) await this.db.delete(platformCalls).where(and(eq(platformCalls.id, call.id), free()));
    for (const { id } of waiting) await this.send(id);
  }

  /** Makes the call with the link's token; the outcome is recorded on it, never thrown. */
  private async deliver(link: Link, call: typeof platformCalls.$inferSelect): Promise<boolean> {
    try {
      const token = await this.token(link);
      const urls = await this.urls();
      const base = link.platform === "grabfood" ? urls.grabApi : urls.gobizApi;
      const response = await fetch(`${base.replace(/\/+$/, "")}${call.path}`, {
        method: call.method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: call.body ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.status === 401) this.forget(link.id);
      if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
      await this.db
        .update(platformCalls)
        .set({ sentAt: new Date(), attempts: call.attempts + 1, lastError: null, leaseUntil: null })
        .where(eq(platformCalls.id, call.id));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn(
        { callId: call.id, platform: link.platform, action: call.action, err: message },
        "platform call failed",
      );
      await this.db
        .update(platformCalls)
        .set({ attempts: call.attempts + 1, lastError: message.slice(0, 500), leaseUntil: null })
        .where(eq(platformCalls.id, call.id));
      return false;
    }
  }

  /** The calls not yet taken, oldest first (the minute job and the start). */
  async sendPending(): Promise<void> {
    const pending = await this.db
      .select({ id: platformCalls.id })
      .from(platformCalls)
      .where(and(free(), lt(platformCalls.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(platformCalls.createdAt))
      .limit(100);
    for (const { id } of pending) await this.send(id);
  }
}
