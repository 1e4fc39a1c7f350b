import type { OjolPlatform } from "@kedai/shared";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { afterCommit } from "../../db/after-commit";
import type { Database, Tx } from "../../db/client";
import { databaseWorkForTheKitchen } from "../../db/database-turns";
import { platformLinks, platformWebhooks } from "../../db/schema";
import { gofoodNotification } from "./gofood/gofood-contract";
import { applyGofoodNotification } from "./gofood/gofood-orders";
import { grabOrderState, grabSubmitOrder } from "./grab/grab-contract";
import { applyGrabOrderState, applyGrabSubmitOrder } from "./grab/grab-orders";
import { Running } from "./running";

type WebhookRow = typeof platformWebhooks.$inferSelect;
export type StoredWebhook = { platform: OjolPlatform; kind: string; dedupeKey: string; linkId: string; body: string };

/** Who processes a database's stored webhooks once they commit (the app's OjolInbox). */
const processors = new WeakMap<Database, (id: string) => void>();

/**
 * Stores a verified webhook (docs/decisions/0056-ojol-orders-in.md): the platform is answered once
 * this commits, and the row is processed after the commit. The same webhook sent again (its
 * platform id already stored) stores nothing: answered false.
 */
export async function storeWebhook(db: Database, webhook: StoredWebhook): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(platformWebhooks)
      .values(webhook)
      .onConflictDoNothing()
      .returning({ id: platformWebhooks.id });
    if (stored) afterCommit(tx, (committed) => processors.get(committed)?.(stored.id));
    return stored !== undefined;
  });
}

/** A row tried this often is left for a person to look at, its last error kept. */
const MAX_ATTEMPTS = 20;

/**
 * Processes stored webhooks into orders: each row in a transaction of its own that holds the row
 * (two instances, or the start and a fresh webhook, never process one twice), its work in a
 * savepoint so a failure leaves nothing half-written and is recorded on the row for the next try.
 */
export class OjolInbox {
  /** What is being processed now (closing the app waits for it). */
  readonly running = new Running();

  constructor(
    private readonly db: Database,
    private readonly log: { warn: (obj: object, msg: string) => void },
    /** The business time zone: the day a completed order's sale counts on. */
    private readonly timeZone: string,
  ) {
    // Made ahead of the tills' queue (db/database-turns.ts): the platform has charged its customer and sent a driver.
    processors.set(db, (id) => void this.running.track(databaseWorkForTheKitchen(() => this.process(id))));
  }

  async process(id: string): Promise<void> {
    let failure: string | null = null;
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(platformWebhooks)
        .where(and(eq(platformWebhooks.id, id), isNull(platformWebhooks.processedAt)))
        .for("update", { skipLocked: true });
      if (!row) return;
      try {
        const orderId = await tx.transaction((work) => this.apply(work, row));
        await tx
          .update(platformWebhooks)
          .set({ processedAt: new Date(), attempts: row.attempts + 1, lastError: null, orderId })
          .where(eq(platformWebhooks.id, row.id));
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
        await tx
          .update(platformWebhooks)
          .set({ attempts: row.attempts + 1, lastError: failure.slice(0, 500) })
          .where(eq(platformWebhooks.id, row.id));
      }
    });
    if (failure) this.log.warn({ webhookId: id, err: failure }, "platform webhook not processed");
  }

  /** Every stored webhook not processed yet, oldest first: at start and by the minute job. */
  async processPending(): Promise<void> {
    const pending = await this.db
      .select({ id: platformWebhooks.id })
      .from(platformWebhooks)
      .where(and(isNull(platformWebhooks.processedAt), lt(platformWebhooks.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(platformWebhooks.receivedAt))
      .limit(200);
    for (const { id } of pending) await this.process(id);
  }

  /** What the webhook means for Kedai; answers the order it made or changed. */
  private async apply(tx: Tx, row: WebhookRow): Promise<string | null> {
    const [link] = row.linkId
      ? await tx.select().from(platformLinks).where(eq(platformLinks.id, row.linkId))
      : [undefined];
    if (!link) throw new Error("the webhook's link is gone");
    const body: unknown = JSON.parse(row.body);
    if (row.platform === "grabfood") {
      return row.kind === "submit-order"
        ? applyGrabSubmitOrder(this.db, tx, link, grabSubmitOrder.parse(body))
        : applyGrabOrderState(tx, grabOrderState.parse(body), this.timeZone);
    }
    return applyGofoodNotification(this.db, tx, link, gofoodNotification.parse(body), this.timeZone);
  }
}

/** How many stored webhooks wait to be processed (health, tests). */
export async function unprocessedWebhooks(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(platformWebhooks)
    .where(isNull(platformWebhooks.processedAt));
  return row?.count ?? 0;
}
