import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  canFinalizeOrder,
  ORDER_STATUS,
  ORDER_STATUSES,
  orderStatusChangeTargets,
} from "./order-status";

const { New, Preparing, Ready, Completed, Cancelled } = ORDER_STATUS;

describe("completing an order takes payment", () => {
  it("keeps Completed out of a plain status change", () => {
    expect(orderStatusChangeTargets(Ready)).toEqual([Cancelled]);
    expect(canChangeOrderStatus(Ready, Completed)).toBe(false);
    expect(canChangeOrderStatus(New, Preparing)).toBe(true);
    expect(canChangeOrderStatus(Preparing, Cancelled)).toBe(true);
  });

  it("lets finalize complete a Ready order only", () => {
    expect(ORDER_STATUSES.filter(canFinalizeOrder)).toEqual([Ready]);
  });
});
