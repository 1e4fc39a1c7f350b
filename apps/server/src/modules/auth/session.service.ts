import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database, DbOrTx } from "../../db/client";
import { runPrepared } from "../../db/prepared";
import { customers, sessions, users } from "../../db/schema";

export const SESSION_COOKIE = "kedai_session";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionSubject = { userId: string } | { customerId: string };

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function createSession(
  db: Database,
  subject: SessionSubject,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), expiresAt, ...subject });
  return { token, expiresAt };
}

/**
 * The account behind a session cookie, in one query (it runs on every signed-in request):
 * the staff user or the customer the unexpired session belongs to, or null.
 */
export async function findSessionAccount(db: Database, token: string) {
  const [row] = await runPrepared(
    db,
    "select session account",
    (db) =>
      db
        .select({ user: users, customer: customers })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))),
        )
        .limit(1),
    { tokenHash: hashToken(token), now: new Date().toISOString() },
  );
  return row ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every other session of an account, e.g. after a password change. */
export async function deleteSessionsOf(db: Database, subject: SessionSubject, keepToken?: string): Promise<void> {
  const where = "userId" in subject ? eq(sessions.userId, subject.userId) : eq(sessions.customerId, subject.customerId);
  await db.delete(sessions).where(keepToken ? and(where, ne(sessions.tokenHash, hashToken(keepToken))) : where);
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * Signs `subject` in on this browser (after login and after sign-up): ends the session its cookie
 * held, if any (the next cashier on a shared till replaces the previous one), starts a new one and
 * hands its token to the browser as an httpOnly, SameSite=Lax cookie.
 */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SessionSubject,
  secure: boolean,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const session = await createSession(db, subject);
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: session.expiresAt,
  });
}

export function signOutCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
