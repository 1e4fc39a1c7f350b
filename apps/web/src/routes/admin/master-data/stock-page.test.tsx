import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { stockItem } from "../../../test/stock-items";
import { testUsers } from "../../../test/users";

const stock = [stockItem("Gula", 50), stockItem("Garam", 20), stockItem("Tepung", 5000)];

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
