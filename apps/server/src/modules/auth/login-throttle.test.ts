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
    const key = ["198.51.100.7", " Kasir "] as const;
    for (let i = 0; i < 10; i++)
      await expect(throttle.attempt(...key, wrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt(...key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    now += 30_000;
    await expect(throttle.attempt(...key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
    now += 30_000;
    await expect(throttle.attempt(...key, right)).resolves.toBe("masuk");
  });

  it("does not count other errors (a database failure is not a wrong password)", async () => {
    const throttle = new LoginThrottle(db());
    const key = ["198.51.100.8", "admin"] as const;
    for (let i = 0; i < 12; i++) {
      await expect(throttle.attempt(...key, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    }
    await expect(throttle.attempt(...key, right)).resolves.toBe("masuk");
  });

  it("adds up failures made through several app instances, and a success through one clears them for all", async () => {
    const [first, second] = [new LoginThrottle(db()), new LoginThrottle(db())];
    const key = ["198.51.100.9", "manajer"] as const;
    for (let i = 0; i < 9; i++) await expect((i % 2 ? first : second).attempt(...key, wrong)).rejects.toMatchObject({});
    await expect(first.attempt(...key, right)).resolves.toBe("masuk");
    for (let i = 0; i < 10; i++)
      await expect((i % 2 ? first : second).attempt(...key, wrong)).rejects.toMatchObject({});
    await expect(first.attempt(...key, right)).rejects.toMatchObject({ statusCode: 429 });
    await expect(second.attempt(...key, right)).rejects.toMatchObject({ statusCode: 429 });
  });

  it("starts a new window once the old one ended, and the pruning forgets ended windows only", async () => {
    let now = Date.now() - 120_000;
    const throttle = new LoginThrottle(db(), () => now);
    const ended = ["198.51.100.10", "staf"] as const;
    const open = ["198.51.100.11", "staf"] as const;
    for (let i = 0; i < 10; i++) await expect(throttle.attempt(...ended, wrong)).rejects.toMatchObject({});
    now = Date.now();
    await expect(throttle.attempt(...ended, wrong)).rejects.toMatchObject({ statusCode: 401 });
    expect(await failuresOf(LoginThrottle.key(...ended))).toBe(1);

    await expect(throttle.attempt(...open, wrong)).rejects.toMatchObject({ statusCode: 401 });
    await db()
      .update(loginFailures)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.key, LoginThrottle.key(...ended)));
    await pruneLoginFailures(db());
    expect(await failuresOf(LoginThrottle.key(...ended))).toBeUndefined();
    expect(await failuresOf(LoginThrottle.key(...open))).toBe(1);
  });
});

describe("LoginThrottle beyond one address and one account", () => {
  it("stops one address trying many accounts after 30 failures, without touching other addresses", async () => {
    const throttle = new LoginThrottle(db());
    const address = "198.51.100.20";
    for (let i = 0; i < 30; i++) {
      await expect(throttle.attempt(address, `akun-${i}`, wrong)).rejects.toMatchObject({ statusCode: 401 });
    }
    await expect(throttle.attempt(address, "akun-baru", right)).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.attempt("198.51.100.21", "akun-baru", right)).resolves.toBe("masuk");
  });

  it("stops many addresses guessing one account after 30 failures; the right password then clears it", async () => {
    let now = Date.now();
    const throttle = new LoginThrottle(db(), () => now);
    for (let i = 0; i < 30; i++) {
      await expect(throttle.attempt(`192.0.2.${i}`, "pemilik", wrong)).rejects.toMatchObject({ statusCode: 401 });
    }
    await expect(throttle.attempt("192.0.2.200", "pemilik", right)).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.attempt("192.0.2.200", "kasir-lain", right)).resolves.toBe("masuk");
    now += 60_000;
    await expect(throttle.attempt("192.0.2.200", "pemilik", right)).resolves.toBe("masuk");
    expect(await failuresOf("account:pemilik")).toBeUndefined();
  });
});

async function failuresOf(key: string): Promise<number | undefined> {
  const [row] = await db().select().from(loginFailures).where(eq(loginFailures.key, key));
  return row?.failures;
}
