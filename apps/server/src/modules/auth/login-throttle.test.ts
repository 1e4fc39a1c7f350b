import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, TEST_PASSWORD } from "../../../test/factories";
import { TestClient, useTestApp } from "../../../test/test-app";
import { type App, buildApp } from "../../app";
import { rateLimits } from "../../db/schema";
import { pruneRateLimits } from "../../plugins/rate-limit";
import { loginLimitKey } from "./login-throttle";

/**
 * The login throttle is @fastify/rate-limit counting failures in the database (rate_limits): a
 * second app instance on the same database sees the same counts.
 */
const { ctx, db } = useTestApp();
let secondInstance: App;

beforeAll(async () => {
  for (const username of ["kasir", "manajer", "staf", "pemilik"])
    await createStaffUser(db(), { role: "cashier", username });
  secondInstance = await buildApp({ env: ctx.env, database: ctx.database, closeDatabase: false, logger: false });
  await secondInstance.ready();
});
afterAll(() => secondInstance?.close());

const attempt = (username: string, password: string, from: string, app: () => App = () => ctx.app) =>
  new TestClient(app).post("/api/auth/login", { username, password }, { headers: { "x-forwarded-for": from } });

/** Ends a count's window now, as if its minute had passed. */
const endWindow = (key: string) =>
  db()
    .update(rateLimits)
    .set({ resetAt: new Date(Date.now() - 1000) })
    .where(eq(rateLimits.key, key));

describe("login throttle", () => {
  it("blocks after 10 failures until the minute has passed, then lets the right password in", async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < 10; i++) expect((await attempt(" Kasir ", `salah-${i}`, from)).statusCode).toBe(401);
    const blocked = await attempt("kasir", TEST_PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(50);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(60);
    await endWindow(loginLimitKey(from, "kasir"));
    expect((await attempt("kasir", TEST_PASSWORD, from)).statusCode).toBe(200);
  });

  it("adds up failures made through two app instances, and a success through one clears them for both", async () => {
    const from = "198.51.100.9";
    const through = (i: number) => (i % 2 ? () => ctx.app : () => secondInstance);
    for (let i = 0; i < 9; i++) expect((await attempt("manajer", "salah", from, through(i))).statusCode).toBe(401);
    expect((await attempt("manajer", TEST_PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt("manajer", "salah", from, through(i))).statusCode).toBe(401);
    expect((await attempt("manajer", TEST_PASSWORD, from)).statusCode).toBe(429);
    expect((await attempt("manajer", TEST_PASSWORD, from, () => secondInstance)).statusCode).toBe(429);
  });

  it("stops one address trying many accounts after 30 failures, without touching other addresses", async () => {
    const from = "198.51.100.20";
    for (let i = 0; i < 30; i++) expect((await attempt(`akun-${i}`, "salah", from)).statusCode).toBe(401);
    expect((await attempt("staf", TEST_PASSWORD, from)).statusCode).toBe(429);
    expect((await attempt("staf", TEST_PASSWORD, "198.51.100.21")).statusCode).toBe(200);
  });

  it("stops many addresses guessing one account after 30 failures; once the window ends the right password clears it", async () => {
    for (let i = 0; i < 30; i++) expect((await attempt("pemilik", "salah", `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt("pemilik", TEST_PASSWORD, "192.0.2.200")).statusCode).toBe(429);
    expect((await attempt("kasir", TEST_PASSWORD, "192.0.2.200")).statusCode).toBe(200);
    await endWindow("login:account:pemilik");
    expect((await attempt("pemilik", TEST_PASSWORD, "192.0.2.200")).statusCode).toBe(200);
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, "login:account:pemilik"))).toEqual([]);
  });

  it("the pruning forgets ended windows only", async () => {
    expect((await attempt("prune-a", "salah", "198.51.100.30")).statusCode).toBe(401);
    expect((await attempt("prune-b", "salah", "198.51.100.31")).statusCode).toBe(401);
    await endWindow(loginLimitKey("198.51.100.30", "prune-a"));
    await pruneRateLimits(db());
    const left = await db().select().from(rateLimits).where(like(rateLimits.key, "login:pair:198.51.100.3%"));
    expect(left.map((row) => row.key)).toEqual([loginLimitKey("198.51.100.31", "prune-b")]);
  });
});
