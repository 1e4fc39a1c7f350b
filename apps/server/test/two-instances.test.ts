import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ORDER_TYPE } from "@kedai/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { users } from "../src/db/schema";
import { SESSION_COOKIE } from "../src/modules/auth/session.service";
import { VERSION_TRUST_MS } from "../src/modules/menu/menu-cache";
import {
  createAccount,
  createCategory,
  createLocation,
  createProduct,
  createRegisterSession,
  createStaffUser,
  TEST_PASSWORD,
} from "./factories";
import { formFields, multipartForm, TINY_PNG } from "./multipart";
import { freePort, startServerProcess, waitForHealth } from "./server-process";
import { createDatabase } from "./test-databases";

/**
 * Two real server processes on one PostgreSQL database, each with a data folder of its own, as
 * behind a load balancer: whatever one instance does, the other must see. PostgreSQL only: the
 * embedded database is one process by design.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const OWNER = { username: "pemilik", password: TEST_PASSWORD };
/** What a busy machine may add to the menu cache's trust window. */
const MARGIN_MS = 4000;

type Instance = { base: string; dataDir: string; child: ChildProcess };

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "kedai-instance-"));
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server, 120_000);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw error;
  }
  return { base, dataDir, child: server.child };
}

const json = async <T>(response: Response) => (await response.json()) as T;

/** A browser's cookies and CSRF token, sent to whichever instance a request goes to. */
class Browser {
  private cookies = new Map<string, string>();
  private csrfToken = "";

  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  async request(
    instance: Instance,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const sent: Record<string, string> = { ...headers };
    if (method !== "GET") {
      this.csrfToken ||= (
        await json<{ csrfToken: string }>(await this.request(instance, "GET", "/api/auth/csrf"))
      ).csrfToken;
      sent["x-csrf-token"] = this.csrfToken;
    }
    // After the CSRF call, whose cookie must go along.
    sent.cookie = this.cookieHeader();
    let payload: Uint8Array | string | undefined;
    if (Buffer.isBuffer(body)) payload = new Uint8Array(body);
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent["content-type"] = "application/json";
    }
    const response = await fetch(`${instance.base}${path}`, { method, headers: sent, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      // A signed-in browser's CSRF token is tied to its session: a new session needs a new one.
      if (pair.slice(0, at) === SESSION_COOKIE) this.csrfToken = "";
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  login(instance: Instance, username: string, password = TEST_PASSWORD) {
    return this.request(instance, "POST", "/api/auth/login", { username, password });
  }
}

describe.runIf(serverUrl)("two app instances on one PostgreSQL database", () => {
  let first: Instance;
  let second: Instance;
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const empty = await createDatabase(serverUrl!);
    dropDatabase = empty.drop;
    // Started together on an empty database: one migrates and creates the first admin, the other waits.
    [first, second] = await Promise.all([startInstance(empty.url), startInstance(empty.url)]);
    database = await openDatabase({ engine: "postgres", url: empty.url });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      [first, second].filter(Boolean).map(async ({ child, dataDir }) => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }),
    );
    await database?.close();
    await dropDatabase();
  }, 60_000);

  it("start together on an empty database: migrated once, one first admin", async () => {
    const [{ staff }] = await database.db.select({ staff: count() }).from(users);
    expect(staff).toBe(1);
  });

  it("a login made through one instance is signed in on the other", async () => {
    const browser = new Browser();
    expect((await browser.login(first, OWNER.username, OWNER.password)).status).toBe(200);
    const profile = await browser.request(second, "GET", "/api/auth/profile");
    expect(profile.status).toBe(200);
    expect((await json<{ username: string }>(profile)).username).toBe(OWNER.username);
  });

  it("a picture uploaded through one instance is served by the other, from neither's disk", async () => {
    const browser = new Browser();
    await browser.login(first, OWNER.username, OWNER.password);
    const form = multipartForm([
      ...formFields({
        name: "Crepes Dua Server",
        price: 25000,
        category: (await createCategory(database.db)).id,
        location: (await createLocation(database.db)).id,
      }),
      { name: "imageFile", filename: "crepes.png", contentType: "image/png", data: TINY_PNG },
    ]);
    const created = await browser.request(first, "POST", "/api/menu", form.payload, form.headers);
    expect(created.status).toBe(201);
    const { imageUrl } = await json<{ imageUrl: string }>(created);
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const picture = await fetch(`${second.base}${imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    for (const { dataDir } of [first, second]) {
      const uploads = join(dataDir, "uploads");
      expect(existsSync(uploads) ? readdirSync(uploads).filter((f) => f.endsWith(".png")) : []).toEqual([]);
    }
  });

  it("a member guide document replaced through one instance is downloaded from the other", async () => {
    const admin = new Browser();
    await admin.login(first, OWNER.username, OWNER.password);
    const manual = Buffer.from("%PDF-1.4\n% panduan untuk semua instance\n%%EOF\n");
    const form = multipartForm([
      { name: "file", filename: "panduan.pdf", contentType: "application/pdf", data: manual },
    ]);
    const replaced = await admin.request(first, "PUT", "/api/member/documents/manual", form.payload, form.headers);
    expect(replaced.status).toBe(200);

    const member = new Browser();
    const account = await createAccount(database.db, "franchise");
    expect((await member.login(second, account.login)).status).toBe(200);
    const download = await member.request(second, "GET", "/api/member/documents/manual");
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(manual)).toBe(true);
  });

  it("a menu change made through one instance shows in the other's /api/menu within the trust window", async () => {
    const location = await createLocation(database.db);
    const product = await createProduct(database.db, { price: 20000, locationId: location.id });
    const priceOn = async (instance: Instance) => {
      const menu = await json<{ _id: string; price: number }[]>(await fetch(`${instance.base}/api/menu`));
      return menu.find((item) => item._id === product.id)?.price;
    };
    // Both instances have cached the menu with the old price.
    expect(await priceOn(first)).toBe(20000);
    expect(await priceOn(second)).toBe(20000);

    const browser = new Browser();
    await browser.login(first, OWNER.username, OWNER.password);
    const changed = await browser.request(first, "PUT", `/api/menu/${product.id}`, {
      name: product.name,
      price: 23000,
      category: product.categoryId,
      location: location.id,
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    while ((await priceOn(second)) !== 23000) {
      expect(Date.now() - changedAt).toBeLessThan(VERSION_TRUST_MS + MARGIN_MS);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it("an order placed through one instance arrives on a live stream opened on the other", async () => {
    const cashier = await createAccount(database.db, "cashier");
    await createRegisterSession(database.db, { cashierId: cashier.id });
    const waiter = await createStaffUser(database.db, { role: "staff" });
    const product = await createProduct(database.db, { price: 15000 });
    const browser = new Browser();
    expect((await browser.login(first, cashier.login)).status).toBe(200);

    const abort = new AbortController();
    const stream = await fetch(`${second.base}/api/events`, {
      headers: { cookie: browser.cookieHeader() },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    // The stream opens with the position it starts from; the order comes after it.
    while (!received.includes("\n\n")) received += (await reader.read()).value ?? "";

    const placed = await browser.request(
      first,
      "POST",
      "/api/orders",
      { waiter: waiter.id, orderType: ORDER_TYPE.TakeAway, items: [{ productId: product.id, quantity: 1 }] },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.status).toBe(201);
    const orderId = (await json<{ data: { _id: string } }>(placed)).data._id;

    const deadline = setTimeout(() => abort.abort(), 5000);
    try {
      while (!received.includes(orderId)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += chunk.value;
      }
    } catch {
      // Aborted at the deadline: the assertion below says what arrived.
    } finally {
      clearTimeout(deadline);
      abort.abort();
    }
    expect(received).toMatch(new RegExp(`event: order\\ndata: [^\\n]*${orderId}`));
  });

  it("wrong passwords spread over both instances are throttled together", async () => {
    const guesser = new Browser();
    for (let i = 0; i < 10; i++) {
      const response = await guesser.login(i % 2 ? first : second, "penebak", "salah-terus");
      expect(response.status).toBe(401);
    }
    for (const instance of [first, second]) {
      const refused = await guesser.login(instance, "penebak", "salah-terus");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await json<{ message: string }>(refused)).message).toMatch(/coba lagi/i);
    }
  });
});
