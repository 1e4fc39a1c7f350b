import {
  computePosTotals,
  IDEMPOTENCY_KEY_HEADER,
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

const created = (orderId: string): MockAnswer => ({
  status: 201,
  body: { data: { _id: orderId, orderId: `CREPES-17000000${orderId}` }, stockWarnings: [] },
});

function renderPlaceOrder(
  routes: Parameters<typeof mockApi>[0],
  options: Parameters<typeof usePlaceOrder>[0] = { registerOpen: true, editingOrderId: null },
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
      { registerOpen, editingOrderId: null },
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
      { registerOpen: true, editingOrderId: "o-9" },
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
        { registerOpen: true, editingOrderId: null, catalogVersion: 42 },
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

    it("refuses an edit (a 'Tambahan' too), keeping nothing in the outbox: the server reprices edits", async () => {
      const { hook, posts } = renderPlaceOrder(
        {
          "PUT /api/orders/o-1": () => {
            throw new TypeError("Failed to fetch");
          },
        },
        { registerOpen: true, editingOrderId: "o-1", catalogVersion: 42 },
      );
      await act(async () => {
        expect(await hook.result.current.place(draft(), "normal")).toBeNull();
      });
      expect(posts()).toHaveLength(1);
      expect(errors).toHaveBeenCalledWith(EDIT_NEEDS_SERVER, expect.anything());
      expect(await hasWaiting("u-cashier")).toBe(false);
      // Offline now known: the next save is refused at once, without a call.
      await act(async () => {
        expect(await hook.result.current.place(draft(), "normal")).toBeNull();
      });
      expect(posts()).toHaveLength(1);
    });

    it("refuses an order that spends points: the server would not take them offline", async () => {
      const { hook } = renderPlaceOrder(
        {
          "POST /api/orders": () => {
            throw new TypeError("Failed to fetch");
          },
        },
        { registerOpen: true, editingOrderId: null, catalogVersion: 42 },
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
