import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { type ZodType, z } from "zod";
import { type App, type BuildAppOptions, buildApp } from "../src/app";
import { type Env, parseEnv } from "../src/config/env";
import { type Database, type DatabaseHandle, openDatabase } from "../src/db/client";
import { SESSION_COOKIE } from "../src/modules/auth/session.service";
import { openApiPath } from "../src/plugins/openapi";
import { seedDemoData } from "../src/seed/demo-data";
import { type AccountKind, createAccount, TEST_PASSWORD, type TestAccount } from "./factories";
import { createDatabase } from "./test-databases";

/**
 * A real app on a fresh, empty database per test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite on both). Tests
 * create the rows they use with ./factories; `seed: true` loads the whole demo shop instead, for
 * the few tests that are about the demo data or need a realistic full data set.
 */
export type TestContext = {
  app: App;
  env: Env;
  database: DatabaseHandle;
  /** The PostgreSQL test database's URL, for a second connection or app instance (PGlite: undefined). */
  databaseUrl: string | undefined;
  client: () => TestClient;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  /** A built web app to serve (default: none). */
  webDist?: string;
  /** Default: no logging. */
  logger?: BuildAppOptions["logger"];
  /** Sees every route as it is registered (a test listing the whole API). */
  onRoute?: BuildAppOptions["onRoute"];
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "kedai-test-"));
  // TRUST_PROXY lets a test play several client addresses through X-Forwarded-For (rate limits).
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    // Required in production; a test's production app gets this one unless it names its own.
    PUBLIC_URL: "https://kedai.test",
    // The fake printers listen on 127.0.0.1 (test/fake-printer.ts); only a test app may allow that.
    PRINTERS_ON_LOOPBACK: String((options.env?.NODE_ENV ?? "test") === "test"),
    ...options.env,
  });
  const { database, databaseUrl, dropDatabase } = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db, env);
  const app = await buildApp({
    env,
    database,
    logger: options.logger ?? false,
    webDist: options.webDist ?? join(dataDir, "no-web"),
    onRoute: options.onRoute,
  });
  recordDeclaredAnswers(app);
  await app.ready();
  return {
    app,
    env,
    database,
    databaseUrl,
    client: () => new TestClient(() => app),
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual set-up of a test file: one app of its own, started in beforeAll and closed in afterAll,
 * and a client per `login` entry (name → a new account of that kind, see AccountKind), logged in in
 * that order; `accounts` tells who they are. `loginAs(kind)` gives a test a client of its own.
 * Call it at the top of the file; `ctx`, `db()`, the clients and accounts work from the hooks and tests on.
 */
export function useTestApp<const Logins extends Record<string, AccountKind> = Record<never, AccountKind>>(
  options: TestAppOptions & { login?: Logins } = {},
): {
  ctx: TestContext;
  db: () => Database;
  clients: { [Name in keyof Logins]: TestClient };
  accounts: { [Name in keyof Logins]: TestAccount };
  loginAs: (kind: AccountKind) => Promise<TestClient>;
} {
  let started: TestContext | undefined;
  const current = (): TestContext => {
    if (!started) throw new Error("useTestApp: the app starts in beforeAll; use it from hooks and tests.");
    return started;
  };
  const ctx: TestContext = {
    get app() {
      return current().app;
    },
    get env() {
      return current().env;
    },
    get database() {
      return current().database;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    client: () => current().client(),
    close: () => current().close(),
  };
  const logins = Object.entries(options.login ?? {});
  const clients = Object.fromEntries(logins.map(([name]) => [name, new TestClient(() => ctx.app)])) as {
    [Name in keyof Logins]: TestClient;
  };

  const accounts = {} as { [Name in keyof Logins]: TestAccount };

  beforeAll(async () => {
    started = await createTestApp(options);
    for (const [name, kind] of logins) {
      accounts[name as keyof Logins] = await logInNewAccount(ctx, clients[name as keyof Logins], kind);
    }
  });
  afterAll(() => started?.close());

  const loginAs = async (kind: AccountKind) => {
    const client = ctx.client();
    await logInNewAccount(ctx, client, kind);
    return client;
  };

  return { ctx, db: () => ctx.database.db, clients, accounts, loginAs };
}

/** Creates an account of that kind (password TEST_PASSWORD) and logs `client` in as it. */
async function logInNewAccount(context: TestContext, client: TestClient, kind: AccountKind): Promise<TestAccount> {
  const account = await createAccount(context.database.db, kind);
  await client.login(account.login);
  return account;
}

/** The run's migrated embedded database (migrated-database.global.ts), to start a new one from. */
export function migratedDatabaseDump(): Blob | undefined {
  const dump = inject("migratedDatabaseDump");
  return dump ? new Blob([readFileSync(dump)]) : undefined;
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  dropDatabase: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Starts from the run's migrated database (migrated-database.global.ts) rather than running initdb
    // and every migration again; the migrations still run, finding nothing left to do.
    return {
      database: await openDatabase({ engine: "pglite", loadDataDir: migratedDatabaseDump() }),
      databaseUrl: undefined,
      dropDatabase: async () => {},
    };
  }
  // A copy of the run's migrated template (migrated-database.global.ts); the migrations still run,
  // finding nothing left to do.
  const { url, drop } = await createDatabase(serverUrl, { template: inject("migratedTemplateDatabase") });
  const database = await openDatabase({ engine: "postgres", url });
  return { database, databaseUrl: url, dropDatabase: drop };
}

/** Per request: the route and the answers its `schema.response` declares, by status. */
const declaredAnswers = new WeakMap<
  object,
  { route: string; method: string; url: string; response: Record<string, ZodType> }
>();

function recordDeclaredAnswers(app: App): void {
  app.addHook("onSend", async (request) => {
    const response = request.routeOptions.schema?.response as Record<string, ZodType> | undefined;
    const url = request.routeOptions.url ?? "";
    if (response)
      declaredAnswers.set(request.raw, { route: `${request.method} ${url}`, method: request.method, url, response });
  });
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
};

/**
 * The answers of an app's OpenAPI document (/api/docs/json) as strict JSON Schema validators, so
 * a client built from the published document accepts what the server really answers.
 */
class OpenApiAnswers {
  private readonly ajv = new Ajv({ strict: true, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction | null>();
  private document: OpenApiDocument | undefined;

  constructor(private readonly app: App) {
    addFormats.default(this.ajv);
  }

  /** Whether the route is in the document at all: a stream (`/api/events`) is hidden from it. */
  documents(method: string, url: string): boolean {
    this.document ??= this.app.swagger() as unknown as OpenApiDocument;
    return this.document.paths[openApiPath(url)]?.[method.toLowerCase()] !== undefined;
  }

  validator(method: string, url: string, status: string): ValidateFunction | null {
    const key = `${method} ${url} ${status}`;
    if (!this.validators.has(key)) {
      this.document ??= this.app.swagger() as unknown as OpenApiDocument;
      const responses = this.document.paths[openApiPath(url)]?.[method.toLowerCase()]?.responses ?? {};
      const answer = responses[status] ?? responses[`${status[0]}XX`];
      const schema = answer?.content?.["application/json"]?.schema;
      this.validators.set(key, schema ? this.ajv.compile(schema) : null);
    }
    return this.validators.get(key) ?? null;
  }
}
const openApiAnswers = new WeakMap<App, OpenApiAnswers>();

/**
 * Holds a GET's answer to the response schema the OpenAPI document publishes for it, with ajv in
 * strict mode: an answer its own documented schema refuses fails the test.
 */
function assertAnswerMatchesOpenApi(
  app: App,
  declared: { route: string; method: string; url: string },
  status: number,
  body: unknown,
): void {
  if (declared.method !== "GET") return;
  let answers = openApiAnswers.get(app);
  if (!answers) {
    answers = new OpenApiAnswers(app);
    openApiAnswers.set(app, answers);
  }
  if (!answers.documents(declared.method, declared.url)) return;
  const validate = answers.validator(declared.method, declared.url, String(status));
  if (!validate) throw new Error(`${declared.route}: /api/docs has no JSON schema for ${status}.`);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((e) => `  ${e.instancePath || "/"} ${e.message}`).join("\n");
    throw new Error(`${declared.route} answered ${status} off its OpenAPI schema:\n${problems}`);
  }
}

/**
 * Holds an answer to the contract its route declares: the body must pass the Zod schema for its
 * status (exact, then "4xx"-style), and a status the route does not declare fails. It reads the
 * bytes that went out, so pre-serialised and gzipped answers (the cached menu) are checked too.
 */
function assertAnswerMatchesContract(app: App, response: LightMyRequestResponse): void {
  const declared = declaredAnswers.get(response.raw.req);
  if (!declared || response.statusCode === 204 || response.statusCode === 304) return;
  const status = String(response.statusCode);
  const schema = declared.response[status] ?? declared.response[`${status[0]}xx`];
  if (!schema) throw new Error(`${declared.route} answered ${status}, which its schema.response does not declare.`);
  if ("content" in schema) {
    // A file download (lib/answers.ts fileAnswers): its bytes carry one of the declared types.
    const type = String(response.headers["content-type"] ?? "").split(";")[0];
    if (!Object.keys(schema.content as object).includes(type))
      throw new Error(`${declared.route} answered ${status} as ${type}, which its schema.response does not declare.`);
    return;
  }
  const gzipped = response.headers["content-encoding"] === "gzip";
  const text = (gzipped ? gunzipSync(response.rawPayload) : response.rawPayload).toString("utf8");
  const body = JSON.parse(text);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${declared.route} answered ${status} off its contract:\n${z.prettifyError(result.error)}`);
  }
  assertAnswerMatchesOpenApi(app, declared, response.statusCode, body);
}

type InjectOptions = { headers?: Record<string, string>; payload?: unknown; csrf?: boolean };

/** A browser-like client: keeps cookies between calls and sends the CSRF token like the web app. */
export class TestClient {
  private cookies = new Map<string, string>();
  /** One fetch of the token however many requests wait for it, as the web app's client does. */
  private csrfToken: Promise<string> | null = null;

  /** `app` is read at each request, so a client can be made before its app has started. */
  constructor(private readonly app: () => App) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, options: InjectOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== "GET" && options.csrf !== false) headers["x-csrf-token"] = await this.csrf();
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const response = await this.app().inject({
      method,
      url,
      headers,
      payload: options.payload as never,
    });
    assertAnswerMatchesContract(this.app(), response);
    for (const cookie of response.cookies) {
      // A signed-in browser's CSRF token is tied to its session (ADR 0002): a new session needs a new one.
      if (cookie.name === SESSION_COOKIE) this.csrfToken = null;
      if (cookie.value === "" || (cookie.expires && new Date(cookie.expires).getTime() <= Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  get = (url: string, options?: InjectOptions) => this.request("GET", url, options);
  post = (url: string, payload?: unknown, options?: InjectOptions) =>
    this.request("POST", url, { ...options, payload });
  put = (url: string, payload?: unknown, options?: InjectOptions) => this.request("PUT", url, { ...options, payload });
  delete = (url: string, options?: InjectOptions) => this.request("DELETE", url, options);

  csrf(): Promise<string> {
    this.csrfToken ??= this.request("GET", "/api/auth/csrf").then((response) => response.json().csrfToken);
    return this.csrfToken;
  }

  async login(username: string, password = TEST_PASSWORD) {
    const response = await this.post("/api/auth/login", { username, password });
    if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
    return response.json();
  }
}
