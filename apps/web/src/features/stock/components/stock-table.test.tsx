import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EDITING_ROW_CLASS } from "../../../components/ui";
import { stockItem } from "../../../test/stock-items";
import { StockTable } from "./stock-table";

describe("StockTable", () => {
  it("flags a low-stock item with the badge and a tinted row; the edited row keeps the edit tint", () => {
    render(
      <StockTable
        rows={[stockItem("Gula", 50), stockItem("Tepung", 5000), stockItem("Garam", 20)]}
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
