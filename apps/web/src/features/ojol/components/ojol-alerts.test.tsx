import type { OrderRecord } from "@kedai/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { testOrder } from "../../../test/orders";
import { TestToasts } from "../../../test/render-with-query";
import { cancelledByPlatform, OjolAlerts, waitingLabel } from "./ojol-alerts";

/** GrabFood's order #GF-<n> waiting for the outlet, 3 minutes to accept it. */
const grabOrder = (n: number, overrides: Partial<OrderRecord> = {}): OrderRecord =>
  testOrder({
    _id: `grab-${n}`,
    orderId: `OJOL-179000000000${n}`,
    channel: "ojol",
    orderType: "Ojol",
    ojol: {
      platform: "grabfood",
      platformOrderId: `A-${n}`,
      shortCode: `GF-10${n}`,
      label: `GrabFood #GF-10${n}`,
      driverName: null,
      commission: null,
      needsMapping: false,
      acceptDeadline: new Date(Date.now() + 180_000).toISOString(),
    },
    ...overrides,
  });

/** The alerts with the app's toasts beside them; `rerender` keeps both mounted, as the till does. */
const renderAlerts = (ui: ReactElement) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        {children}
        <TestToasts />
      </>
    ),
  });

const cancelledBy = (order: OrderRecord, by: string): OrderRecord => ({
  ...order,
  status: "Cancelled",
  statusHistory: [...order.statusHistory, { from: "New", to: "Cancelled", by, at: new Date().toISOString() }],
});

describe("the till's ring for food platforms", () => {
  it("counts the platform orders waiting for the outlet, chimes for each new one, and a tap opens the list", async () => {
    const ring = vi.fn();
    const onShow = vi.fn();
    const till = testOrder();
    const view = renderAlerts(<OjolAlerts orders={[till]} onShow={onShow} ring={ring} />);
    expect(screen.queryByRole("button")).toBeNull();

    view.rerender(<OjolAlerts orders={[till, grabOrder(1)]} onShow={onShow} ring={ring} />);
    expect(await screen.findByRole("button", { name: waitingLabel(1) })).toBeInTheDocument();
    expect(ring).toHaveBeenCalledTimes(1);

    // The same order again (a refetch) does not ring; a second one does.
    view.rerender(<OjolAlerts orders={[till, grabOrder(1)]} onShow={onShow} ring={ring} />);
    view.rerender(<OjolAlerts orders={[till, grabOrder(1), grabOrder(2)]} onShow={onShow} ring={ring} />);
    expect(await screen.findByRole("button", { name: waitingLabel(2) })).toBeInTheDocument();
    expect(ring).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole("button", { name: waitingLabel(2) }));
    expect(onShow).toHaveBeenCalledTimes(1);

    // Accepted (no deadline left): it no longer waits.
    const accepted = grabOrder(1, { ojol: { ...grabOrder(1).ojol!, acceptDeadline: null } });
    view.rerender(<OjolAlerts orders={[till, accepted, grabOrder(2)]} onShow={onShow} ring={ring} />);
    expect(await screen.findByRole("button", { name: waitingLabel(1) })).toBeInTheDocument();
  });

  it("stops counting an order once the platform's countdown has run out", async () => {
    const deadlineIn = (ms: number) => ({
      ...grabOrder(5).ojol!,
      acceptDeadline: new Date(Date.now() + ms).toISOString(),
    });
    const missed = grabOrder(5, { ojol: deadlineIn(-1000) });
    const runningOut = grabOrder(6, { ojol: deadlineIn(300) });
    renderAlerts(<OjolAlerts orders={[missed, runningOut]} onShow={() => {}} ring={() => {}} />);
    expect(screen.getByRole("button", { name: waitingLabel(1) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull(), { timeout: 3000 });
  });

  it("does not ring for the orders already waiting when the till opens", () => {
    const ring = vi.fn();
    renderAlerts(<OjolAlerts orders={[grabOrder(1)]} onShow={() => {}} ring={ring} />);
    expect(screen.getByRole("button", { name: waitingLabel(1) })).toBeInTheDocument();
    expect(ring).not.toHaveBeenCalled();
  });

  it("tells the cashier when the platform cancels an order the till showed, and not when the cashier did", async () => {
    const accepted = grabOrder(3, { status: "Preparing", ojol: { ...grabOrder(3).ojol!, acceptDeadline: null } });
    const rejected = grabOrder(4);
    const view = renderAlerts(<OjolAlerts orders={[accepted, rejected]} onShow={() => {}} ring={() => {}} />);
    view.rerender(
      <OjolAlerts
        orders={[cancelledBy(accepted, "GrabFood"), cancelledBy(rejected, "Kiki Kasir")]}
        onShow={() => {}}
        ring={() => {}}
      />,
    );
    expect(await screen.findByText(cancelledByPlatform(accepted))).toBeInTheDocument();
    expect(cancelledByPlatform(accepted)).toBe("GrabFood membatalkan GrabFood #GF-103. Stoknya sudah dikembalikan.");
    expect(screen.queryByText(cancelledByPlatform(rejected))).toBeNull();
  });
});
