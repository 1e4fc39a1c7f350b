import type { StockItemRecord } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const item = (name: string, quantityInStock: number): StockItemRecord => ({
  _id: name,
  name,
  unit: { _id: "u1", name: "gram" },
  quantityInStock,
  cost: 10,
  isPackaging: false,
  lowStockThreshold: 100,
  isLowStock: quantityInStock <= 100,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const stock = [item("Gula", 50), item("Garam", 20), item("Tepung", 5000)];

describe("/admin/bahan", { timeout: 20_000 }, () => {
  it("counts the items running low over the whole stock, also while a search shows fewer", async () => {
    renderApp("/admin/bahan", {
      user: testUsers.admin,
      api: {
        "GET /api/units": { body: [] },
        "GET /api/stock": ({ url }) => {
          const term = url.searchParams.get("search")?.toLowerCase();
          return { body: term ? stock.filter((row) => row.name.toLowerCase().includes(term)) : stock };
        },
      },
    });
    expect(await screen.findByText("Stok bahan baku dan kemasan. 2 item stoknya menipis.")).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Cari bahan baku" }), "tepung");
    await waitFor(() => expect(screen.queryByRole("row", { name: /Gula/ })).toBeNull());
    expect(screen.getByRole("row", { name: /Tepung/ })).toBeInTheDocument();
    expect(screen.getByText("Stok bahan baku dan kemasan. 2 item stoknya menipis.")).toBeInTheDocument();
  });
});
