import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  canEditOrder,
  canFinalizeOrder,
  ORDER_STATUS,
  ORDER_STATUSES,
  orderIdTail,
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

describe("editing and naming an order", () => {
  it("allows edits only before the kitchen has finished", () => {
    expect(ORDER_STATUSES.filter(canEditOrder)).toEqual([New, Preparing]);
  });

  it("shows the last 4 characters of an id, or as many as asked", () => {
    expect(orderIdTail("CREPES-1795467611055")).toBe("1055");
    expect(orderIdTail("VNC-1795467611055", 6)).toBe("611055");
  });
});
