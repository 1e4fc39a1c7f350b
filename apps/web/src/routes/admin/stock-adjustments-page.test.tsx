import type { StockAdjustmentRecord } from "@kedai/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const spoiled: StockAdjustmentRecord = {
  _id: "a1",
  stockItem: { _id: "Gula", name: "Gula", unit: "gram" },
  quantity: -250,
  type: "Rusak",
  notes: "Basah",
  date: "2026-11-20",
  createdByName: "Admin Kedai",
  createdAt: "2026-11-20T03:00:00.000Z",
  quantityAfter: null,
};

function renderAdjustments(api = {}) {
  return renderApp("/admin/penyesuaian", {
    user: testUsers.admin,
    api: {
      "GET /api/stock": { body: [stockItem("Gula", 500)] },
      "GET /api/stock-adjustments": paged([spoiled]),
      ...api,
    },
  });
}

describe("/admin/penyesuaian", { timeout: 20_000 }, () => {
  it("lists adjustments with their sign, and requires item, quantity and type", async () => {
    const { calls } = renderAdjustments();
    expect(await screen.findByRole("row", { name: /Basah/ })).toHaveTextContent("-250 gram");
    expect(screen.getByLabelText("Tanggal")).toHaveValue(todayKey());
    expect(screen.getByLabelText("Kuantitas")).toHaveAttribute("min", "0.01");

    await userEvent.setup().click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));
    expect(await screen.findByText("Item Stok, Kuantitas, dan Tipe wajib diisi.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("sends the quantity as entered with its type, and says the stock goes down", async () => {
    const { calls } = renderAdjustments({
      "POST /api/stock-adjustments": {
        status: 201,
        body: { message: "Penyesuaian stok berhasil dicatat.", data: { ...spoiled, quantityAfter: 250 } },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    await user.selectOptions(screen.getByLabelText("Item Stok"), "Gula");
    await user.type(screen.getByLabelText("Kuantitas"), "250");
    await user.selectOptions(screen.getByLabelText("Tipe"), "Return Supplier");
    expect(screen.getByText("Stok akan berkurang sebanyak kuantitas ini.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));

    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      stockItem: "Gula",
      quantity: 250,
      type: "Return Supplier",
      date: todayKey(),
    });
  });
});
