import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csrfRoute, mockApi } from "../../../test/fetch-mock";
import { renderWithQuery } from "../../../test/render-with-query";
import { OjolSimulateButton, SIMULATE_OJOL, WITH_UNKNOWN_ITEM } from "./ojol-simulate-button";

afterEach(() => vi.restoreAllMocks());

const linked = { body: { outletId: "loc-1", linked: true, paused: false } };

describe("OjolSimulateButton", () => {
  it.each([
    { platform: "gofood", label: "GoFood", unknownItem: false },
    { platform: "grabfood", label: "GrabFood", unknownItem: true },
  ])(
    "in demo mode, asks $label to send the till's outlet an order (with an item Kedai does not know: $unknownItem)",
    async ({ platform, label, unknownItem }) => {
      const { calls } = mockApi({
        ...csrfRoute,
        "GET /api/ojol/outlets/loc-1": linked,
        "POST /api/ojol/demo/orders": { body: { message: `Pesanan simulasi ${label} #1 masuk.` } },
      });
      renderWithQuery(<OjolSimulateButton outletId="loc-1" demoMode />);
      const user = userEvent.setup();

      await user.click(await screen.findByRole("button", { name: SIMULATE_OJOL }));
      if (unknownItem) await user.click(screen.getByRole("checkbox", { name: WITH_UNKNOWN_ITEM }));
      await user.click(screen.getByRole("button", { name: label }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: SIMULATE_OJOL })).toBeNull());
      expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
        { outletId: "loc-1", platform, unknownItem },
      ]);
    },
  );

  it("shows nothing outside demo mode, even for a linked outlet", async () => {
    const { calls } = mockApi({ "GET /api/ojol/outlets/loc-1": linked });
    renderWithQuery(<OjolSimulateButton outletId="loc-1" demoMode={false} />);
    // Long enough for the outlet's state to be asked for and drawn, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
