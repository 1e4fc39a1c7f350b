import type { OrderStatus } from "@kedai/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { csrfRoute, type MockRequest, mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { useQuickOrderPayment } from "./finalize-order";

describe("useQuickOrderPayment", () => {
  it("walks a just-placed order to Ready and pays it with exact cash", async () => {
    const { calls } = mockApi({
      ...csrfRoute,
      "PUT /api/orders/o-1/status": ({ body }: MockRequest) => ({
        body: { data: testOrder({ status: (body as { status: OrderStatus }).status }) },
      }),
      "PUT /api/orders/o-1/finalize": {
        body: {
          data: testOrder({ status: "Completed", paymentDetails: { method: "Cash", amountPaid: 64380, change: 0 } }),
        },
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuickOrderPayment(), { wrapper });

    let paid: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      paid = await result.current.mutateAsync(testOrder({ status: "New" }));
    });

    expect(calls.filter((call) => call.method === "PUT").map((call) => [call.path, call.body])).toEqual([
      ["/api/orders/o-1/status", { status: "Preparing", from: "New" }],
      ["/api/orders/o-1/status", { status: "Ready", from: "Preparing" }],
      ["/api/orders/o-1/finalize", { paymentDetails: { method: "Cash", amountPaid: 64380 } }],
    ]);
    expect(paid?.status).toBe("Completed");
  });
});
