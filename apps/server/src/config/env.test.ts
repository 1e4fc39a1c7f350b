import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

const PUBLIC_URL = "https://kedai.example";

describe("parseEnv", () => {
  it("defaults to the embedded database, port 3000, Jakarta time and demo data outside production", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", BUSINESS_TIMEZONE: "Asia/Jakarta", SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it("in production needs PUBLIC_URL (payment redirects never come from a request's Host); elsewhere it is localhost on PORT", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: wajib diisi di produksi/);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://kedai.example/" }).PUBLIC_URL).toBe(
      "https://kedai.example",
    );
    expect(parseEnv({ PORT: "3100" }).PUBLIC_URL).toBe("http://localhost:3100");
  });

  it("never seeds demo data in production unless asked explicitly", () => {
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL }).SEED_DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });

  it("runs in demo mode outside production only, and refuses it in production", () => {
    expect(parseEnv({}).DEMO_MODE).toBe(true);
    expect(parseEnv({ NODE_ENV: "test" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ DEMO_MODE: "false" }).DEMO_MODE).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL }).DEMO_MODE).toBe(false);
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL, DEMO_MODE: "true" })).toThrow(/DEMO_MODE/);
  });

  it("allows printers on loopback only to tests (their fake printers), never in production or development", () => {
    expect(parseEnv({}).PRINTERS_ON_LOOPBACK).toBe(false);
    expect(parseEnv({ NODE_ENV: "test", PRINTERS_ON_LOOPBACK: "true" }).PRINTERS_ON_LOOPBACK).toBe(true);
    expect(() => parseEnv({ PRINTERS_ON_LOOPBACK: "true" })).toThrow(/PRINTERS_ON_LOOPBACK/);
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL, PRINTERS_ON_LOOPBACK: "true" })).toThrow(
      /PRINTERS_ON_LOOPBACK/,
    );
  });

  it("marks cookies Secure in production unless an outlet on plain HTTP turns it off", () => {
    expect(parseEnv({}).COOKIE_SECURE).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL }).COOKIE_SECURE).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL, COOKIE_SECURE: "false" }).COOKIE_SECURE).toBe(false);
  });

  it("talks to Xendit's API with invoices of an hour unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ XENDIT_API_URL: "https://api.xendit.co", XENDIT_INVOICE_MINUTES: 60 });
    expect(parseEnv({}).XENDIT_SECRET_KEY).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "tiga ribu"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/kedai"],
    ["BUSINESS_TIMEZONE", "Mars/Olympus"],
    ["SEED_DEMO", "mungkin"],
    ["DEMO_MODE", "mungkin"],
    ["COOKIE_SECURE", "kadang"],
    ["NODE_ENV", "staging"],
    ["ADMIN_PASSWORD", "123"],
    ["XENDIT_CALLBACK_TOKEN", "pendek"],
    ["XENDIT_API_URL", "bukan alamat"],
    ["XENDIT_INVOICE_MINUTES", "2"],
    ["PUBLIC_URL", "kedai"],
    ["PUBLIC_URL", "javascript:alert(1)"],
  ])("a bad %s stops start-up with a message naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
