import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EDITING_ROW_CLASS, type ManagedListProps } from "../../../components/ui";
import { stockItem } from "../../../test/stock-items";
import { StockTable } from "./stock-table";

const renderTable = (props: Partial<ManagedListProps<ReturnType<typeof stockItem>>> = {}) =>
  render(
    <MemoryRouter>
      <StockTable
        rows={[stockItem("Gula", 50), { ...stockItem("Tepung", 5000), cost: 12.5 }, stockItem("Garam", 20)]}
        loading={false}
        emptyMessage="Belum ada item stok."
        renderActions={() => null}
        rowClassName={() => undefined}
        sort={{ key: undefined, order: "asc", sortBy: () => undefined }}
        {...props}
      />
    </MemoryRouter>,
  );

describe("StockTable", () => {
  it("flags a low-stock item with the badge and a tinted row; the edited row keeps the edit tint", () => {
    renderTable({ rowClassName: (row) => (row.name === "Garam" ? EDITING_ROW_CLASS : undefined) });
    const row = (name: string) => screen.getByText(name).closest("tr");
    expect(row("Gula")).toHaveTextContent("Stok menipis");
    expect(row("Gula")).toHaveClass("bg-red-50/60");
    expect(row("Tepung")).not.toHaveTextContent("Stok menipis");
    expect(row("Tepung")).not.toHaveClass("bg-red-50/60");
    expect(row("Garam")).toHaveTextContent("Stok menipis");
    expect(row("Garam")).toHaveClass(EDITING_ROW_CLASS);
  });

  it("shows what each item's stock is worth", () => {
    renderTable();
    // 5.000 gram at Rp 12,5 is Rp 62.500; 50 gram at Rp 10 is Rp 500.
    expect(screen.getByText("Tepung").closest("tr")).toHaveTextContent("Rp 62.500");
    expect(screen.getByText("Gula").closest("tr")).toHaveTextContent("Rp 500");
  });
});
