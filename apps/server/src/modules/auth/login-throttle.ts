import { eq, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { loginFailures } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * Slows password guessing without locking out a busy till: only FAILED logins count, per client
 * address and account, and a successful login clears that count. After MAX_FAILURES within the
 * window every attempt (even the right password) waits until the window ends. The counts live in
 * the database, so guesses spread over several app instances add up. A login costs one primary-key
 * read more; only a failure, or a success after failures, writes.
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 60_000;

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  static key(address: string, username: string): string {
    return `${address}|${username.trim().toLowerCase()}`;
  }

  /**
   * Runs one login attempt under the throttle: refused with 429 while blocked, counted when it
   * fails with wrong credentials, and clearing the count when it succeeds.
   */
  async attempt<T>(key: string, login: () => Promise<T>): Promise<T> {
    const [entry] = await this.db
      .select({ failures: loginFailures.failures, resetAt: loginFailures.resetAt })
      .from(loginFailures)
      .where(eq(loginFailures.key, key));
    const msLeft = entry ? entry.resetAt.getTime() - this.now() : 0;
    if (entry && msLeft > 0 && entry.failures >= MAX_FAILURES) {
      throw new AppError("RATE_LIMITED", 429, { retryAfterSeconds: Math.ceil(msLeft / 1000) });
    }
    try {
      const result = await login();
      if (entry) await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") await this.recordFailure(key);
      throw error;
    }
  }

  /** One statement, so failures arriving at once through several instances all count. */
  private async recordFailure(key: string): Promise<void> {
    const now = this.now();
    const expired = sql`${loginFailures.resetAt} <= ${new Date(now).toISOString()}::timestamptz`;
    await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, resetAt: new Date(now + WINDOW_MS) })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${loginFailures.resetAt} end`,
        },
      });
  }
}

/** Forgets windows that have ended (the maintenance timer); a key seen again starts afresh anyway. */
export async function pruneLoginFailures(db: DbOrTx): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.resetAt, new Date()));
}
