// The till traffic of bench/pos-orders.mjs, shared by the HTTP clients (bench/pos-orders.mjs) and
// the in-process ceiling (bench/pos-orders-server.ts) so both place the same kind of orders:
// 2–4 lines of 1–3 each, half with toppings, Dine-In and Take Away half and half, a Dine-In order
// at a free table when there is one, else at the counter. Seeded, so every run draws the same mix.

/** A small deterministic generator (mulberry32): the same seed gives the same orders. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `catalog`: { products: [{ id, toppingIds }], tableIds, waiterIds, cashiers: [{ id, ... }] }.
 * `next()` gives the next order's cashier, body and the table it holds; give the table back with
 * `release(tableId)` once the order has answered: it is drawn again after every other free table, by
 * when the bench server has freed it (it frees occupied tables every 100 ms).
 */
export function orderMix(catalog, seed = 1) {
  const draw = random(seed);
  const pick = (list) => list[Math.floor(draw() * list.length)];
  const freeTables = [...catalog.tableIds];
  let turn = 0;

  return {
    next() {
      const cashier = catalog.cashiers[turn++ % catalog.cashiers.length];
      const lines = 2 + Math.floor(draw() * 3);
      const products = new Set();
      while (products.size < lines) products.add(pick(catalog.products));
      const items = [];
      for (const product of products) {
        const toppings = product.toppingIds.length && draw() < 0.5 ? [pick(product.toppingIds)] : [];
        items.push({
          productId: product.id,
          quantity: 1 + Math.floor(draw() * 3),
          selectedOptions: toppings.map((_id) => ({ _id })),
        });
      }
      const dineIn = draw() < 0.5;
      const tableId = dineIn ? (freeTables.shift() ?? null) : null;
      const body = {
        items,
        orderType: dineIn ? "Dine-In" : "Take Away",
        table: tableId,
        waiter: pick(catalog.waiterIds),
        customer: null,
        promoId: null,
        notes: draw() < 0.2 ? "Tidak pakai es" : "",
      };
      return { cashier, body, tableId };
    },
    release(tableId) {
      if (tableId) freeTables.push(tableId);
    },
  };
}

/**
 * What is wrong with an order the server answered for `body` (null when nothing): a fast wrong
 * answer must not count as a placed order. The server prices it, so the bench checks what it can
 * know: a new order of the type sent, at the table sent, with every line sent in the quantity
 * sent, and a positive total.
 */
export function wrongOrderAnswer(body, order) {
  if (!order || typeof order !== "object") return "no order in the answer";
  if (order.status !== "New") return `status ${order.status}, not New`;
  if (order.orderType !== body.orderType) return `type ${order.orderType}, not ${body.orderType}`;
  if ((order.table?._id ?? null) !== body.table) return `table ${order.table?._id}, not ${body.table}`;
  const sent = body.items.map((item) => `${item.productId}×${item.quantity}`).sort();
  const answered = (order.items ?? []).map((item) => `${item.productId}×${item.quantity}`).sort();
  if (sent.join() !== answered.join()) return `lines ${answered.join()}, not ${sent.join()}`;
  if (!(order.totalAmount > 0)) return `total ${order.totalAmount}`;
  return null;
}
