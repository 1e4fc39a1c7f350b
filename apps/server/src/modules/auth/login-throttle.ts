import { inArray, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { loginFailures } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * Slows password guessing without locking out a busy till: only FAILED logins count, and a
 * successful login clears its account's counts. Three counts per attempt, each over a one-minute
 * window: one address on one account (10 failures: one guesser), one address on any account (30:
 * one machine trying many accounts) and one account from any address (30: many machines on one
 * account). When a count is full, every attempt it covers (even the right password) waits until its
 * window ends. The counts live in the database, so guesses spread over several app instances add
 * up. A login costs one read more; only a failure, or a success after failures, writes.
 */
const WINDOW_MS = 60_000;

type Counter = { key: string; max: number };

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The count of one address on one account (the usual guesser), by its stored key. */
  static key(address: string, username: string): string {
    return `pair:${address}|${normalise(username)}`;
  }

  private static counters(address: string, username: string): Counter[] {
    return [
      { key: LoginThrottle.key(address, username), max: 10 },
      { key: `address:${address}`, max: 30 },
      { key: `account:${normalise(username)}`, max: 30 },
    ];
  }

  /**
   * Runs one login attempt under the throttle: refused with 429 while one of its counts is full,
   * counted when it fails with wrong credentials, and clearing its account's counts when it succeeds.
   */
  async attempt<T>(address: string, username: string, login: () => Promise<T>): Promise<T> {
    const counters = LoginThrottle.counters(address, username);
    const entries = await this.db
      .select({ key: loginFailures.key, failures: loginFailures.failures, resetAt: loginFailures.resetAt })
      .from(loginFailures)
      .where(
        inArray(
          loginFailures.key,
          counters.map((c) => c.key),
        ),
      );
    const msLeft = Math.max(
      0,
      ...entries
        .filter((entry) => entry.failures >= counters.find((c) => c.key === entry.key)!.max)
        .map((entry) => entry.resetAt.getTime() - this.now()),
    );
    if (msLeft > 0) throw new AppError("RATE_LIMITED", 429, { retryAfterSeconds: Math.ceil(msLeft / 1000) });
    try {
      const result = await login();
      // The address's count stays: signing in to one's own account must not reset a sweep over others.
      const cleared = entries.map((e) => e.key).filter((key) => !key.startsWith("address:"));
      if (cleared.length) await this.db.delete(loginFailures).where(inArray(loginFailures.key, cleared));
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") {
        await this.recordFailure(counters.map((c) => c.key));
      }
      throw error;
    }
  }

  /** One statement, so failures arriving at once through several instances all count. */
  private async recordFailure(keys: string[]): Promise<void> {
    const now = this.now();
    const expired = sql`${loginFailures.resetAt} <= ${new Date(now).toISOString()}::timestamptz`;
    await this.db
      .insert(loginFailures)
      .values(keys.map((key) => ({ key, failures: 1, resetAt: new Date(now + WINDOW_MS) })))
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${loginFailures.resetAt} end`,
        },
      });
  }
}

const normalise = (username: string) => username.trim().toLowerCase();

/** Forgets windows that have ended (the maintenance timer); a key seen again starts afresh anyway. */
export async function pruneLoginFailures(db: DbOrTx): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.resetAt, new Date()));
}
