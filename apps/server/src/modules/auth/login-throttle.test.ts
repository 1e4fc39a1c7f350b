import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { loginFailures } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { LoginThrottle, pruneLoginFailures } from "./login-throttle";

const wrong = () => Promise.reject(new AppError("INVALID_CREDENTIALS", 401));
const right = () => Promise.resolve("masuk");

const { db } = useTestApp();

describe("LoginThrottle", () => {
  it("blocks after 10 failures until the minute has passed, then lets the right password in", async () => {
    let now = Date.now();
    const throttle = new LoginThrottle(db(), () => now);
    const key = LoginThrottle.key("198.51.100.7", " Kasir ");
    for (let i = 0; i < 10; i++) await expect(throttle.attempt(key, wrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt(key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    now += 30_000;
    await expect(throttle.attempt(key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
    now += 30_000;
    await expect(throttle.attempt(key, right)).resolves.toBe("masuk");
  });

  it("does not count other errors (a database failure is not a wrong password)", async () => {
    const throttle = new LoginThrottle(db());
    const key = LoginThrottle.key("198.51.100.8", "admin");
    for (let i = 0; i < 12; i++) {
      await expect(throttle.attempt(key, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    }
    await expect(throttle.attempt(key, right)).resolves.toBe("masuk");
  });

  it("adds up failures made through several app instances, and a success through one clears them for all", async () => {
    const [first, second] = [new LoginThrottle(db()), new LoginThrottle(db())];
    const key = LoginThrottle.key("198.51.100.9", "manajer");
    for (let i = 0; i < 9; i++) await expect((i % 2 ? first : second).attempt(key, wrong)).rejects.toMatchObject({});
    await expect(first.attempt(key, right)).resolves.toBe("masuk");
    for (let i = 0; i < 10; i++) await expect((i % 2 ? first : second).attempt(key, wrong)).rejects.toMatchObject({});
    await expect(first.attempt(key, right)).rejects.toMatchObject({ statusCode: 429 });
    await expect(second.attempt(key, right)).rejects.toMatchObject({ statusCode: 429 });
  });

  it("starts a new window once the old one ended, and the pruning forgets ended windows only", async () => {
    let now = Date.now() - 120_000;
    const throttle = new LoginThrottle(db(), () => now);
    const ended = LoginThrottle.key("198.51.100.10", "staf");
    const open = LoginThrottle.key("198.51.100.11", "staf");
    for (let i = 0; i < 10; i++) await expect(throttle.attempt(ended, wrong)).rejects.toMatchObject({});
    now = Date.now();
    await expect(throttle.attempt(ended, wrong)).rejects.toMatchObject({ statusCode: 401 });
    expect(await failuresOf(ended)).toBe(1);

    await expect(throttle.attempt(open, wrong)).rejects.toMatchObject({ statusCode: 401 });
    await db()
      .update(loginFailures)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.key, ended));
    await pruneLoginFailures(db());
    expect(await failuresOf(ended)).toBeUndefined();
    expect(await failuresOf(open)).toBe(1);
  });
});

async function failuresOf(key: string): Promise<number | undefined> {
  const [row] = await db().select().from(loginFailures).where(eq(loginFailures.key, key));
  return row?.failures;
}
