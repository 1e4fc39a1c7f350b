import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stockLocationsRoute } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { testPurchase, testSupplier } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

/** The form with its suppliers and stock items loaded. */
async function renderPurchases(api = {}) {
  const view = renderApp("/admin/pembelian", {
    user: testUsers.admin,
    api: {
      "GET /api/suppliers": { body: [testSupplier("s1", "CV Sumber Rejeki")] },
      "GET /api/stock": { body: [stockItem("Gula", 500), stockItem("Tepung", 500)] },
      ...stockLocationsRoute,
      ...api,
    },
  });
  await screen.findByRole("option", { name: "CV Sumber Rejeki" });
  await screen.findByRole("option", { name: "Tepung" });
  await screen.findByRole("option", { name: "Cabang Dago" });
  return view;
}

describe("/admin/pembelian", { timeout: 20_000 }, () => {
  it("asks for the supplier, then for complete rows, without calling the server", async () => {
    const { calls } = await renderPurchases();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Simpan Pembelian" }));
    expect(await screen.findAllByText("Silakan pilih supplier.")).not.toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Supplier"), "CV Sumber Rejeki");
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "2");
    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));
    expect(
      await screen.findByText("Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0."),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("keeps one row, adds more, totals them live and sends the purchase", async () => {
    const { calls } = await renderPurchases({
      "POST /api/purchases": {
        status: 201,
        body: { message: "Pembelian berhasil dicatat.", data: testPurchase("p1") },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Jumlah 1")).toHaveAttribute("inputmode", "decimal");
    expect(screen.getByRole("button", { name: "Hapus item 1" })).toBeDisabled();
    expect(screen.getByLabelText("Metode Pembayaran")).toHaveValue("Cash");
    // Head office first, and chosen until another place is.
    const receivedAt = screen.getByRole("combobox", { name: "Diterima di" });
    expect(receivedAt).toHaveDisplayValue("Gudang Pusat");
    expect([...receivedAt.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Gudang Pusat",
      "Cabang Dago",
    ]);
    await user.selectOptions(receivedAt, "Cabang Dago");

    await user.selectOptions(screen.getByLabelText("Supplier"), "CV Sumber Rejeki");
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "2");
    await user.type(screen.getByLabelText("Harga beli 1"), "12500");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));
    await user.selectOptions(screen.getByLabelText("Item stok 2"), "Tepung");
    // The decimal comma ('1.5' would be fifteen: '.' groups thousands).
    await user.type(screen.getByLabelText("Jumlah 2"), "1,5");
    await user.type(screen.getByLabelText("Harga beli 2"), "10000");
    expect(screen.getByRole("status", { name: "Total pembelian" })).toHaveTextContent("Rp 40.000");
    await user.selectOptions(screen.getByLabelText("Metode Pembayaran"), "Hutang");
    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));

    expect(await screen.findByText("Pembelian berhasil dicatat.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      supplier: "s1",
      location: "dago",
      paymentMethod: "Hutang",
      items: [
        { stockItem: "Gula", quantity: 2, purchasePrice: 12500 },
        { stockItem: "Tepung", quantity: 1.5, purchasePrice: 10000 },
      ],
    });
    // Saved: the form starts afresh with one empty row.
    expect(screen.getByLabelText("Supplier")).toHaveValue("");
    expect(screen.getByLabelText("Diterima di")).toHaveDisplayValue("Gudang Pusat");
    expect(screen.queryByLabelText("Item stok 2")).toBeNull();
    expect(screen.getByRole("status", { name: "Total pembelian" })).toHaveTextContent("Rp 0");
  });

  it("shows 'Gagal mencatat pembelian.' when the server fails without a message", async () => {
    await renderPurchases({ "POST /api/purchases": { status: 500 } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Supplier"), "CV Sumber Rejeki");
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "1");
    await user.type(screen.getByLabelText("Harga beli 1"), "1000");
    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));
    expect(await screen.findByText("Gagal mencatat pembelian.")).toBeInTheDocument();
  });
});
