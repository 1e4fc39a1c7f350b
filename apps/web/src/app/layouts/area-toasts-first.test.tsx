import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

describe("the first toast of a page", () => {
  it("is drawn though it was raised before the toasts' code and container had loaded", async () => {
    // Fresh copies of the toast modules: this worker's other test files may have loaded them.
    vi.resetModules();
    const { toast } = await import("../../lib/toast");
    const { AreaToasts } = await import("./area-toasts");
    // As the app starts (main.tsx): StrictMode mounts, unmounts and mounts again in development.
    render(
      <StrictMode>
        <MemoryRouter initialEntries={["/admin/menu"]}>
          <AreaToasts />
        </MemoryRouter>
      </StrictMode>,
    );
    toast.success("Menu berhasil disimpan");
    expect(await screen.findByText("Menu berhasil disimpan", {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getAllByText("Menu berhasil disimpan")).toHaveLength(1);
  });
});
