import { screen, waitFor, within } from "@testing-library/react";
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
const tepung = { _id: "tepung", name: "Tepung", unit: "kg" };
/** Processed: 5 kg of Gula (head office holds 3) and 2 kg of Tepung (it holds none). */
const processed = testStockRequest("r4", {
  status: "Diproses",
  franchiseMember: { _id: "c-3", name: "Sari Mitra", outletName: "Kedai Garut" },
  items: [
    { stockItem: { _id: "gula", name: "Gula", unit: "kg" }, quantity: 5, shippedQuantity: 0 },
    { stockItem: tepung, quantity: 2, shippedQuantity: 0 },
  ],
});
const partShipped = {
  ...processed,
  status: "Dikirim Sebagian" as const,
  items: [{ ...processed.items[0], shippedQuantity: 3 }, processed.items[1]],
};

function renderBoard(api = {}, active: (typeof processed)[] = []) {
  return renderApp("/admin/permintaan-stok", {
    user: testUsers.admin,
    api: {
      "GET /api/stock-requests": ({ url }) =>
        paged(url.searchParams.get("view") === "history" ? [done] : [submitted, shipped, ...active]),
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

  it("warns that cancelling a shipped request returns what was shipped to head office's stock", async () => {
    renderBoard();
    const row = await screen.findByRole("row", { name: /Member Dihapus/ });
    await userEvent.setup().click(within(row).getByRole("button", { name: /^Batalkan/ }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan Permintaan" });
    expect(dialog).toHaveTextContent("jumlah yang dikirim dikembalikan ke stok kantor pusat");
  });

  it("ships what head office holds now: 'Kirim' proposes it per item, and sends the quantities with the status and version shown", async () => {
    const { calls } = renderBoard(
      {
        "POST /api/stock-requests/r4/shipments": {
          body: { message: "Sebagian permintaan dikirim; sisanya tetap terbuka.", data: partShipped },
        },
      },
      [processed],
    );
    const user = userEvent.setup();
    const row = await screen.findByRole("row", { name: /Sari Mitra/ });
    await within(row).findByText(/gudang: 3 kg, kurang/);
    await user.click(within(row).getByRole("button", { name: /^Kirim/ }));
    const dialog = await screen.findByRole("dialog", { name: "Kirim Permintaan" });
    // What head office holds, up to what is open: 3 of the 5 kg of Gula, none of the Tepung.
    expect(within(dialog).getByLabelText("Jumlah kirim Gula")).toHaveValue("3");
    expect(within(dialog).getByLabelText("Jumlah kirim Tepung")).toHaveValue("0");
    // Of each, what stays open on the request.
    expect(within(dialog).getAllByText("Sisa terbuka: 2 kg")).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await screen.findByText("Sebagian permintaan dikirim; sisanya tetap terbuka.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Kirim Permintaan" })).toBeNull());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        from: "Diproses",
        // The request's last change as the board showed it: a shipment sent twice ships once.
        updatedAt: processed.updatedAt,
        items: [
          { stockItem: "gula", quantity: 3 },
          { stockItem: "tepung", quantity: 0 },
        ],
      },
    ]);
  });

  it("keeps the shipment open with the server's refusal when more than is open is sent", async () => {
    const refusal = "Jumlah kirim Gula melebihi sisa permintaan (5 kg).";
    renderBoard(
      { "POST /api/stock-requests/r4/shipments": { status: 400, body: { message: refusal, code: "VALIDATION" } } },
      [processed],
    );
    const user = userEvent.setup();
    const row = await screen.findByRole("row", { name: /Sari Mitra/ });
    await user.click(within(row).getByRole("button", { name: /^Kirim/ }));
    const dialog = await screen.findByRole("dialog", { name: "Kirim Permintaan" });
    const gula = within(dialog).getByLabelText("Jumlah kirim Gula");
    await user.clear(gula);
    await user.type(gula, "6");
    expect(within(dialog).getByText("Melebihi sisa (5 kg)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Kirim Permintaan" })).toBeInTheDocument();
  });

  it("shows a partly shipped request's shipped and open quantities, offers 'Kirim Sisa' with only the rest", async () => {
    renderBoard({}, [partShipped]);
    const user = userEvent.setup();
    const row = await screen.findByRole("row", { name: /Sari Mitra/ });
    expect(row).toHaveTextContent("Gula — 5 kg (dikirim 3 kg, sisa 2 kg)");
    expect(row).toHaveTextContent("Tepung — 2 kg (dikirim 0 kg, sisa 2 kg)");
    expect(within(row).getByRole("button", { name: /^Selesaikan/ })).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: /^Kirim Sisa/ }));
    const dialog = await screen.findByRole("dialog", { name: "Kirim Permintaan" });
    // Head office holds 3 kg of Gula: the 2 kg still open go.
    expect(within(dialog).getByLabelText("Jumlah kirim Gula")).toHaveValue("2");
    expect(within(dialog).getByText(/Diminta 5 kg, sudah dikirim 3 kg/)).toBeInTheDocument();
  });
});
