import { ORDER_STATUS } from "@kedai/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceId, startOutbox, useOutbox } from "../../../lib/outbox";
import { toast } from "../../../lib/toast";
import { csrfRoute, type MockRoute, mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { STATUS_CHANGE_FAILED, useChangeOrderStatus } from "./change-order-status";
import { NON_CASH_NEEDS_SERVER, useFinalizeOrder } from "./finalize-order";
import { useMoveOrderTable } from "./move-order-table";

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = startOutbox("u-cashier", () => undefined);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** A route that finds no server until `up.now` is set. */
function downUntilUp(answer: MockRoute) {
  const up = { now: false };
  const route: MockRoute = (request) => {
    if (!up.now) throw new TypeError("Failed to fetch");
    return typeof answer === "function" ? answer(request) : answer;
  };
  return { up, route };
}

function renderOrderActions() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      change: useChangeOrderStatus(STATUS_CHANGE_FAILED),
      finalize: useFinalizeOrder(),
      move: useMoveOrderTable(),
      outbox: useOutbox(),
    }),
    { wrapper },
  ).result;
}

describe("the order list's actions while the server cannot be reached", () => {
  it("keep a status move in the outbox as a command with the status shown, the time and the device, and send it when back", async () => {
    const moved = testOrder({ status: ORDER_STATUS.Preparing });
    const server = downUntilUp((request) => ({
      body: {
        results: (request.body as { commands: Array<{ idempotencyKey: string }> }).commands.map(
          ({ idempotencyKey }) => ({
            idempotencyKey,
            status: 200,
            answer: { data: moved },
          }),
        ),
      },
    }));
    const mock = mockApi({
      ...csrfRoute,
      "PUT /api/orders/o-1/status": () => {
        throw new TypeError("Failed to fetch");
      },
      "POST /api/orders/sync": server.route,
    });
    const result = renderOrderActions();
    const order = testOrder({ status: ORDER_STATUS.New });
    await act(() => result.current.change.mutateAsync({ order, status: ORDER_STATUS.Preparing }));

    await waitFor(() => expect(result.current.outbox.entries).toHaveLength(1));
    const [entry] = result.current.outbox.entries;
    expect(entry?.command).toEqual({
      kind: "status",
      idempotencyKey: entry?.idempotencyKey,
      takenAt: entry?.takenAt,
      deviceId: deviceId(),
      order: { id: "o-1" },
      from: "New",
      to: "Preparing",
    });
    // The till shows the order moved at once.
    expect(entry?.order).toMatchObject({ _id: "o-1", status: ORDER_STATUS.Preparing, waitingToSync: true });

    server.up.now = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(result.current.outbox.entries).toHaveLength(0));
    expect(mock.calls.filter((call) => call.path === "/api/orders/sync").at(-1)?.body).toEqual({
      commands: [entry?.command],
    });
  });

  it("keep a cash payment (at once or split in cash) in the outbox, and refuse QRIS with the reason", async () => {
    const errors = vi.spyOn(toast, "error");
    const unreachable = () => {
      throw new TypeError("Failed to fetch");
    };
    mockApi({ ...csrfRoute, "PUT /api/orders/o-1/finalize": unreachable, "POST /api/orders/sync": unreachable });
    const result = renderOrderActions();
    const order = testOrder({ status: ORDER_STATUS.Ready });

    await act(() =>
      result.current.finalize
        .mutateAsync({ order, body: { paymentDetails: { method: "QRIS", amountPaid: order.totalAmount } } })
        .catch(() => undefined),
    );
    expect(errors).toHaveBeenCalledWith(NON_CASH_NEEDS_SERVER);

    const cash = { paymentDetails: { method: "Cash" as const, amountPaid: 100_000 } };
    await act(() => result.current.finalize.mutateAsync({ order, body: cash }));
    await waitFor(() => expect(result.current.outbox.entries).toHaveLength(1));
    const [entry] = result.current.outbox.entries;
    expect(entry?.command).toMatchObject({ kind: "pay", order: { id: "o-1" }, deviceId: deviceId(), ...cash });
    expect(entry?.order?.status).toBe(ORDER_STATUS.Completed);

    const split = {
      payments: [
        { method: "Cash" as const, amount: 10_000 },
        { method: "Cash" as const, amount: 100_000 },
      ],
    };
    await act(() => result.current.finalize.mutateAsync({ order, body: split }));
    await waitFor(() => expect(result.current.outbox.entries).toHaveLength(2));
    const paid = result.current.outbox.entries[1];
    expect(paid?.command).toMatchObject({ kind: "pay", ...split });
    expect(paid?.order?.payments?.at(-1)?.change).toBeGreaterThan(0);
  });
  it("keep a table move in the outbox as a command, the order shown at its new table at once", async () => {
    const unreachable = () => {
      throw new TypeError("Failed to fetch");
    };
    mockApi({ ...csrfRoute, "PUT /api/orders/o-1/table": unreachable, "POST /api/orders/sync": unreachable });
    const result = renderOrderActions();
    const order = testOrder({ status: ORDER_STATUS.Preparing });
    await act(() => result.current.move.mutateAsync({ order, table: "t-9", tableName: "Meja 9" }));
    await waitFor(() => expect(result.current.outbox.entries).toHaveLength(1));
    const [entry] = result.current.outbox.entries;
    expect(entry?.command).toMatchObject({
      kind: "move-table",
      order: { id: "o-1" },
      table: "t-9",
      deviceId: deviceId(),
    });
    expect(entry?.order).toMatchObject({ _id: "o-1", table: { _id: "t-9", name: "Meja 9" }, waitingToSync: true });
  });
});
