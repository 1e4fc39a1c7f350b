import type { ErrorCode } from "@kedai/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { forgetRateLimits } from "../../plugins/rate-limit";

/**
 * Slows password (and approval PIN) guessing without locking out a busy till: only FAILED checks
 * count, and a successful one clears its account's counts. Three counts per attempt, each over a
 * one-minute window: one address on one account (10 failures: one guesser), one address on any
 * account (30: one machine trying many accounts) and one account from any address (30: many
 * machines on one account). When a count is full, every attempt it covers (even the right
 * password) waits until its window ends. The counts are the app's rate limits
 * (plugins/rate-limit.ts), in the database, so guesses spread over several app instances add up.
 * A check reads its counts in one round trip each; a failure counts, a success deletes its
 * account's counts. Logins and approvals count apart (`login:…`, `approval:…`).
 */
const WINDOW_MS = 60_000;

type Attempt = { address: string; username: string };

const limitsOf = (kind: string): { max: number; key: (attempt: Attempt) => string }[] => [
  { max: 10, key: ({ address, username }) => `${kind}:pair:${address}|${normalise(username)}` },
  { max: 30, key: ({ address }) => `${kind}:address:${address}` },
  { max: 30, key: ({ username }) => `${kind}:account:${normalise(username)}` },
];

/** The count of one address on one account (the usual guesser), by its stored key. */
export const loginLimitKey = (address: string, username: string) => limitsOf("login")[0]!.key({ address, username });

/** Runs one check of `username`'s credentials under the throttle. */
export type CredentialThrottle = <T>(request: FastifyRequest, username: string, check: () => Promise<T>) => Promise<T>;

/**
 * A throttle over the checks of one kind: refused with 429 while one of its counts is full,
 * counted when the check fails with `failure`, and clearing its account's counts when it succeeds.
 */
function credentialThrottle(app: FastifyInstance, kind: string, failure: ErrorCode): CredentialThrottle {
  // The account a request checks, for the limits' keys (a till's sync request checks several in turn).
  const checking = new WeakMap<FastifyRequest, string>();
  const attemptOf = (request: FastifyRequest): Attempt => ({
    address: request.ip,
    username: checking.get(request) ?? "",
  });
  const limits = limitsOf(kind).map((limit) => ({
    ...limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => limit.key(attemptOf(request)),
    }),
  }));

  return async (request, username, check) => {
    checking.set(request, username);
    const counts = await Promise.all(limits.map((limit) => limit.count(request, { increment: false })));
    const waitSeconds = Math.max(
      0,
      ...counts.map((count) => (!count.isAllowed && count.remaining === 0 ? count.ttlInSeconds : 0)),
    );
    if (waitSeconds > 0) throw new AppError("RATE_LIMITED", { retryAfterSeconds: waitSeconds });
    try {
      const result = await check();
      // The address's count stays: signing in to one's own account must not reset a sweep over others.
      const attempt = attemptOf(request);
      await forgetRateLimits(app.db, [limits[0]!.key(attempt), limits[2]!.key(attempt)]);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === failure) {
        await Promise.all(limits.map((limit) => limit.count(request)));
      }
      throw error;
    }
  };
}

export type LoginThrottle = <T>(request: FastifyRequest, login: () => Promise<T>) => Promise<T>;

/** Logins, by the account the login body names. */
export function loginThrottle(app: FastifyInstance): LoginThrottle {
  const throttle = credentialThrottle(app, "login", "INVALID_CREDENTIALS");
  return (request, login) =>
    throttle(request, String((request.body as { username?: unknown } | undefined)?.username ?? ""), login);
}

/** A manager's approval at the till (PIN or password), counted apart from logins. */
export const approvalThrottle = (app: FastifyInstance): CredentialThrottle =>
  credentialThrottle(app, "approval", "APPROVAL_INVALID");

const normalise = (username: string) => username.trim().toLowerCase();
