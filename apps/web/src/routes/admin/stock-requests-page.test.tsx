import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stockLocationsRoute } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged, testStockRequest } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const submitted = testStockRequest("r1");
const shipped = testStockRequest("r2", {
  status: "Dikirim",
  franchiseMember: { _id: null, name: "Member Dihapus", outletName: "Kedai Cimahi" },
});
const done = testStockRequest("r3", { status: "Selesai" });

function renderBoard(api = {}) {
  return renderApp("/admin/permintaan-stok", {
    user: testUsers.admin,
    api: {
      "GET /api/stock-requests": ({ url }) =>
        paged(url.searchParams.get("view") === "history" ? [done] : [submitted, shipped]),
      // Head office holds 3 kg of the 5 kg of Gula asked for.
      "GET /api/stock": ({ url }) => ({
        body: url.searchParams.get("location") === "gudang" ? [{ ...stockItem("gula", 3), _id: "gula" }] : [],
      }),
      ...stockLocationsRoute,
      ...api,
    },
  });
}

describe("/admin/permintaan-stok", { timeout: 20_000 }, () => {
  it("offers each active request its next step, and lists finished ones under 'Riwayat Permintaan'", async () => {
    renderBoard();
    const first = await screen.findByRole("row", { name: /Kedai Bandung/ });
    expect(first).toHaveTextContent("Gula — 5 kg");
    // What head office holds now stands beside the line, and says when it is short.
    expect(await within(first).findByText(/gudang: 3 kg, kurang/)).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: /^Proses/ })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: /^Batalkan/ })).toBeInTheDocument();
    const second = screen.getByRole("row", { name: /Member Dihapus/ });
    expect(within(second).getByRole("button", { name: /^Selesaikan/ })).toBeInTheDocument();
    expect(within(second).getByRole("button", { name: /^Batalkan/ })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("tab", { name: "Riwayat Permintaan" }));
    const finished = await screen.findByRole("row", { name: /Selesai/ });
    expect(within(finished).queryByRole("button")).toBeNull();
  });

  it("sends the step with the status the board showed", async () => {
    const { calls } = renderBoard({
      "PUT /api/stock-requests/r1/status": {
        body: { message: "Permintaan stok diproses.", data: { ...submitted, status: "Diproses" } },
      },
    });
    const row = await screen.findByRole("row", { name: /Kedai Bandung/ });
    await userEvent.setup().click(within(row).getByRole("button", { name: /^Proses/ }));
    expect(await screen.findByText("Permintaan stok diproses.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "Diproses", from: "Diajukan" });
  });

  it("cancels only with a reason", async () => {
    const { calls } = renderBoard({
      "PUT /api/stock-requests/r1/status": { status: 500 },
    });
    const user = userEvent.setup();
    const row = await screen.findByRole("row", { name: /Kedai Bandung/ });
    await user.click(within(row).getByRole("button", { name: /^Batalkan/ }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan Permintaan" });
    await user.click(within(dialog).getByRole("button", { name: "Batalkan Permintaan" }));
    expect(within(dialog).getByText("Alasan pembatalan wajib diisi.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(within(dialog).getByLabelText("Alasan pembatalan"), "Stok pusat habis");
    await user.click(within(dialog).getByRole("button", { name: "Batalkan Permintaan" }));
    expect(await screen.findByText("Gagal mengubah status permintaan.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      status: "Dibatalkan",
      from: "Diajukan",
      reason: "Stok pusat habis",
    });
  });

  it("warns that cancelling a shipped request returns its quantities to head office's stock", async () => {
    renderBoard();
    const row = await screen.findByRole("row", { name: /Member Dihapus/ });
    await userEvent.setup().click(within(row).getByRole("button", { name: /^Batalkan/ }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan Permintaan" });
    expect(dialog).toHaveTextContent("jumlahnya dikembalikan ke stok kantor pusat");
  });
});
