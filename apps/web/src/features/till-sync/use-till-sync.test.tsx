import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as outbox from "../../lib/outbox";
import { createQueryClient } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { csrfRoute, type MockRequest, mockApi } from "../../test/fetch-mock";
import { testOrder } from "../../test/orders";
import { useTillSync } from "./use-till-sync";

const order = (n: number) => ({
  command: {
    kind: "place" as const,
    idempotencyKey: `key-${n}`,
    takenAt: `2026-11-26T10:0${n}:00.000Z`,
    deviceId: "till-uji",
    catalogVersion: 1,
    order: {
      items: [{ productId: `p-${n}`, quantity: 1, selectedOptions: [] }],
      orderType: "Take Away" as const,
      waiter: "w",
    },
  },
  preview: { label: `Take Away ${n}`, totalAmount: 10000, lines: [{ name: "Crepes", quantity: 1 }] },
});

afterEach(() => vi.restoreAllMocks());

describe("useTillSync", () => {
  it("tells the orders sent, and the stock they left below zero, once for a batch, not once per order", async () => {
    const warning = vi.spyOn(toast, "warning");
    const success = vi.spyOn(toast, "success");
    // Queued while the server could not be reached, before the till opens.
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    const stop = outbox.startOutbox("cashier-1", () => {});
    for (const n of [1, 2, 3]) await outbox.addToOutbox(order(n));
    stop();

    mockApi({
      ...csrfRoute,
      "POST /api/orders/sync": (request: MockRequest) => {
        const { commands } = request.body as { commands: Array<{ idempotencyKey: string }> };
        return {
          body: {
            results: commands.map(({ idempotencyKey }, n) => ({
              idempotencyKey,
              status: 201,
              answer: {
                data: testOrder({ _id: `o-${n}`, orderId: `CREPES-000${n}` }),
                stockWarnings: [{ _id: "s-1", name: "Tepung", quantityInStock: -n }],
              },
            })),
          },
        };
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useTillSync("cashier-1"), { wrapper });
    await waitFor(() => expect(success).toHaveBeenCalledWith("3 pesanan offline terkirim ke server."), {
      timeout: 3000,
    });
    expect(warning.mock.calls).toEqual([["Stok minus setelah pesanan offline: Tepung.", { autoClose: 8000 }]]);
    unmount();
  });
});
