import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";

/** How long a lazily loaded piece may take to arrive on a busy machine. */
const LAZY = 15_000;

const status = (demoMode: boolean, needsSetup: boolean) => ({ "GET /api/setup": { body: { demoMode, needsSetup } } });

describe("demo mode and first-run setup", () => {
  it("shows the 'Mode demo' ribbon while the server runs the demo", async () => {
    renderApp("/", { api: status(true, false) });
    // The ribbon and the setup check load lazily (not in the storefront's first load): give them time
    // on a busy machine.
    expect(await screen.findByRole("note", { name: "Mode demo" }, { timeout: LAZY })).toHaveTextContent("Mode demo");
  });

  it("shows no ribbon on a real outlet's server", async () => {
    const { calls } = renderApp("/", { api: status(false, false) });
    await waitFor(() => expect(calls.some((call) => call.path === "/api/setup")).toBe(true), { timeout: LAZY });
    expect(screen.queryByRole("note", { name: "Mode demo" })).not.toBeInTheDocument();
  });

  it("sends every page of an empty server to the setup, which checks the form and posts it once", async () => {
    const { router, calls } = renderApp("/admin/menu", {
      api: {
        ...status(false, true),
        "POST /api/setup": { status: 201, body: { username: "rahmat", message: "ok" } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/pengaturan-awal"), { timeout: LAZY });
    const user = userEvent.setup();
    // The setup page is a lazy chunk: its first load may take a while on a busy machine.
    await user.type(await screen.findByLabelText(/Nama Pemilik/, {}, { timeout: LAZY }), "Rahmat Pemilik");
    await user.type(screen.getByLabelText(/^Username/), "rahmat");
    await user.type(screen.getByLabelText(/^Password/), "sandi-pemilik-1");
    await user.type(screen.getByLabelText(/Ulangi Password/), "sandi-lain-123");
    await user.type(screen.getByLabelText(/Nama Usaha/), "Crepes Pak Rahmat");
    await user.type(screen.getByLabelText(/Nama Outlet Pertama/), "Outlet Sukajadi");
    await user.type(screen.getByLabelText(/Alamat Outlet/), "Jl. Sukajadi No. 100");
    await user.click(screen.getByRole("button", { name: "Buat Toko" }));
    expect(await screen.findByText("Ulangi password harus sama dengan password.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/setup")).toBe(false);

    await user.clear(screen.getByLabelText(/Ulangi Password/));
    await user.type(screen.getByLabelText(/Ulangi Password/), "sandi-pemilik-1");
    await user.click(screen.getByRole("button", { name: "Buat Toko" }));
    expect(await screen.findByText("Toko siap dipakai")).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === "POST" && call.path === "/api/setup");
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({
      fullName: "Rahmat Pemilik",
      username: "rahmat",
      password: "sandi-pemilik-1",
      companyName: "Crepes Pak Rahmat",
      outletName: "Outlet Sukajadi",
      outletAddress: "Jl. Sukajadi No. 100",
      taxRatePercent: 11,
    });
    expect(screen.getByRole("link", { name: "Masuk ke Back Office" })).toHaveAttribute("href", "/admin/login");
  });
});
