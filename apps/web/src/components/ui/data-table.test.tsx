import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "./data-table";

type Row = { _id: string; name: string };

function renderExpandableTable(onAction: () => void) {
  return render(
    <DataTable<Row>
      columns={[{ key: "name", header: "Nama" }]}
      rows={[{ _id: "t-1", name: "Transfer ke Dago" }]}
      rowKey={(row) => row._id}
      renderExpanded={(row) => <p>Rincian {row.name}</p>}
      renderActions={() => (
        <button type="button" onClick={onAction}>
          Terima
        </button>
      )}
    />,
  );
}

describe("DataTable with expandable rows", () => {
  it("opens and closes a row's detail on a click on the row", async () => {
    const user = userEvent.setup();
    renderExpandableTable(vi.fn());
    await user.click(screen.getByText("Transfer ke Dago"));
    expect(screen.getByText("Rincian Transfer ke Dago")).toBeInTheDocument();
    await user.click(screen.getByText("Transfer ke Dago"));
    expect(screen.queryByText("Rincian Transfer ke Dago")).toBeNull();
  });

  it("opens the detail from the row's disclosure button, which says whether it is open", async () => {
    const user = userEvent.setup();
    renderExpandableTable(vi.fn());
    const disclosure = screen.getByRole("button", { name: "Rincian" });
    expect(disclosure).toHaveAttribute("aria-expanded", "false");
    disclosure.focus();
    await user.keyboard("{Enter}");
    expect(disclosure).toHaveAttribute("aria-expanded", "true");
    const detail = screen.getByText("Rincian Transfer ke Dago").closest("tr");
    expect(detail).toHaveAttribute("id", disclosure.getAttribute("aria-controls"));
    expect(screen.getAllByRole("row").some((row) => row.hasAttribute("aria-expanded"))).toBe(false);
    await user.keyboard("{Enter}");
    expect(screen.queryByText("Rincian Transfer ke Dago")).toBeNull();
  });

  it("leaves the detail closed when a button in the row is clicked: the click is the button's", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderExpandableTable(onAction);
    await user.click(screen.getByRole("button", { name: "Terima" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Rincian Transfer ke Dago")).toBeNull();
  });
});
