import sse from "@fastify/sse";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/client";
import { ORDER_EVENTS_CHANNEL } from "./order-events";

declare module "fastify" {
  interface FastifyInstance {
    orderEventFeed: OrderEventFeed;
  }
}

/**
 * One open stream's doorbell. `changed()` resolves true once something may have been recorded
 * since the last call (at once the first time), and false when the stream must end; `whenEnded`
 * settles then too.
 */
export class FeedSubscription {
  private woken = true;
  private ended = false;
  private waiting: ((more: boolean) => void) | undefined;
  private markEnded!: () => void;
  readonly whenEnded = new Promise<void>((resolve) => {
    this.markEnded = resolve;
  });

  constructor(private readonly onEnd: (subscription: FeedSubscription) => void) {}

  changed(): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    if (this.woken) {
      this.woken = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  wake(): void {
    this.settle(true);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this);
    this.markEnded();
    this.settle(false);
  }

  private settle(more: boolean): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(more);
    else if (more) this.woken = true;
  }
}

/**
 * Wakes this instance's open streams when an order event commits. The one LISTEN per instance
 * rings it; each stream then reads the new rows from the table itself, so a notification that
 * coalesces several commits, or arrives late, loses nothing.
 */
export class OrderEventFeed {
  private readonly subscriptions = new Set<FeedSubscription>();
  private readonly streams = new Set<Promise<unknown>>();
  private closed = false;

  /** Streams open on this instance (a client that leaves must not stay counted). */
  get open(): number {
    return this.subscriptions.size;
  }

  wake(): void {
    for (const subscription of this.subscriptions) subscription.wake();
  }

  /** Runs one stream with its subscription; it is ended when the feed closes. */
  async run(stream: (subscription: FeedSubscription) => Promise<void>): Promise<void> {
    const subscription = new FeedSubscription((ended) => this.subscriptions.delete(ended));
    if (this.closed) return;
    this.subscriptions.add(subscription);
    const running = stream(subscription).finally(() => subscription.end());
    this.streams.add(running);
    try {
      await running;
    } finally {
      this.streams.delete(running);
    }
  }

  /** Ends every open stream and waits until they have finished writing. */
  async close(): Promise<void> {
    this.closed = true;
    for (const subscription of this.subscriptions) subscription.end();
    await Promise.allSettled(this.streams);
  }
}

/**
 * Server-sent events and the order event feed: one LISTEN per app instance. Open streams are
 * ended before the server stops accepting, so a shutdown (or a test's app.close) never waits on
 * a screen that stays connected.
 */
export const orderEventsPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; heartbeatMs: number }) => {
    await app.register(sse, { heartbeatInterval: opts.heartbeatMs });
    const feed = new OrderEventFeed();
    const stopListening = await opts.database.listen(ORDER_EVENTS_CHANNEL, () => feed.wake());
    app.decorate("orderEventFeed", feed);
    app.addHook("preClose", () => feed.close());
    app.addHook("onClose", async () => {
      await stopListening().catch((err) => app.log.warn({ err }, "order events: unlisten failed"));
    });
  },
  { name: "order-events" },
);
