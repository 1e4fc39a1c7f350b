import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../config/env";
import type { Database } from "../../db/client";
import { DemoPlatforms } from "./demo-platforms";
import type { Deliver } from "./fakes/fake-platforms";
import { OjolInbox } from "./inbox";
import { syncOjolMenus } from "./menu-sync";
import { ojolSecretKey } from "./ojol-key";
import { PlatformCalls, type PlatformUrls } from "./platform-calls";
import { SecretBox } from "./secret-box";

/** The platforms' own addresses (docs/decisions/0055-ojol-platform-contracts.md). */
const PLATFORM_URLS: PlatformUrls = {
  grabApi: "https://partner-api.grab.com/grabfood",
  grabAuth: "https://api.grab.com",
  gobizApi: "https://api.gobiz.co.id",
  gobizAuth: "https://accounts.go-jek.com",
};

declare module "fastify" {
  interface FastifyInstance {
    ojol: Ojol;
  }
}

/**
 * The food platforms' side of the app (docs/decisions/0056-ojol-orders-in.md, 0057-ojol-menu-out.md):
 * the sealed secrets, the inbox of webhooks, the menus kept in step, and the one queue of calls to
 * the platforms (about orders and about outlets), each worked off after its commit, at start and
 * by the minute job.
 */
export class Ojol {
  readonly box: SecretBox;
  readonly inbox: OjolInbox;
  readonly calls: PlatformCalls;
  /** The demo's fake platforms: in demo mode with no platform address set, else null. */
  readonly demo: DemoPlatforms | null;

  constructor(
    private readonly db: Database,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
    /** How the demo's fakes reach this app. */
    deliver: Deliver,
  ) {
    this.box = new SecretBox(ojolSecretKey(env));
    this.inbox = new OjolInbox(db, log, env.BUSINESS_TIMEZONE);
    const set = [env.GRAB_API_URL, env.GRAB_AUTH_URL, env.GOBIZ_API_URL, env.GOBIZ_AUTH_URL].some(Boolean);
    this.demo = env.DEMO_MODE && !set ? new DemoPlatforms(deliver, log) : null;
    const demo = this.demo;
    const urls: PlatformUrls = {
      grabApi: env.GRAB_API_URL ?? PLATFORM_URLS.grabApi,
      grabAuth: env.GRAB_AUTH_URL ?? PLATFORM_URLS.grabAuth,
      gobizApi: env.GOBIZ_API_URL ?? PLATFORM_URLS.gobizApi,
      gobizAuth: env.GOBIZ_AUTH_URL ?? PLATFORM_URLS.gobizAuth,
    };
    this.calls = new PlatformCalls(db, this.box, demo ? () => demo.urls() : async () => urls, log);
  }

  /**
   * Brings every link's platform menu up to date (after a write that may sell an item out); what
   * it queues is sent after its commit. Never throws: a failure is logged and tried next minute.
   */
  syncMenus(): Promise<void> {
    return this.calls.running.track(
      syncOjolMenus(this.db, this.env, this.box).catch((err) => this.log.error({ err }, "ojol menu sync failed")),
    );
  }

  /**
   * The minute job and the start: stored webhooks processed, the menus brought up to date (a change
   * Kedai saw no request for, such as an ingredient running out with an order), queued calls sent.
   */
  catchUp(): Promise<void> {
    return this.calls.running.track(
      this.inbox.running
        .track(this.inbox.processPending())
        .then(() => this.syncMenus())
        .then(() => this.calls.sendPending()),
    );
  }

  /** Nothing under way any more. */
  async idle(): Promise<void> {
    await this.inbox.running.idle();
    await this.calls.running.idle();
  }

  /** The demo's fakes stopped and nothing under way: the app may close its database. */
  async close(): Promise<void> {
    // Calls under way reach the fakes before they stop; what their drivers were sending, after.
    await this.idle();
    await this.demo?.close();
    await this.idle();
  }
}
