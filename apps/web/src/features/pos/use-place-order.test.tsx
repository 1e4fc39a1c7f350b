import {
  computePosTotals,
  IDEMPOTENCY_KEY_HEADER,
  localOrderId,
  localOrderNumber,
  type OrderRecord,
  personNamed,
} from "@kedai/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceId, hasWaiting, startOutbox, useOutbox } from "../../lib/outbox";
import { toast } from "../../lib/toast";
import { csrfRoute, type MockAnswer, mockApi } from "../../test/fetch-mock";
import { testOrder } from "../../test/orders";
import type { CartLine } from "./cart";
import { EDIT_NEEDS_SERVER, type OrderDraft, POINTS_NEED_SERVER, usePlaceOrder } from "./use-place-order";

const line: CartLine = { key: "p-1", productId: "p-1", name: "Es Teh", basePrice: 8000, quantity: 1, options: [] };

function draft(change: Partial<OrderDraft> = {}): OrderDraft {
  const lines = change.lines ?? [line];
  return {
    lines,
    orderType: "Dine-In",
    tableId: "t-1",
    waiterId: "u-staff",
    customerId: null,
    serviceRatePercent: 5,
    promoId: null,
    notes: "",
    totals: computePosTotals({ lines, orderType: "Dine-In" }),
    receiptFacts: {
      pricing: { taxRatePercent: 11, taxLabel: "Pajak (11%)", packagingFee: 2000 },
      promo: null,
      cashier: personNamed("u-cashier", "Kasir Satu"),
      waiter: personNamed("u-staff", "Waiter Dua"),
      customer: null,
      registerSessionId: "s-1",
    },
    ...change,
  };
}

const tea: CartLine = { key: "p-2", productId: "p-2", name: "Teh Tarik", basePrice: 10000, quantity: 2, options: [] };
const unreachable = () => {
  throw new TypeError("Failed to fetch");
};

/** A Dine-In order at table t-1 with one Es Teh, as the server has it: what the edits below start from. */
const seated = testOrder({
  orderType: "Dine-In",
  table: { _id: "t-1", name: "Meja 1" },
  serviceChargeRatePercent: 5,
  waiter: personNamed("u-staff", "Waiter Dua"),
  items: [
    {
      _id: "oi-1",
      productId: "p-1",
      name: "Es Teh",
      quantity: 1,
      basePrice: 8000,
      selectedOptions: [],
      finalPricePerItem: 8000,
      lineTotal: 8000,
      round: 1,
    },
  ],
});

/** The edit screen's draft of `seated` with `lines`, priced as its cart prices it. */
const edit = (lines: CartLine[], change: Partial<OrderDraft> = {}) =>
  draft({
    lines,
    totals: computePosTotals({
      lines,
      orderType: "Dine-In",
      serviceRatePercent: 5,
      taxRatePercent: 11,
      packagingFee: 2000,
    }),
    ...change,
  });

const created = (orderId: string): MockAnswer => ({
  status: 201,
  body: { data: testOrder({ _id: orderId, orderId: `CREPES-17000000${orderId}` }), stockWarnings: [] },
});

function renderPlaceOrder(
  routes: Parameters<typeof mockApi>[0],
  options: Parameters<typeof usePlaceOrder>[0] = { registerOpen: true, editingOrder: null },
) {
  const mock = mockApi({ ...csrfRoute, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => usePlaceOrder(options), { wrapper });
  const posts = () => mock.calls.filter((call) => call.method !== "GET");
  return { hook, posts };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(toast, "error");
  vi.spyOn(toast, "success");
});
afterEach(() => vi.restoreAllMocks());

describe("usePlaceOrder", () => {
  it.each([
    ["an empty cart", draft({ lines: [] }), true, "Keranjang masih kosong!"],
    ["no waiter", draft({ waiterId: "" }), true, "Silakan pilih waiter terlebih dahulu!"],
    ["no open register", draft(), false, "Sesi kasir tidak aktif."],
  ])("refuses %s without calling the server", async (_case, order, registerOpen, message) => {
    const { hook, posts } = renderPlaceOrder(
      { "POST /api/orders": created("1") },
      { registerOpen, editingOrder: null },
    );
    await act(async () => {
      expect(await hook.result.current.place(order, "normal")).toBeNull();
    });
    expect(errors).toHaveBeenCalledWith(message);
    expect(posts()).toHaveLength(0);
  });

  it("retries a failed attempt with the same Idempotency-Key and starts a new one after a success", async () => {
    let failNext = true;
    const { hook, posts } = renderPlaceOrder({
      "POST /api/orders": () => {
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: "Server sedang tidak siap." } };
        }
        return created(String(posts().length));
      },
    });
    await act(() => hook.result.current.place(draft(), "normal"));
    expect(errors).toHaveBeenCalledWith("Server sedang tidak siap.");
    await act(() => hook.result.current.place(draft(), "normal"));
    await act(() => hook.result.current.place(draft(), "normal"));
    const keys = posts().map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("sends once when tapped twice while the first is on its way", async () => {
    let release: () => void = () => undefined;
    const { hook, posts } = renderPlaceOrder({
      "POST /api/orders": () => new Promise((resolve) => (release = () => resolve(created("1")))),
    });
    await act(async () => {
      const first = hook.result.current.place(draft(), "normal");
      const second = hook.result.current.place(draft(), "quick");
      expect(await second).toBeNull();
      await vi.waitFor(() => expect(posts()).toHaveLength(1));
      release();
      expect(await first).toMatchObject({ _id: "1" });
    });
    expect(posts()).toHaveLength(1);
  });

  it("falls back to 'Gagal membuat pesanan.' when the server gives no reason", async () => {
    const { hook } = renderPlaceOrder({ "POST /api/orders": { status: 500 } });
    await act(() => hook.result.current.place(draft(), "normal"));
    expect(errors).toHaveBeenCalledWith("Gagal membuat pesanan.");
  });

  it("saves an edit with PUT and says 'Gagal memperbarui pesanan.' when it fails", async () => {
    const { hook, posts } = renderPlaceOrder(
      { "PUT /api/orders/o-9": { status: 500 } },
      { registerOpen: true, editingOrder: testOrder({ _id: "o-9" }) },
    );
    await act(() => hook.result.current.place(draft({ orderType: "Take Away" }), "normal"));
    expect(errors).toHaveBeenCalledWith("Gagal memperbarui pesanan.");
    expect(posts()[0]).toMatchObject({
      method: "PUT",
      path: "/api/orders/o-9",
      body: {
        items: [{ productId: "p-1", quantity: 1, selectedOptions: [] }],
        orderInfo: { orderType: "Take Away", table: null, waiter: "u-staff", serviceChargeRate: 0 },
      },
    });
  });

  describe("while the server cannot be reached", () => {
    let stop: () => void = () => undefined;
    beforeEach(() => {
      stop = startOutbox("u-cashier", () => undefined);
    });
    afterEach(() => stop());

    it("keeps the order in the outbox with the attempt's key, time, catalog version and device", async () => {
      const { hook, posts } = renderPlaceOrder(
        {
          "POST /api/orders": () => {
            throw new TypeError("Failed to fetch");
          },
        },
        { registerOpen: true, editingOrder: null, catalogVersion: 42 },
      );
      let result: OrderRecord | null = null;
      await act(async () => {
        result = await hook.result.current.place(draft({ tableName: "Meja 3" }), "quick");
      });
      expect(errors).not.toHaveBeenCalled();
      const attempted = posts()[0];
      const { result: kept } = renderHook(() => useOutbox());
      await vi.waitFor(() => expect(kept.current.entries).toHaveLength(1));
      const entry = kept.current.entries[0];
      expect(entry?.idempotencyKey).toBe(attempted?.headers[IDEMPOTENCY_KEY_HEADER]);
      expect(entry?.preview).toMatchObject({
        label: "Dine-In · Meja 3 · Bayar Pas",
        totalAmount: draft().totals.totalAmount,
      });
      expect(entry?.command).toMatchObject({
        kind: "place",
        takenAt: entry?.takenAt,
        catalogVersion: 42,
        deviceId: deviceId(),
        order: { paymentDetails: { method: "Cash", amountPaid: draft().totals.totalAmount } },
      });
      // The till's own record of it, for the receipt handed over: the screen's total, paid in exact cash.
      expect(result).toMatchObject({
        waitingToSync: true,
        orderId: localOrderNumber(entry?.idempotencyKey ?? ""),
        createdAt: entry?.takenAt,
        table: { _id: "t-1", name: "Meja 3" },
        waiter: { name: "Waiter Dua" },
        cashier: { name: "Kasir Satu" },
        totalAmount: draft().totals.totalAmount,
        paymentDetails: { method: "Cash", amountPaid: draft().totals.totalAmount, change: 0 },
      });
    });

    it("keeps an edit that only adds as the round it adds: the new lines alone, the order shown with them at once", async () => {
      // The round went out and its answer was lost: the server may hold it already.
      const { hook, posts } = renderPlaceOrder(
        { "POST /api/orders/sync": unreachable },
        { registerOpen: true, editingOrder: seated, catalogVersion: 42 },
      );
      // One more Es Teh (the order had one) and two of a new dish.
      const lines = [{ ...line, quantity: 2 }, tea];
      let shown: OrderRecord | null = null;
      await act(async () => {
        shown = await hook.result.current.place(edit(lines), "normal");
      });
      expect(errors).not.toHaveBeenCalled();
      const { result: kept } = renderHook(() => useOutbox());
      await vi.waitFor(() => expect(kept.current.entries).toHaveLength(1));
      const entry = kept.current.entries[0];
      // Every send, the first and the outbox's, carries the same command, key and all: the server
      // adds the round once, whichever send reaches it.
      const sent = posts();
      expect(sent.length).toBeGreaterThan(0);
      for (const call of sent) {
        expect(`${call.method} ${call.path}`).toBe("POST /api/orders/sync");
        expect((call.body as { commands: unknown[] }).commands).toEqual([entry?.command]);
      }
      expect(entry?.command).toEqual({
        kind: "add-round",
        idempotencyKey: entry?.idempotencyKey,
        takenAt: entry?.takenAt,
        deviceId: deviceId(),
        order: { id: "o-1" },
        items: [
          { productId: "p-1", quantity: 1, selectedOptions: [] },
          { productId: "p-2", quantity: 2, selectedOptions: [] },
        ],
      });
      // The list shows this version until the server answers: the round, and the cart's total.
      expect(entry?.order).toEqual(shown);
      expect(shown).toMatchObject({ _id: "o-1", waitingToSync: true, totalAmount: edit(lines).totals.totalAmount });
      expect((shown as OrderRecord | null)?.items.map((item) => [item.name, item.quantity, item.round ?? 1])).toEqual([
        ["Es Teh", 1, 1],
        ["Es Teh", 1, 2],
        ["Teh Tarik", 2, 2],
      ]);
    });

    it("sends a round online as the add-round command and shows the order the server answers", async () => {
      const answered = { ...seated, totalAmount: 99_999 };
      const { hook, posts } = renderPlaceOrder(
        {
          "POST /api/orders/sync": (request) => {
            const [command] = (request.body as { commands: { idempotencyKey: string }[] }).commands;
            return {
              body: { results: [{ idempotencyKey: command?.idempotencyKey, status: 200, answer: { data: answered } }] },
            };
          },
        },
        { registerOpen: true, editingOrder: seated, catalogVersion: 42 },
      );
      await act(async () => {
        expect(await hook.result.current.place(edit([line, tea]), "normal")).toEqual(answered);
      });
      expect(posts().map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/orders/sync"]);
      expect((posts()[0]?.body as { commands: unknown[] } | undefined)?.commands).toEqual([
        expect.objectContaining({
          kind: "add-round",
          order: { id: "o-1" },
          items: [{ productId: "p-2", quantity: 2, selectedOptions: [] }],
        }),
      ]);
      expect(toast.success).toHaveBeenCalledWith(`Pesanan #${seated.orderId.slice(-4)} berhasil diperbarui.`);
      expect(await hasWaiting("u-cashier")).toBe(false);
    });

    it("shows the server's refusal of a round online and keeps nothing", async () => {
      const { hook } = renderPlaceOrder(
        {
          "POST /api/orders/sync": (request) => {
            const [command] = (request.body as { commands: { idempotencyKey: string }[] }).commands;
            const error = { message: "Pesanan sudah selesai, tidak dapat diubah.", code: "ORDER_NOT_EDITABLE" };
            return { body: { results: [{ idempotencyKey: command?.idempotencyKey, status: 409, error }] } };
          },
        },
        { registerOpen: true, editingOrder: seated, catalogVersion: 42 },
      );
      await act(async () => {
        expect(await hook.result.current.place(edit([line, tea]), "normal")).toBeNull();
      });
      expect(errors).toHaveBeenCalledWith("Pesanan sudah selesai, tidak dapat diubah.");
      expect(await hasWaiting("u-cashier")).toBe(false);
    });

    it("keeps a round on an order still in the outbox without calling the server, naming it by its key", async () => {
      const local = { ...seated, _id: localOrderId("place-key") };
      const { hook, posts } = renderPlaceOrder({}, { registerOpen: true, editingOrder: local, catalogVersion: 42 });
      await act(async () => {
        expect(await hook.result.current.place(edit([line, tea]), "normal")).not.toBeNull();
      });
      expect(posts().filter((call) => call.method === "PUT")).toHaveLength(0);
      const { result: kept } = renderHook(() => useOutbox());
      await vi.waitFor(() => expect(kept.current.entries).toHaveLength(1));
      expect(kept.current.entries[0]?.command).toMatchObject({ kind: "add-round", order: { placedBy: "place-key" } });
      expect(kept.current.entries[0]?.dependsOn).toBe("place-key");
    });

    it.each<[string, CartLine[], Partial<OrderDraft>]>([
      ["lowers a line", [tea], {}],
      ["moves the table", [line, tea], { tableId: "t-2" }],
      ["changes the notes", [line, tea], { notes: "Tanpa es" }],
      ["adds nothing", [line], {}],
    ])("refuses an edit that %s, keeping nothing in the outbox: only a round is kept", async (_case, lines, change) => {
      const { hook } = renderPlaceOrder(
        { "PUT /api/orders/o-1": unreachable },
        { registerOpen: true, editingOrder: seated, catalogVersion: 42 },
      );
      await act(async () => {
        expect(await hook.result.current.place(edit(lines, change), "normal")).toBeNull();
      });
      expect(errors).toHaveBeenCalledWith(EDIT_NEEDS_SERVER, expect.anything());
      expect(await hasWaiting("u-cashier")).toBe(false);
    });

    it("refuses an order that spends points: the server would not take them offline", async () => {
      const { hook } = renderPlaceOrder(
        {
          "POST /api/orders": () => {
            throw new TypeError("Failed to fetch");
          },
        },
        { registerOpen: true, editingOrder: null, catalogVersion: 42 },
      );
      const lines = [line];
      const withPoints = draft({ totals: computePosTotals({ lines, orderType: "Dine-In", pointsDiscount: 2000 }) });
      await act(async () => {
        expect(await hook.result.current.place(withPoints, "normal")).toBeNull();
      });
      expect(errors).toHaveBeenCalledWith(POINTS_NEED_SERVER);
      expect(await hasWaiting("u-cashier")).toBe(false);
    });
  });
});
