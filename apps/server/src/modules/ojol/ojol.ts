import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../config/env";
import type { Database } from "../../db/client";
import { OjolInbox } from "./inbox";
import { syncOjolMenus } from "./menu-sync";
import { PlatformCalls } from "./platform-calls";
import { SecretBox } from "./secret-box";

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

  constructor(
    private readonly db: Database,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
  ) {
    this.box = new SecretBox(env.OJOL_SECRET_KEY);
    this.inbox = new OjolInbox(db, log, env.BUSINESS_TIMEZONE);
    this.calls = new PlatformCalls(
      db,
      this.box,
      {
        grabApi: env.GRAB_API_URL,
        grabAuth: env.GRAB_AUTH_URL,
        gobizApi: env.GOBIZ_API_URL,
        gobizAuth: env.GOBIZ_AUTH_URL,
      },
      log,
    );
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

  /** Nothing under way any more: the app may close its database. */
  async idle(): Promise<void> {
    await this.inbox.running.idle();
    await this.calls.running.idle();
  }
}
