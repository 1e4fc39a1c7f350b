import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { LoginThrottle } from "./login-throttle";

const wrong = () => Promise.reject(new AppError("INVALID_CREDENTIALS", 401));
const right = () => Promise.resolve("masuk");

describe("LoginThrottle", () => {
  it("blocks after 10 failures until the minute has passed, then lets the right password in", async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    const key = LoginThrottle.key("198.51.100.7", " Kasir ");
    for (let i = 0; i < 10; i++) await expect(throttle.attempt(key, wrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt(key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    now += 30_000;
    await expect(throttle.attempt(key, right)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
    now += 30_000;
    await expect(throttle.attempt(key, right)).resolves.toBe("masuk");
  });

  it("does not count other errors (a database failure is not a wrong password)", async () => {
    const throttle = new LoginThrottle();
    const key = LoginThrottle.key("198.51.100.8", "admin");
    for (let i = 0; i < 12; i++) {
      await expect(throttle.attempt(key, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    }
    await expect(throttle.attempt(key, right)).resolves.toBe("masuk");
  });
});
