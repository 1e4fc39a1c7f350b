import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csrfRoute, mockApi } from "../../../test/fetch-mock";
import { renderWithQuery } from "../../../test/render-with-query";
import { OJOL_OPEN, OJOL_PAUSED, OjolPauseButton } from "./ojol-pause-button";

afterEach(() => vi.restoreAllMocks());

describe("OjolPauseButton", () => {
  it("pauses the till's outlet on the platforms with a tap, and opens it again with the next", async () => {
    let paused = false;
    const { calls } = mockApi({
      ...csrfRoute,
      "GET /api/ojol/outlets/loc-1": () => ({ body: { outletId: "loc-1", linked: true, paused } }),
      "PUT /api/ojol/outlets/loc-1/pause": (request) => {
        paused = (request.body as { paused: boolean }).paused;
        return { body: { outletId: "loc-1", linked: true, paused } };
      },
    });
    renderWithQuery(<OjolPauseButton outletId="loc-1" />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: OJOL_OPEN }));
    expect(await screen.findByRole("button", { name: OJOL_PAUSED })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: OJOL_PAUSED }));
    expect(await screen.findByRole("button", { name: OJOL_OPEN })).toHaveAttribute("aria-pressed", "false");
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { paused: true },
      { paused: false },
    ]);
  });

  it("shows nothing for an outlet not linked to a platform", async () => {
    const { calls } = mockApi({
      "GET /api/ojol/outlets/loc-2": { body: { outletId: "loc-2", linked: false, paused: false } },
    });
    renderWithQuery(<OjolPauseButton outletId="loc-2" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
