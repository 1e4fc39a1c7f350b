import type { OjolPlatform } from "@kedai/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../config/env";
import type { Database, Tx } from "../../db/client";
import { platformCalls, platformLinks } from "../../db/schema";
import { openLinkSecrets } from "./link-secrets";

type Link = typeof platformLinks.$inferSelect;
export type OutletCall = {
  action: string;
  method: "PUT" | "PATCH" | "POST";
  path: string;
  body: Record<string, unknown>;
};

/**
 * Whether Kedai may call the platform for this link: switched on, with the client id and secret the
 * platform gave (and OJOL_SECRET_KEY to open it). Otherwise nothing about it ever leaves Kedai.
 */
export function callsOut(env: Env, link: Link): boolean {
  return (
    link.enabled &&
    link.clientId !== "" &&
    Boolean(openLinkSecrets(env.OJOL_SECRET_KEY, link.secretsCipher).clientSecret)
  );
}

/**
 * Queues a call about the outlet (not an order) in the caller's transaction, sent after the
 * commit: one of the same link and action not sent yet is replaced, since the newer state is what
 * the platform must end with (a 'Habis' then 'Tersedia' in the same minute sends the last).
 */
export async function queueOutletCall(tx: Tx, linkId: string, call: OutletCall): Promise<void> {
  await tx
    .delete(platformCalls)
    .where(
      and(
        eq(platformCalls.linkId, linkId),
        eq(platformCalls.action, call.action),
        isNull(platformCalls.orderId),
        isNull(platformCalls.sentAt),
      ),
    );
  await tx.insert(platformCalls).values({ linkId, ...call });
}

type Token = { value: string; expiresAt: number };

/**
 * Kedai's access token to a platform, per link (its client id and secret), kept until a minute
 * before it expires: GrabFood's `POST /grabid/v1/oauth2/token` (JSON), GoBiz's
 * `POST /oauth2/token` (form, client id and secret by HTTP Basic). docs/decisions/0055 and 0062.
 */
async function requestToken(env: Env, link: Link): Promise<Token> {
  const secret = openLinkSecrets(env.OJOL_SECRET_KEY, link.secretsCipher).clientSecret ?? "";
  const response =
    link.platform === "grabfood"
      ? await fetch(new URL("grabid/v1/oauth2/token", `${env.GRAB_AUTH_URL}/`), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            client_id: link.clientId,
            client_secret: secret,
            grant_type: "client_credentials",
            scope: "food.partner_api",
          }),
          signal: AbortSignal.timeout(10_000),
        })
      : await fetch(new URL("oauth2/token", `${env.GOBIZ_AUTH_URL}/`), {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            authorization: `Basic ${Buffer.from(`${link.clientId}:${secret}`).toString("base64")}`,
          },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            scope: "gofood:catalog:write gofood:outlet:write",
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof answer.access_token !== "string") throw new Error("token endpoint answered no access_token");
  const lifetime = typeof answer.expires_in === "number" ? answer.expires_in : 3600;
  return { value: answer.access_token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 };
}

const apiBase = (env: Env, platform: OjolPlatform) => (platform === "grabfood" ? env.GRAB_API_URL : env.GOBIZ_API_URL);

/**
 * Sends the calls not sent yet, oldest first, each link's with its token: a 2xx marks it sent;
 * anything else (or no answer in 10 s) counts an attempt and keeps it for the next run (after the
 * next commit that queues one, or the minute job). One run at a time per app: a run asked for
 * while one is going runs again when it ends, so nothing queued meanwhile waits a minute.
 */
export class PlatformCallSender {
  private readonly tokens = new Map<string, Token>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a run (or asks the one going for another); resolves when the queue was gone through. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendAll().catch((err) => this.log.error({ err }, "ojol calls: run failed"));
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(): Promise<void> {
    const calls = await this.db
      .select()
      .from(platformCalls)
      .where(isNull(platformCalls.sentAt))
      .orderBy(asc(platformCalls.createdAt), asc(platformCalls.id));
    if (calls.length === 0) return;
    const links = await this.db
      .select()
      .from(platformLinks)
      .where(inArray(platformLinks.id, [...new Set(calls.map((call) => call.linkId))]));
    const linkOf = new Map(links.map((link) => [link.id, link]));
    for (const call of calls) {
      const link = linkOf.get(call.linkId);
      // A link switched off or stripped of its secret since: its calls wait until it is back.
      if (!link || !callsOut(this.env, link)) continue;
      const error = await this.send(link, call).catch((err: unknown) =>
        err instanceof Error ? err.message : String(err),
      );
      await this.db
        .update(platformCalls)
        .set(
          error === null
            ? { sentAt: new Date(), attempts: call.attempts + 1, lastError: null }
            : { attempts: call.attempts + 1, lastError: error },
        )
        .where(eq(platformCalls.id, call.id));
      if (error !== null) this.log.warn({ callId: call.id, action: call.action, error }, "ojol call not taken");
    }
  }

  /** null when the platform took it, else why not. */
  private async send(link: Link, call: typeof platformCalls.$inferSelect): Promise<string | null> {
    let token = this.tokens.get(link.id);
    if (!token || token.expiresAt <= Date.now()) {
      token = await requestToken(this.env, link);
      this.tokens.set(link.id, token);
    }
    const response = await fetch(new URL(call.path.replace(/^\//, ""), `${apiBase(this.env, link.platform)}/`), {
      method: call.method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token.value}` },
      body: call.body === null ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status === 401) this.tokens.delete(link.id);
    return response.ok ? null : `answered ${response.status}`;
  }
}
