import { errorMessages } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, TEST_PASSWORD } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../modules/auth/session.service";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf";

/** Double-submit CSRF (ADR 0002): a mutating /api call needs the kedai_csrf cookie echoed in x-csrf-token. */
const { ctx, loginAs } = useTestApp();

beforeAll(async () => {
  await createStaffUser(ctx.database.db, { role: "admin", username: "admin" });
});
const credentials = JSON.stringify({ username: "admin", password: TEST_PASSWORD });

/** A browser that fetched its token: returns the token and the cookie header it holds. */
async function tokenAndCookie() {
  const response = await ctx.app.inject({ method: "GET", url: "/api/auth/csrf" });
  const token: string = response.json().csrfToken;
  return { token, cookie: `${CSRF_COOKIE}=${token}` };
}

function post(url: string, headers: Record<string, string>, payload = credentials) {
  return ctx.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });
}

function expectCsrfRefusal(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ code: "CSRF", message: errorMessages.CSRF });
  expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
}

describe("GET /api/auth/csrf", () => {
  it("hands out a long random token and the matching httpOnly cookie", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/auth/csrf" });
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json();
    expect(csrfToken.length).toBeGreaterThanOrEqual(32);
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ value: csrfToken, httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("keeps the same token for a browser that already has one, and gives another browser a different one", async () => {
    const first = await tokenAndCookie();
    const again = await ctx.app.inject({ method: "GET", url: "/api/auth/csrf", headers: { cookie: first.cookie } });
    expect(again.json().csrfToken).toBe(first.token);
    const other = await tokenAndCookie();
    expect(other.token).not.toBe(first.token);
  });
});

describe("mutating calls", () => {
  it("pass with the cookie and the matching header", async () => {
    const { token, cookie } = await tokenAndCookie();
    const response = await post("/api/auth/login", { cookie, [CSRF_HEADER]: token });
    expect(response.statusCode).toBe(200);
  });

  it("are refused with 403 CSRF without the header", async () => {
    const { cookie } = await tokenAndCookie();
    expectCsrfRefusal(await post("/api/auth/login", { cookie }));
  });

  it("are refused with a wrong token", async () => {
    const { token, cookie } = await tokenAndCookie();
    const sameLength = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [sameLength, "salah", "", `${token}x`]) {
      expectCsrfRefusal(await post("/api/auth/login", { cookie, [CSRF_HEADER]: wrong }));
    }
  });

  it("are refused with a token but no cookie", async () => {
    const { token } = await tokenAndCookie();
    expectCsrfRefusal(await post("/api/auth/login", { [CSRF_HEADER]: token }));
  });

  it("are refused with another browser's token", async () => {
    const mine = await tokenAndCookie();
    const theirs = await tokenAndCookie();
    expectCsrfRefusal(await post("/api/auth/login", { cookie: mine.cookie, [CSRF_HEADER]: theirs.token }));
  });

  it("are refused when the path is percent-encoded or has a trailing slash", async () => {
    const { cookie } = await tokenAndCookie();
    for (const url of ["/%61pi/auth/login", "/api/auth/%6cogin", "/api/auth/login/", "/api/auth/login?x=1"]) {
      expectCsrfRefusal(await post(url, { cookie }));
    }
  });

  it("protect logout too, so another site cannot sign a user out", async () => {
    const client = await loginAs("cashier");
    const session = client.cookieHeader();
    for (const url of ["/api/auth/logout", "/%61pi/auth/logout"]) {
      const response = await ctx.app.inject({ method: "POST", url, headers: { cookie: session } });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("CSRF");
    }
    expect((await client.get("/api/auth/profile")).statusCode).toBe(200);
  });

  it("apply to PUT as well as POST", async () => {
    const manager = await createStaffUser(ctx.database.db, { role: "manager" });
    const client = ctx.client();
    await client.login(manager.username);
    const response = await client.put(
      "/api/auth/change-password",
      { oldPassword: TEST_PASSWORD, newPassword: "baru-sekali" },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("CSRF");
    const login = await ctx.client().login(manager.username, TEST_PASSWORD);
    expect(login.user.username).toBe(manager.username);
  });

  it("signed in, need the token of that very session: another session's token, or a planted guest cookie, is refused", async () => {
    const victim = await loginAs("cashier");
    const attacker = await loginAs("cashier");
    const victimSession = victim.cookieHeader();
    const tokenOf = async (cookie: string) =>
      (await ctx.app.inject({ method: "GET", url: "/api/auth/csrf", headers: { cookie } })).json().csrfToken as string;
    const own = await tokenOf(victimSession);
    const theirs = await tokenOf(attacker.cookieHeader());
    expect(own).not.toBe(theirs);

    const logoutWith = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expectCsrfRefusal(await logoutWith({ cookie: victimSession, [CSRF_HEADER]: theirs }));
    // Double submit alone no longer passes once signed in: a cookie set by another page matches nothing.
    const planted = "p".repeat(43);
    expectCsrfRefusal(
      await logoutWith({ cookie: `${victimSession}; ${CSRF_COOKIE}=${planted}`, [CSRF_HEADER]: planted }),
    );
    expect((await victim.get("/api/auth/profile")).statusCode).toBe(200);
    expect((await logoutWith({ cookie: victimSession, [CSRF_HEADER]: own })).statusCode).toBe(200);
  });

  it("do not apply to reading", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});
