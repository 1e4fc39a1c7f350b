// One till of bench/offline-chaos.mjs: the web app's own outbox (apps/web/src/lib/outbox.ts) and API
// client (lib/api.ts), run in Node on fake-indexeddb, taking orders as the POS screen takes them
// (features/pos/use-place-order.ts: sent at once when nothing waits and the server answers, else
// queued with the attempt's Idempotency-Key, its time and catalog version). Talks to the server
// through the bench's TCP proxy, which cuts and restores the network.
// Env: CHAOS_BASE (the proxy's address), CHAOS_USER, CHAOS_PASSWORD, CHAOS_ORDERS, CHAOS_GAP_MS.
// Prints JSON lines on stdout: {"taken": n} as it goes, then {"done": …} with its figures.
import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";

const base = process.env.CHAOS_BASE ?? "http://127.0.0.1:3661";
const username = process.env.CHAOS_USER ?? "kasir";
const password = process.env.CHAOS_PASSWORD ?? "rahasia123";
const orderCount = Number(process.env.CHAOS_ORDERS ?? 100);
const gapMs = Number(process.env.CHAOS_GAP_MS ?? 350);

// --- The browser the modules expect ------------------------------------------------------------
const storage = new Map<string, string>();
const windowEvents = new EventTarget();
Object.assign(globalThis, {
  window: windowEvents,
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  },
});
// The till's browser thinks it is online: the outbox learns the server is unreachable from failed calls.
Object.defineProperty(globalThis, "navigator", { value: { onLine: true }, configurable: true });

/** fetch as the page's: same-origin paths, the cookies the server set kept in a jar. */
const jar = new Map<string, string>();
const networkFetch = globalThis.fetch;
let requests = 0;
let networkFailures = 0;
let replayed = 0;
globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  requests += 1;
  try {
    const response = await networkFetch(new URL(String(input), base), {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(30_000),
    });
    // Answers that name an order the key had already made (200, not 201): a send whose answer was lost.
    if (init.method === "POST" && String(input).endsWith("/orders/sync") && response.ok) {
      const { results } = (await response.clone().json()) as { results: Array<{ status: number }> };
      replayed += results.filter((result) => result.status === 200).length;
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  } catch (error) {
    networkFailures += 1;
    throw error;
  }
};

const { IDEMPOTENCY_KEY_HEADER } = await import("@kedai/shared");
const { api } = await import("../apps/web/src/lib/api");
const outbox = await import("../apps/web/src/lib/outbox");

/** The bench starts every till's orders at once, when all are set up: a line "go" on stdin. */
let go = false;
process.stdin.once("data", () => {
  go = true;
});
const readyToGo = async () => go;

const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call made before the chaos starts: retried until the server answers. */
async function steady<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt > 300) throw error;
      await sleep(200);
    }
  }
}

type Catalog = {
  version: number;
  products: Array<{
    _id: string;
    name: string;
    isAvailable: boolean;
    groups: Array<{ isRequired: boolean; options: Array<{ _id: string; name: string }> }>;
  }>;
};

const user = await steady(() =>
  api.post<{ user: { _id: string } }>("/auth/login", { username, password }).then((answer) => answer.user),
);
const locations = await steady(() => api.get<Array<{ _id: string }>>("/locations"));
await steady(async () => {
  try {
    await api.post("/register/open", { outlet: locations[0]?._id, openingBalance: 0 });
  } catch (error) {
    if ((error as { status?: number }).status !== 409) throw error; // already open
  }
});
// The register session must be open before the first order's time (the server refuses earlier ones).
await sleep(1000);
const catalog = await steady(() => api.get<Catalog>("/orders/catalog"));
const waiters = await steady(() => api.get<Array<{ _id: string }>>("/users/waiters"));
const products = catalog.products.filter((product) => product.isAvailable).slice(0, 6);

const refusedAtOnce: Array<{ n: number; code: string; message: string }> = [];
let sentAtOnce = 0;
let queued = 0;
const stop = outbox.startOutbox(user._id, () => {});
say({ ready: true });
while (!(await readyToGo())) await sleep(50);

for (let n = 0; n < orderCount; n++) {
  const product = products[n % products.length];
  if (!product) throw new Error("no available product");
  const selectedOptions = product.groups
    .filter((group) => group.isRequired)
    .map((group) => ({ _id: group.options[0]?._id, name: group.options[0]?.name }));
  const body = {
    items: [{ productId: product._id, quantity: 1 + (n % 3), selectedOptions }],
    orderType: "Take Away",
    waiter: waiters[0]?._id,
    notes: `chaos ${username} #${n}`,
  };
  const key = randomUUID();
  const takenAt = new Date().toISOString();
  try {
    const sent = await outbox.sendUnlessOffline(() =>
      api.post("/orders", body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    );
    if (sent) sentAtOnce += 1;
    else {
      await outbox.addToOutbox({
        idempotencyKey: key,
        takenAt,
        request: {
          method: "POST",
          path: "/orders",
          body: { ...body, offline: { takenAt, catalogVersion: catalog.version, deviceId: outbox.deviceId() } },
        },
        preview: {
          label: "Take Away",
          totalAmount: 0,
          lines: [{ name: product.name, quantity: body.items[0]?.quantity ?? 1 }],
        },
      });
      queued += 1;
    }
  } catch (error) {
    const failure = error as { code?: string; message?: string };
    refusedAtOnce.push({ n, code: failure.code ?? "UNKNOWN", message: failure.message ?? String(error) });
  }
  say({ taken: n + 1 });
  await sleep(gapMs / 2 + Math.random() * gapMs);
}
const takenAll = Date.now();
say({ takingDone: true });

// Wait for the outbox to empty by itself (its back-off, up to 30 s between tries); refused entries stay.
const { Dexie } = await import("dexie");
const kept = new Dexie("kedai-outbox");
kept.version(1).stores({ entries: "++seq, userId" });
type Kept = {
  idempotencyKey: string;
  refusal: { code: string; message: string } | null;
  request: { body: { notes?: string } };
};
let left: Kept[] = [];
for (;;) {
  left = (await kept.table("entries").toArray()) as Kept[];
  if (left.every((entry) => entry.refusal)) break;
  await sleep(250);
}
const drainedMs = Date.now() - takenAll;
stop();
say({
  done: {
    user: username,
    deviceId: outbox.deviceId(),
    taken: orderCount,
    sentAtOnce,
    queued,
    refusedAtOnce,
    refusedInOutbox: left.map((entry) => ({ notes: entry.request.body.notes, ...entry.refusal })),
    requests,
    networkFailures,
    replayed,
    drainedMsAfterLastOrder: drainedMs,
  },
});
process.exit(0);
