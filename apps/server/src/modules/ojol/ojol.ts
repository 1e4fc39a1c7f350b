import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../config/env";
import type { Database } from "../../db/client";
import { OjolInbox } from "./inbox";
import { PlatformCalls } from "./platform-calls";
import { SecretBox } from "./secret-box";

declare module "fastify" {
  interface FastifyInstance {
    ojol: Ojol;
  }
}

/**
 * The food platforms' side of the app (docs/decisions/0056-ojol-orders-in.md): the sealed secrets,
 * the inbox of webhooks and the queue of calls to the platforms, each worked off after its commit,
 * at start and by the minute job.
 */
export class Ojol {
  readonly box: SecretBox;
  readonly inbox: OjolInbox;
  readonly calls: PlatformCalls;

  constructor(db: Database, env: Env, log: FastifyBaseLogger) {
    this.box = new SecretBox(env.OJOL_SECRET_KEY);
    this.inbox = new OjolInbox(db, log);
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

  /** What a stop or a failed call left: stored webhooks processed, queued calls sent. */
  catchUp(): Promise<void> {
    return this.calls.running.track(
      this.inbox.running.track(this.inbox.processPending()).then(() => this.calls.sendPending()),
    );
  }

  /** Nothing under way any more: the app may close its database. */
  async idle(): Promise<void> {
    await this.inbox.running.idle();
    await this.calls.running.idle();
  }
}
