import rateLimit from "@fastify/rate-limit";
import { inArray, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DbOrTx } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "../lib/app-error";

/** What @fastify/rate-limit asks of a store: the count of a key within its window, and ms left of that window. */
type Count = { current: number; ttl: number };
type Answer = (error: Error | null, count?: Count) => void;

/**
 * Every rate limit of the app (sign-up, promo checks, catering, public order look-ups, logins) is an
 * @fastify/rate-limit limit counted in the database, so instances behind one address share their
 * counts (docs/decisions/0018-several-app-instances.md). Routes opt in with `config.rateLimit`.
 */
export const rateLimitPlugin = fp<{ db: Database }>(async (app: FastifyInstance, { db }) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
});

/**
 * A store for @fastify/rate-limit in the `rate_limits` table: one upsert per counted request, so
 * requests arriving at once through several instances all count. A route's limit counts under its
 * own method and path, so one address's sign-ups do not use up its promo checks.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(_settings?: unknown, prefix = "") {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then((count) => answer(null, count), answer);
    }

    read(key: string, answer: Answer): void {
      readCount(db, this.prefix + key).then((count) => answer(null, count), answer);
    }

    /** `settings`: the route's merged limit settings, its route under `routeInfo` (the typings say otherwise). */
    child(settings: unknown) {
      const route = (settings as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(settings, route?.url ? `${String(route.method)} ${route.url}|` : "");
    }
  };
}

const msLeft = sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`;

async function countHit(db: Database, key: string, windowMs: number): Promise<Count> {
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttl: msLeft });
  return { current: row!.hits, ttl: Math.ceil(Number(row!.ttl)) };
}

async function readCount(db: Database, key: string): Promise<Count> {
  const [row] = await db
    .select({ hits: rateLimits.hits, ttl: msLeft })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row ? { current: row.hits, ttl: Math.ceil(Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** Clears counts before their window ends (a successful login clears its account's failures). */
export async function forgetRateLimits(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Forgets windows that have ended (the maintenance timer); a key seen again starts afresh anyway. */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
