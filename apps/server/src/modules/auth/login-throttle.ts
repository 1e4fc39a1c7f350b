import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { forgetRateLimits } from "../../plugins/rate-limit";

/**
 * Slows password guessing without locking out a busy till: only FAILED logins count, and a
 * successful login clears its account's counts. Three counts per attempt, each over a one-minute
 * window: one address on one account (10 failures: one guesser), one address on any account (30:
 * one machine trying many accounts) and one account from any address (30: many machines on one
 * account). When a count is full, every attempt it covers (even the right password) waits until its
 * window ends. The counts are the app's rate limits (plugins/rate-limit.ts), in the database, so
 * guesses spread over several app instances add up. A login reads its counts in one round trip
 * each; a failure counts, a success deletes its account's counts.
 */
const WINDOW_MS = 60_000;

type Attempt = { address: string; username: string };

const LIMITS: { max: number; key: (attempt: Attempt) => string }[] = [
  { max: 10, key: ({ address, username }) => loginLimitKey(address, username) },
  { max: 30, key: ({ address }) => `login:address:${address}` },
  { max: 30, key: ({ username }) => `login:account:${normalise(username)}` },
];

/** The count of one address on one account (the usual guesser), by its stored key. */
export const loginLimitKey = (address: string, username: string) => `login:pair:${address}|${normalise(username)}`;

/** What the limits read of a login request: its address and the account it names. */
const attemptOf = (request: FastifyRequest): Attempt => ({
  address: request.ip,
  username: String((request.body as { username?: unknown } | undefined)?.username ?? ""),
});

export type LoginThrottle = <T>(request: FastifyRequest, login: () => Promise<T>) => Promise<T>;

/**
 * Runs one login attempt under the throttle: refused with 429 while one of its counts is full,
 * counted when it fails with wrong credentials, and clearing its account's counts when it succeeds.
 */
export function loginThrottle(app: FastifyInstance): LoginThrottle {
  const limits = LIMITS.map((limit) => ({
    ...limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => limit.key(attemptOf(request)),
    }),
  }));

  return async (request, login) => {
    const counts = await Promise.all(limits.map((limit) => limit.count(request, { increment: false })));
    const waitSeconds = Math.max(
      0,
      ...counts.map((count) => (!count.isAllowed && count.remaining === 0 ? count.ttlInSeconds : 0)),
    );
    if (waitSeconds > 0) throw new AppError("RATE_LIMITED", { retryAfterSeconds: waitSeconds });
    try {
      const result = await login();
      // The address's count stays: signing in to one's own account must not reset a sweep over others.
      const attempt = attemptOf(request);
      await forgetRateLimits(app.db, [LIMITS[0]!.key(attempt), LIMITS[2]!.key(attempt)]);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") {
        await Promise.all(limits.map((limit) => limit.count(request)));
      }
      throw error;
    }
  };
}

const normalise = (username: string) => username.trim().toLowerCase();
