import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useTableSort } from "../../lib/use-table-sort";
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

type Item = { _id: string; name: string; value: number };
const ITEMS: Item[] = [
  { _id: "a", name: "Gula", value: 18_000 },
  { _id: "b", name: "cokelat", value: 250_000 },
  { _id: "c", name: "Keju", value: 90_000 },
];

/** A list as a screen shows it: the sort in the address, the rows in the order the server sent them. */
function SortedItems() {
  const { sort, query } = useTableSort(["name", "value"]);
  const location = useLocation();
  return (
    <>
      <DataTable<Item>
        columns={[
          { key: "name", header: "Nama", sortKey: "name" },
          { key: "value", header: "Nilai", sortKey: "value", sortFirst: "desc" },
          { key: "id", header: "Kode", render: (item) => item._id },
        ]}
        rows={ITEMS}
        rowKey={(row) => row._id}
        sort={sort}
      />
      <output aria-label="alamat">{location.search}</output>
      <output aria-label="permintaan">{JSON.stringify(query)}</output>
    </>
  );
}

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);

describe("DataTable sorting", () => {
  it("sorts by a header's column, largest first where asked, then the other way, keeping the sort in the address and the request", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/admin/stok"]}>
        <SortedItems />
      </MemoryRouter>,
    );
    expect(screen.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "none");
    expect(screen.getByLabelText("permintaan")).toHaveTextContent("{}");
    // A column without a way to sort has a plain header.
    expect(screen.queryByRole("button", { name: "Kode" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Nilai" }));
    expect(screen.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByLabelText("alamat")).toHaveTextContent("?sort=value&order=desc");
    expect(screen.getByLabelText("permintaan")).toHaveTextContent('{"sort":"value","order":"desc"}');

    await user.click(screen.getByRole("button", { name: "Nilai" }));
    expect(screen.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByLabelText("alamat")).toHaveTextContent("?sort=value&order=asc");

    await user.click(screen.getByRole("button", { name: "Nama" }));
    expect(screen.getByRole("columnheader", { name: /Nama/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "none");
    // The server sorts (ADR 0058): the table shows the rows in the order they came.
    expect(names()).toEqual(["Gula", "cokelat", "Keju"]);
  });

  it("reads the sort from the address, and ignores a key the table does not know", () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={["/admin/stok?sort=value&order=desc"]}>
        <SortedItems />
      </MemoryRouter>,
    );
    expect(screen.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByLabelText("permintaan")).toHaveTextContent('{"sort":"value","order":"desc"}');
    unmount();
    render(
      <MemoryRouter initialEntries={["/admin/stok?sort=warna&order=desc"]}>
        <SortedItems />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText("permintaan")).toHaveTextContent("{}");
  });
});
