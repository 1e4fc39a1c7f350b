import type { StockItemRecord } from "@kedai/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EDITING_ROW_CLASS } from "../../../components/ui";
import { StockTable } from "./stock-table";

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

describe("StockTable", () => {
  it("flags a low-stock item with the badge and a tinted row; the edited row keeps the edit tint", () => {
    render(
      <StockTable
        rows={[item("Gula", 50), item("Tepung", 5000), item("Garam", 20)]}
        loading={false}
        emptyMessage="Belum ada item stok."
        renderActions={() => null}
        rowClassName={(row) => (row.name === "Garam" ? EDITING_ROW_CLASS : undefined)}
      />,
    );
    const row = (name: string) => screen.getByText(name).closest("tr");
    expect(row("Gula")).toHaveTextContent("Stok menipis");
    expect(row("Gula")).toHaveClass("bg-red-50/60");
    expect(row("Tepung")).not.toHaveTextContent("Stok menipis");
    expect(row("Tepung")).not.toHaveClass("bg-red-50/60");
    expect(row("Garam")).toHaveTextContent("Stok menipis");
    expect(row("Garam")).toHaveClass(EDITING_ROW_CLASS);
  });
});
