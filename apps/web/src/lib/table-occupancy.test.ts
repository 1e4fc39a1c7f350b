import { describe, expect, it } from "vitest";
import { seatedForLabel, tableOccupancy } from "./table-occupancy";

describe("tableOccupancy", () => {
  const now = new Date("2026-11-26T12:00:00.000Z");

  it("adds up the table's open orders and counts from the first guests' arrival", () => {
    const table = {
      openOrders: [
        { _id: "a", orderId: "CREPES-1", totalAmount: 55_944, seatedAt: "2026-11-26T11:15:00.000Z" },
        { _id: "b", orderId: "CREPES-2", totalAmount: 67_599, seatedAt: "2026-11-26T10:58:30.000Z" },
      ],
    };
    expect(tableOccupancy(table, now)).toEqual({
      orders: 2,
      total: 123_543,
      seatedAt: "2026-11-26T10:58:30.000Z",
      minutes: 61,
    });
  });

  it("is empty for a free table", () => {
    expect(tableOccupancy({ openOrders: [] }, now)).toEqual({ orders: 0, total: 0, seatedAt: null, minutes: null });
    expect(tableOccupancy({}, now).orders).toBe(0);
  });
});

describe("seatedForLabel", () => {
  it("says minutes, then hours and minutes", () => {
    expect(seatedForLabel(0)).toBe("0 mnt");
    expect(seatedForLabel(45)).toBe("45 mnt");
    expect(seatedForLabel(60)).toBe("1 jam");
    expect(seatedForLabel(125)).toBe("2 jam 5 mnt");
  });
});
