import { AppError } from "../../lib/app-error";

/**
 * Slows password guessing without locking out a busy till: only FAILED logins count, per client
 * address and account, and a successful login clears that count. After MAX_FAILURES within the
 * window every attempt (even the right password) waits until the window ends. Kept in memory:
 * each app instance limits its own traffic, which is enough to make guessing impractical.
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

type Entry = { failures: number; resetAt: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  static key(address: string, username: string): string {
    return `${address}|${username.trim().toLowerCase()}`;
  }

  /**
   * Runs one login attempt under the throttle: refused with 429 while blocked, counted when it
   * fails with wrong credentials, and clearing the count when it succeeds.
   */
  async attempt<T>(key: string, login: () => Promise<T>): Promise<T> {
    this.assertAllowed(key);
    try {
      const result = await login();
      this.entries.delete(key);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") this.recordFailure(key);
      throw error;
    }
  }

  /** Throws 429 (with retryAfterSeconds) while the key is blocked. */
  private assertAllowed(key: string): void {
    const entry = this.current(key);
    if (entry && entry.failures >= MAX_FAILURES) {
      throw new AppError("RATE_LIMITED", 429, { retryAfterSeconds: Math.ceil((entry.resetAt - this.now()) / 1000) });
    }
  }

  private recordFailure(key: string): void {
    const entry = this.current(key) ?? { failures: 0, resetAt: this.now() + WINDOW_MS };
    entry.failures += 1;
    this.entries.set(key, entry);
    if (this.entries.size > MAX_TRACKED) this.prune();
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
