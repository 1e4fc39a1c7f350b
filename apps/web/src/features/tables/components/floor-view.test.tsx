import type { TableRecord } from "@kedai/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { csrfRoute, mockApi } from "../../../test/fetch-mock";
import { renderWithQuery } from "../../../test/render-with-query";
import { FloorView } from "./floor-view";

const table = (overrides: Partial<TableRecord>): TableRecord => ({
  _id: "t-1",
  name: "1",
  capacity: 4,
  status: "Available",
  openOrder: null,
  openOrders: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

describe("the floor view", () => {
  beforeEach(() => {
    // Only Date is faked: the queries' timers keep running.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T05:00:00.000Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("shows each table's running total and how long its guests have sat", async () => {
    const first = {
      _id: "o-1",
      orderId: "CREPES-1790000000001",
      totalAmount: 55_944,
      seatedAt: "2026-11-26T04:15:00.000Z",
    };
    const second = {
      _id: "o-2",
      orderId: "CREPES-1790000000002",
      totalAmount: 67_599,
      seatedAt: "2026-11-26T04:40:00.000Z",
    };
    mockApi({
      ...csrfRoute,
      "GET /api/tables": {
        body: [
          table({ _id: "t-1", name: "1", status: "Occupied", openOrder: first, openOrders: [first, second] }),
          table({ _id: "t-2", name: "2" }),
        ],
      },
    });
    const onOpenTable = vi.fn();
    renderWithQuery(<FloorView onOpenTable={onOpenTable} />);
    const one = await screen.findByRole("listitem", { name: "Meja 1" });
    expect(within(one).getByText("Rp 123.543")).toBeTruthy();
    // 04:15 UTC is 11:15 in Jakarta; 45 minutes before 05:00 UTC.
    expect(one.textContent).toContain("Duduk sejak 11.15 · 45 mnt");
    expect(one.textContent).toContain("#0001, #0002");
    const two = screen.getByRole("listitem", { name: "Meja 2" });
    expect(two.textContent).toContain("Tersedia");
    expect(two.textContent).not.toContain("Rp");
    // Each table is the way into its orders (or a new order for an empty one).
    await userEvent.click(within(two).getByRole("button"));
    expect(onOpenTable).toHaveBeenCalledWith(expect.objectContaining({ _id: "t-2", name: "2" }));
  });
});
