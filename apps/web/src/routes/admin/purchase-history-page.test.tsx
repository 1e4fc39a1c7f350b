import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { paged, testPurchase, testSupplier } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const purchases = [
  testPurchase("1", {
    invoiceNumber: "INV-ABC",
    notes: "Dikirim pagi",
    location: { _id: "dago", name: "Cabang Dago" },
  }),
  testPurchase("2", {
    invoiceNumber: null,
    supplier: { _id: null, name: "N/A" },
    items: [
      { stockItem: { _id: null, name: "Item Dihapus", unit: "pak" }, quantity: 3, purchasePrice: 1500, subtotal: 4500 },
    ],
    totalCost: 4500,
  }),
];

function renderHistory(rows = purchases) {
  return renderApp("/admin/riwayat-pembelian", {
    user: testUsers.admin,
    api: {
      "GET /api/suppliers": ({ url }) => ({
        // The filter asks for archived suppliers too: their past purchases stay findable.
        body:
          url.searchParams.get("archived") === "include"
            ? [testSupplier("s1", "CV Sumber Rejeki"), { ...testSupplier("s2", "UD Lama"), archived: true }]
            : [testSupplier("s1", "CV Sumber Rejeki")],
      }),
      "GET /api/purchases": paged(rows),
    },
  });
}

describe("/admin/riwayat-pembelian", { timeout: 20_000 }, () => {
  it("lists the purchases with where they were received, '-' for a missing invoice, and opens a row's items and notes on click", async () => {
    renderHistory();
    const first = await screen.findByRole("row", { name: /INV-ABC/ });
    expect(first).toHaveTextContent("CV Sumber Rejeki");
    expect(first).toHaveTextContent("Cabang Dago");
    expect(screen.getByRole("row", { name: /N\/A/ })).toHaveTextContent("Gudang Pusat");
    expect(first).toHaveTextContent("Rp 50.000");
    expect(screen.getByRole("row", { name: /N\/A/ })).toHaveTextContent("-");

    const user = userEvent.setup();
    await user.click(first);
    expect(await screen.findByText("2 kg")).toBeInTheDocument();
    expect(screen.getByText("Dikirim pagi")).toBeInTheDocument();
    expect(screen.getByText("Diterima di:").parentElement).toHaveTextContent("Diterima di: Cabang Dago");
    await user.click(first);
    expect(screen.queryByText("2 kg")).toBeNull();

    await user.click(screen.getByRole("row", { name: /N\/A/ }));
    expect(await screen.findByText("Item Dihapus")).toBeInTheDocument();
    expect(screen.getByText("3 pak")).toBeInTheDocument();
  });

  it("searches invoice numbers in the loaded rows, whatever their case", async () => {
    renderHistory();
    await screen.findByRole("row", { name: /INV-ABC/ });
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Cari nomor invoice" }), "inv-abc");
    expect(screen.queryByRole("row", { name: /N\/A/ })).toBeNull();
    await user.type(screen.getByRole("searchbox", { name: "Cari nomor invoice" }), "x");
    expect(await screen.findByText("Invoice tidak ditemukan.")).toBeInTheDocument();
  });

  it("says so when there is no purchase, and applies supplier and dates only on 'Tampilkan'", async () => {
    const { calls } = renderHistory([]);
    expect(await screen.findByText("Tidak ada riwayat pembelian.")).toBeInTheDocument();
    expect(screen.getByLabelText("Supplier")).toHaveDisplayValue("Semua Supplier");
    expect(await screen.findByRole("option", { name: "UD Lama (diarsipkan)" })).toBeInTheDocument();
    await screen.findByRole("option", { name: "CV Sumber Rejeki" });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Supplier"), "CV Sumber Rejeki");
    await user.type(screen.getByLabelText("Tanggal Mulai"), "01/11/2026");
    const asked = () => calls.filter((call) => call.path === "/api/purchases").map((call) => call.url.search);
    expect(asked()).toEqual(["?page=1&limit=100"]);
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    await screen.findByText("Tidak ada riwayat pembelian.");
    expect(asked().at(-1)).toBe("?startDate=2026-11-01&supplier=s1&page=1&limit=100");
  });
});
