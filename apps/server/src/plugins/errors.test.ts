import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { ERROR_CODES, errorCodes, errorMessages } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, TEST_PASSWORD } from "../../test/factories";
import { type TestClient, useTestApp } from "../../test/test-app";
import { AppError, refusal } from "../lib/app-error";
import { toErrorResponse } from "./errors";

/** Whatever a client sends, the answer is a 4xx `{ message, code }` in Indonesian, never a 500. */
const { ctx } = useTestApp();
let client: TestClient;
beforeAll(async () => {
  client = ctx.client();
  await client.csrf();
});

const json = { "content-type": "application/json" };

const randomText = (length: number) => randomBytes(length).toString("hex").slice(0, length);

type Case = [label: string, url: string, payload: string, headers: Record<string, string>, status: number];

const malformed: Case[] = [
  ["invalid JSON", "/api/auth/login", '{"username": "admin", "password": ', json, 400],
  ["a JSON array", "/api/auth/login", "[]", json, 400],
  ["an array of credentials", "/api/auth/login", '[{"username":"admin","password":"rahasia123"}]', json, 400],
  ["a JSON number", "/api/auth/login", "42", json, 400],
  ["JSON null", "/api/auth/login", "null", json, 400],
  ["a JSON string", "/api/auth/login", '"admin"', json, 400],
  ["an empty JSON body", "/api/auth/login", "", json, 400],
  ["fields of the wrong type", "/api/auth/login", '{"username": {"$ne": null}, "password": ["x"]}', json, 400],
  ["a __proto__ key", "/api/auth/login", '{"__proto__": {"admin": true}}', json, 400],
  [
    "form data",
    "/api/auth/login",
    "username=admin&password=rahasia123",
    { "content-type": "application/x-www-form-urlencoded" },
    415,
  ],
  ["XML", "/api/auth/login", "<login><username>admin</username></login>", { "content-type": "application/xml" }, 415],
  ["plain text", "/api/auth/login", "admin rahasia123", { "content-type": "text/plain" }, 400],
  ["a broken multipart body", "/api/auth/login", "--x\r\n", { "content-type": "multipart/form-data; boundary=x" }, 400],
  ["a 10 KB username", "/api/auth/login", JSON.stringify({ username: randomText(10_240), password: "x" }), json, 400],
  [
    "a 10 KB email as username",
    "/api/auth/login",
    JSON.stringify({ username: `${randomText(10_240)}@contoh.id`, password: "x" }),
    json,
    400,
  ],
  [
    "a 500 KB password",
    "/api/auth/login",
    JSON.stringify({ username: "admin", password: "p".repeat(500_000) }),
    json,
    401,
  ],
  [
    "a NUL character in the username",
    "/api/auth/login",
    JSON.stringify({ username: "ad\u0000min", password: "x" }),
    json,
    400,
  ],
  [
    "a body over 1 MB",
    "/api/auth/login",
    JSON.stringify({ username: "admin", password: "p".repeat(1_100_000) }),
    json,
    413,
  ],
  ["invalid JSON at sign-up", "/api/customers/register", "{nama:", json, 400],
  ["an array at sign-up", "/api/customers/register", "[1,2]", json, 400],
  [
    "a NUL character in a sign-up name",
    "/api/customers/register",
    JSON.stringify({ name: "Nul\u0000Nama", email: "nul@contoh.id", phone: "081234567899", password: "rahasia9" }),
    json,
    400,
  ],
  [
    "a 10 KB email at sign-up",
    "/api/customers/register",
    // Random, so the database cannot compress it under its index-entry limit.
    JSON.stringify({
      name: "Panjang",
      email: `${randomText(10_240)}@contoh.id`,
      phone: "081234567898",
      password: "rahasia9",
    }),
    json,
    400,
  ],
];

describe("malformed requests", () => {
  it.each(malformed)("%s → %i with an Indonesian message", async (_label, url, payload, headers, status) => {
    const response = await client.request("POST", url, { payload, headers });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.code).toBeTruthy();
    expect(body.code).not.toBe("INTERNAL");
    expect(response.body).not.toMatch(/Error:|select |insert into|FST_|ZodError|node_modules/i);
  });

  it("names the problem in plain Indonesian", async () => {
    const badJson = await client.request("POST", "/api/auth/login", { payload: "{", headers: json });
    expect(badJson.json()).toEqual({ code: "BAD_JSON", message: errorMessages.BAD_JSON });
    const xml = await client.request("POST", "/api/auth/login", {
      payload: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.json()).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: errorMessages.UNSUPPORTED_MEDIA_TYPE });
    const huge = await client.request("POST", "/api/auth/login", {
      payload: JSON.stringify({ username: "x".repeat(1_100_000) }),
      headers: json,
    });
    expect(huge.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: errorMessages.PAYLOAD_TOO_LARGE });
    const array = await client.request("POST", "/api/auth/login", { payload: "[]", headers: json });
    expect(array.json()).toMatchObject({ code: "VALIDATION" });
    expect(array.json().message).toMatch(/tidak valid/);
  });

  it("the server keeps working afterwards", async () => {
    const admin = await createStaffUser(ctx.database.db, { role: "admin" });
    const login = await client.post("/api/auth/login", { username: admin.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });
});

describe("toErrorResponse", () => {
  it("uses an AppError's code, status, message and fields", () => {
    const { status, body, internal } = toErrorResponse(
      new AppError("WRONG_OLD_PASSWORD", { fields: { oldPassword: "Password lama salah." } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "WRONG_OLD_PASSWORD",
      message: "Password lama salah.",
      fields: { oldPassword: "Password lama salah." },
    });
    expect(internal).toBe(false);
  });

  it("hides an unexpected error behind a generic 500", () => {
    const { status, body, internal } = toErrorResponse(new Error("connection string postgres://rahasia@db leaked"));
    expect(status).toBe(500);
    expect(body).toEqual({ code: "INTERNAL", message: errorMessages.INTERNAL });
    expect(internal).toBe(true);
    expect(toErrorResponse(undefined).status).toBe(500);
    expect(toErrorResponse("string thrown").status).toBe(500);
  });

  it.each([
    ["23505", 409, "CONFLICT"],
    ["23503", 409, "CONFLICT"],
    ["23514", 400, "VALIDATION"],
    ["22P02", 400, "VALIDATION"],
    ["22003", 400, "VALIDATION"],
    ["22021", 400, "VALIDATION"],
    ["22P05", 400, "VALIDATION"],
    ["22001", 400, "VALIDATION"],
    ["54000", 400, "VALIDATION"],
    ["40001", 409, "CONFLICT"],
  ])("a database error %s wrapped by the ORM becomes %i %s", (code, status, errorCode) => {
    const wrapped = new Error("Failed query: select ...", { cause: Object.assign(new Error("db says no"), { code }) });
    const response = toErrorResponse(wrapped);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(errorCode);
    expect(response.body.message).not.toMatch(/select|db says/);
    expect(response.internal).toBe(false);
  });

  it.each([["CONNECTION_CLOSED"], ["CONNECT_TIMEOUT"], ["ECONNREFUSED"], ["08006"], ["57P01"], ["57P03"], ["53300"]])(
    "a database that cannot be reached (%s) is a 503 to try again shortly, not a fault",
    (code) => {
      const wrapped = new Error("Failed query: select ...", { cause: Object.assign(new Error("gone"), { code }) });
      expect(toErrorResponse(wrapped)).toMatchObject({
        status: 503,
        body: {
          code: "SERVICE_UNAVAILABLE",
          message: expect.stringContaining("Database sedang tidak dapat dihubungi"),
        },
        internal: false,
        retryAfterSeconds: 2,
      });
    },
  );

  it("an unknown database error is still a 500", () => {
    const wrapped = new Error("Failed query", { cause: Object.assign(new Error("disk full"), { code: "53100" }) });
    expect(toErrorResponse(wrapped)).toMatchObject({ status: 500, internal: true });
  });

  it("a framework 4xx without a known code keeps its status with an Indonesian message", () => {
    const notFound = toErrorResponse(Object.assign(new Error("Not Found"), { statusCode: 404 }));
    expect(notFound).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: errorMessages.NOT_FOUND } });
    const tooMany = toErrorResponse(Object.assign(new Error("Too Many"), { statusCode: 429 }));
    expect(tooMany).toMatchObject({ status: 429, body: { code: "RATE_LIMITED", message: errorMessages.RATE_LIMITED } });
  });
});

describe("the code → status table", () => {
  const documented = readFileSync(new URL("../../../../docs/error-codes.md", import.meta.url), "utf8");

  it.each(ERROR_CODES)("%s has one status, used by every refusal with that code, and is documented", (code) => {
    const { status } = errorCodes[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(new AppError(code).statusCode).toBe(status);
    expect(toErrorResponse(refusal(code, "Pesan khusus.", "field"))).toEqual({
      status,
      body: { code, message: "Pesan khusus.", fields: { field: "Pesan khusus." } },
      internal: false,
    });
    expect(documented).toMatch(new RegExp(`\\| \`${code}\` \\| ${status} \\|`));
  });

  it("the error answer of /api/docs lists every code", async () => {
    const paths = (await ctx.client().get("/api/docs/json")).json().paths;
    const schema = paths["/api/units/{id}"].delete.responses["4XX"].content["application/json"].schema;
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
  });
});
