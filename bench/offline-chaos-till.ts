// One till of bench/offline-chaos.mjs: the web app's own outbox (apps/web/src/lib/outbox.ts) and API
// client (lib/api.ts), run in Node on fake-indexeddb, taking orders as the POS screen takes them
// (features/pos/use-place-order.ts: sent at once when nothing waits and the server answers, else
// queued as a place command with the attempt's Idempotency-Key, its time and catalog version), then
// moving each on (Preparing, Ready), adding a round ('Tambahan') to one in four while it is being
// prepared (features/pos/use-place-order.ts: the edit sent at once, else queued as an add-round
// command with only the new line), and paying it in cash with change, one in three of those split
// in two cash parts, or cancelling one in five, as the order list does (features/orders/api: sent at
// once, else queued as a till command naming the order by its id or, taken offline, by its key;
// ADR 0046). Talks to the server through the bench's TCP proxy, which cuts and restores the
// network. Reports its own figures (orders paid, split, cancelled, rounds added, the totals it
// priced, the cash it took) and, once its outbox is empty, what the server's register review says.
// Which orders get a round, a split payment or a cancel follows from their number
// (offline-chaos-plan.mjs): the bench checks the server by the same rule.
// Env: CHAOS_BASE (the proxy's address), CHAOS_USER, CHAOS_PASSWORD, CHAOS_ORDERS, CHAOS_GAP_MS.
// Prints JSON lines on stdout: {"taken": n} as it goes, then {"done": …} with its figures.
import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { chaosPlan } from "./offline-chaos-plan.mjs";

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
    // Commands the server had already applied (a send whose answer was lost): answered, not applied again.
    if (init.method === "POST" && String(input).endsWith("/orders/sync") && response.ok) {
      const { results } = (await response.clone().json()) as { results: Array<{ replayed?: boolean }> };
      replayed += results.filter((result) => result.replayed).length;
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

const { IDEMPOTENCY_KEY_HEADER, queuedOrderRecord, taxFor } = await import("@kedai/shared");
type TillCommand = import("@kedai/shared").TillCommand;
type CommandOrderRef = import("@kedai/shared").CommandOrderRef;
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

type Catalog = import("@kedai/shared").TillCatalog;

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
if (products.length < 2) throw new Error("the demo menu needs two available products");

const outlet = locations[0]?._id ?? "";
type Review = { sales: { cashSales: number; expectedCash: number; completedOrders: number } };
const review = async () => {
  const status = await api.get<{ session: { _id: string } | null }>("/register/status");
  return api.get<Review>(`/register/${status.session?._id}/review`);
};
const before = await steady(review);

const refusedAtOnce: Array<{ n: number; code: string; message: string }> = [];
let sentAtOnce = 0;
let queued = 0;
const actions = { sentAtOnce: 0, queued: 0 };
/**
 * The till's own figures: what it did, the totals it priced itself (with the catalog it holds, as
 * its receipt does), and the cash it took (what the customer paid less the change).
 */
const own = { paid: 0, split: 0, cancelled: 0, rounds: 0, cashTaken: 0, changeGiven: 0, total: 0 };
/** Orders the server answered at once with another total than the till priced: none may be. */
const pricedOtherwise: Array<{ n: number; till: number; server: number }> = [];
const stop = outbox.startOutbox(user._id, () => {});
say({ ready: true });
while (!(await readyToGo())) await sleep(50);

const preview = (label: string) => ({ label, totalAmount: 0, lines: [] });

/**
 * An action on an order, as the order list makes it: sent at once when the order is on the server,
 * nothing waits and the server answers; else kept as a command. False when the server refused it.
 */
async function act(n: number, ref: CommandOrderRef, online: () => Promise<unknown>, command: TillCommand) {
  try {
    if ("id" in ref) {
      const sent = await outbox.sendUnlessOffline(online);
      if (sent) {
        actions.sentAtOnce += 1;
        return true;
      }
    }
    await outbox.addToOutbox({ command, preview: preview(`${command.kind} #${n}`) });
    actions.queued += 1;
    return true;
  } catch (error) {
    const failure = error as { code?: string; message?: string };
    refusedAtOnce.push({ n, code: failure.code ?? "UNKNOWN", message: failure.message ?? String(error) });
    return false;
  }
}

type Line = { product: (typeof products)[number]; quantity: number };
const choicesOf = (product: Line["product"]) =>
  product.groups.filter((group) => group.isRequired).map((group) => group.options[0]);
/** A line as the order body carries it. */
const itemOf = ({ product, quantity }: Line) => ({
  productId: product._id,
  quantity,
  selectedOptions: choicesOf(product).map((option) => ({ _id: option?._id, name: option?.name })),
});
const outletTax = taxFor(
  catalog.settings,
  catalog.outletTaxes.find((tax) => tax._id === outlet),
);
/** The till's own record of an order of `lines`, priced as the POS screen prices it, with the catalog it holds. */
const tillRecord = (key: string, takenAt: string, lines: Line[], notes: string) =>
  queuedOrderRecord({
    idempotencyKey: key,
    takenAt,
    lines: lines.map(({ product, quantity }) => ({
      productId: product._id,
      name: product.name,
      basePrice: product.price,
      quantity,
      options: choicesOf(product).map((option) => ({ name: option?.name ?? "", price: option?.price ?? 0 })),
    })),
    orderType: "Take Away",
    serviceRatePercent: 0,
    pricing: { ...outletTax, packagingFee: catalog.settings.packagingFee },
    promo: null,
    cashier: null,
    waiter: null,
    table: null,
    customer: null,
    notes,
    registerSessionId: null,
    cashPaid: null,
  });

for (let n = 0; n < orderCount; n++) {
  const product = products[n % products.length];
  if (!product) throw new Error("no available product");
  const lines: Line[] = [{ product, quantity: 1 + (n % 3) }];
  const body = {
    items: lines.map(itemOf),
    orderType: "Take Away" as const,
    waiter: waiters[0]?._id ?? "",
    notes: `chaos ${username} #${n}`,
  };
  const key = randomUUID();
  const takenAt = new Date().toISOString();
  const order = tillRecord(key, takenAt, lines, body.notes);
  let ref: CommandOrderRef;
  try {
    const sent = await outbox.sendUnlessOffline(() =>
      api.post<{ data: { _id: string; totalAmount: number } }>("/orders", body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
    );
    if (sent) {
      sentAtOnce += 1;
      ref = { id: sent.answer.data._id };
      if (sent.answer.data.totalAmount !== order.totalAmount)
        pricedOtherwise.push({ n, till: order.totalAmount, server: sent.answer.data.totalAmount });
    } else {
      await outbox.addToOutbox({
        command: {
          kind: "place",
          idempotencyKey: key,
          takenAt,
          deviceId: outbox.deviceId(),
          catalogVersion: catalog.version,
          order: body,
        },
        preview: preview(`Take Away #${n}`),
        order,
      });
      queued += 1;
      ref = { placedBy: key };
    }
  } catch (error) {
    const failure = error as { code?: string; message?: string };
    refusedAtOnce.push({ n, code: failure.code ?? "UNKNOWN", message: failure.message ?? String(error) });
    say({ taken: n + 1 });
    continue;
  }
  const path = "id" in ref ? `/orders/${ref.id}` : "";
  const { round, cancel, split } = chaosPlan(n);
  let total = order.totalAmount;
  const move = (from: "New" | "Preparing", to: "Preparing" | "Ready") =>
    act(n, ref, () => api.put(`${path}/status`, { status: to, from }), {
      kind: "status",
      ...outbox.commandBase(),
      order: ref,
      from,
      to,
    });
  let moved = await move("New", "Preparing");
  if (moved && round) {
    // 'Tambahan' while it is being prepared: another product, once. Online the screen sends the
    // edited order (its lines and the new one); queued, only the new line.
    const added: Line = { product: products[(n + 3) % products.length] ?? product, quantity: 1 };
    const withRound = tillRecord(key, takenAt, [...lines, added], body.notes);
    moved = await act(
      n,
      ref,
      async () => {
        const answer = await api.put<{ data: { totalAmount: number } }>(path, {
          items: [...lines, added].map(itemOf),
          orderInfo: {
            orderType: body.orderType,
            table: null,
            waiter: body.waiter,
            customer: null,
            promoId: null,
            notes: body.notes,
          },
        });
        if (answer.data.totalAmount !== withRound.totalAmount)
          pricedOtherwise.push({ n, till: withRound.totalAmount, server: answer.data.totalAmount });
      },
      { kind: "add-round", ...outbox.commandBase(), order: ref, items: [itemOf(added)] },
    );
    if (moved) {
      own.rounds += 1;
      total = withRound.totalAmount;
    }
  }
  moved = moved && (await move("Preparing", "Ready"));
  if (moved && cancel) {
    if (
      await act(n, ref, () => api.put(`${path}/status`, { status: "Cancelled", from: "Ready" }), {
        kind: "cancel",
        ...outbox.commandBase(),
        order: ref,
        from: "Ready",
      })
    )
      own.cancelled += 1;
  } else if (moved) {
    // Always change: one payment of the next Rp 50.000 above the total, or split in two cash parts,
    // half the bill then the next Rp 10.000 above what is left.
    const first = Math.floor(total / 2);
    const parts = split
      ? [
          { method: "Cash" as const, amount: first },
          { method: "Cash" as const, amount: Math.floor((total - first) / 10_000) * 10_000 + 10_000 },
        ]
      : [{ method: "Cash" as const, amount: Math.floor(total / 50_000) * 50_000 + 50_000 }];
    const payment = split
      ? { payments: parts }
      : { paymentDetails: { method: "Cash" as const, amountPaid: parts[0]?.amount ?? 0 } };
    if (
      await act(n, ref, () => api.put(`${path}/finalize`, payment), {
        kind: "pay",
        ...outbox.commandBase(),
        order: ref,
        ...payment,
      })
    ) {
      own.paid += 1;
      if (split) own.split += 1;
      own.total += total;
      own.cashTaken += total;
      own.changeGiven += parts.reduce((sum, part) => sum + part.amount, 0) - total;
    }
  }
  say({ taken: n + 1 });
  await sleep(gapMs / 2 + Math.random() * gapMs);
}
const takenAll = Date.now();
say({ takingDone: true });

// Wait for the outbox to empty by itself (its back-off, up to 30 s between tries); refused entries stay.
const { Dexie } = await import("dexie");
const kept = new Dexie("kedai-outbox");
kept.version(3).stores({ entries: "++seq, userId, dependsOn" });
type Kept = { idempotencyKey: string; refusal: { code: string; message: string } | null; command: TillCommand };
let left: Kept[] = [];
for (;;) {
  left = (await kept.table("entries").toArray()) as Kept[];
  if (left.every((entry) => entry.refusal)) break;
  await sleep(250);
}
const drainedMs = Date.now() - takenAll;
stop();
// What the server's register says of this till's session now, less what it said before the orders.
const after = await steady(review);
say({
  done: {
    user: username,
    deviceId: outbox.deviceId(),
    taken: orderCount,
    sentAtOnce,
    queued,
    actions,
    own,
    server: {
      cashSales: after.sales.cashSales - before.sales.cashSales,
      expectedCash: after.sales.expectedCash - before.sales.expectedCash,
      completedOrders: after.sales.completedOrders - before.sales.completedOrders,
    },
    pricedOtherwise,
    refusedAtOnce,
    refusedInOutbox: left.map((entry) => ({ kind: entry.command.kind, ...entry.refusal })),
    requests,
    networkFailures,
    replayed,
    drainedMsAfterLastOrder: drainedMs,
  },
});
process.exit(0);
