import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../config/env";
import type { Database } from "../../db/client";
import { syncOjolMenus } from "./menu-sync";
import { PlatformCallSender } from "./platform-calls";

/**
 * The app's link to the platforms' menus: `sync()` brings every link up to date with the menu and
 * sends what that queued (the minute job, and after a write that may sell an item out); `send()`
 * sends what is queued (after a commit that queued a call). Neither throws: a failure is logged
 * and the calls stay queued for the next run.
 */
export class OjolMenu {
  private readonly sender: PlatformCallSender;

  constructor(
    private readonly db: Database,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sender = new PlatformCallSender(db, env, log);
  }

  send(): Promise<void> {
    return this.sender.flush();
  }

  async sync(): Promise<void> {
    try {
      await syncOjolMenus(this.db, this.env);
    } catch (err) {
      this.log.error({ err }, "ojol menu sync failed");
    }
    await this.send();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    ojolMenu: OjolMenu;
  }
}
