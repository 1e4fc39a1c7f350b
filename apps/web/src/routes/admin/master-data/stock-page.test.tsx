import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { csrfRoute } from "../../../test/fetch-mock";
import { testLocation } from "../../../test/locations";
import { renderApp } from "../../../test/render-app";
import { stockItem } from "../../../test/stock-items";
import { paged } from "../../../test/stock-screens";
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

  it("asks the server for the stock sorted by the header chosen, largest value first, and shows its order", async () => {
    const { calls } = renderApp("/admin/bahan", {
      user: testUsers.admin,
      api: {
        "GET /api/units": { body: [] },
        "GET /api/stock": ({ url }) => ({
          body: url.searchParams.get("sort") === "value" ? [stock[2], stock[0], stock[1]] : stock,
        }),
      },
    });
    const names = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0].textContent);
    await screen.findByRole("row", { name: /Tepung/ });
    expect(names()).toEqual(["Gula", "Garam", "Tepung"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Nilai" }));
    await waitFor(() => expect(names()).toEqual(["Tepung", "Gula", "Garam"]));
    const sorted = calls.find((call) => call.url.searchParams.get("sort") === "value");
    expect(sorted?.url.searchParams.get("order")).toBe("desc");
  });

  it("shows the quantities, low-stock marks and movements of the chosen location", async () => {
    const headOffice = testLocation("gudang", "Gudang Pusat", { kind: "head_office" });
    const atLocation: Record<string, typeof stock> = {
      gudang: [stockItem("Gula", 900), stockItem("Garam", 20), stockItem("Tepung", 5000)],
      dago: [stockItem("Gula", 40), stockItem("Garam", 0), stockItem("Tepung", 0)],
    };
    const { calls } = renderApp("/admin/bahan", {
      user: testUsers.admin,
      api: {
        "GET /api/units": { body: [] },
        "GET /api/locations": ({ url }) => ({
          body: url.searchParams.get("kind") === "head_office" ? [headOffice] : [testLocation("dago", "Cabang Dago")],
        }),
        "GET /api/stock": ({ url }) => ({ body: atLocation[url.searchParams.get("location") ?? ""] ?? stock }),
        "GET /api/stock/Gula/movements": paged([
          {
            _id: "m1",
            location: { _id: "dago", name: "Cabang Dago" },
            quantity: -10,
            reason: "sale",
            reference: null,
            byName: null,
            createdAt: "2026-11-20T03:00:00.000Z",
          },
        ]),
      },
    });
    const user = userEvent.setup();
    const gula = () => screen.getByRole("row", { name: /Gula/ });
    await waitFor(() => expect(gula()).toHaveTextContent("50 gram"));
    const choice = screen.getByRole("combobox", { name: "Lokasi" });
    // Head office comes first among the places, after the totals.
    await waitFor(() =>
      expect([...choice.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
        "Semua lokasi",
        "Gudang Pusat",
        "Cabang Dago",
      ]),
    );

    await user.selectOptions(choice, "Gudang Pusat");
    await waitFor(() => expect(gula()).toHaveTextContent("900 gram"));
    expect(gula()).not.toHaveTextContent("Stok menipis");
    expect(screen.getByText("Stok bahan baku dan kemasan. 1 item stoknya menipis.")).toBeInTheDocument();

    await user.selectOptions(choice, "Cabang Dago");
    await waitFor(() => expect(gula()).toHaveTextContent("40 gram"));
    expect(gula()).toHaveTextContent("Stok menipis");
    expect(screen.getByText("Stok bahan baku dan kemasan. 3 item stoknya menipis.")).toBeInTheDocument();
    expect(calls.some((call) => call.url.searchParams.get("location") === "dago")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Riwayat stok Gula" }));
    expect(await screen.findByText(/Stok saat ini di Cabang Dago/)).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Cabang Dago" })).toBeInTheDocument();
  });

  it("sets an outlet's own low-stock threshold for an item, and the row is marked by it", async () => {
    let ownThreshold: number | null = null;
    const atDago = () => {
      const threshold = ownThreshold ?? 100;
      return {
        ...stockItem("Gula", 400),
        lowStockThreshold: threshold,
        locationThreshold: ownThreshold,
        isLowStock: 400 <= threshold,
      };
    };
    const { calls } = renderApp("/admin/bahan", {
      user: testUsers.admin,
      api: {
        ...csrfRoute,
        "GET /api/units": { body: [] },
        "GET /api/locations": ({ url }) => ({
          body: url.searchParams.get("kind") ? [] : [testLocation("dago", "Cabang Dago")],
        }),
        "GET /api/stock": ({ url }) => ({
          body: url.searchParams.get("location") ? [atDago()] : [stockItem("Gula", 900)],
        }),
        "PUT /api/stock/Gula/low-stock-threshold": ({ body }) => {
          ownThreshold = (body as { lowStockThreshold: number | null }).lowStockThreshold;
          return { body: atDago() };
        },
      },
    });
    const user = userEvent.setup();
    const gula = () => screen.getByRole("row", { name: /Gula/ });
    await waitFor(() => expect(gula()).toHaveTextContent("900 gram"));
    // The totals have no place to set a threshold for.
    expect(screen.queryByRole("button", { name: /Batas menipis Gula/ })).toBeNull();
    await screen.findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Lokasi" }), "Cabang Dago");
    await waitFor(() => expect(gula()).toHaveTextContent("400 gram"));
    expect(gula()).not.toHaveTextContent("Stok menipis");

    await user.click(screen.getByRole("button", { name: "Batas menipis Gula di Cabang Dago" }));
    const dialog = await screen.findByRole("dialog", { name: "Batas Stok Menipis di Cabang Dago" });
    const field = within(dialog).getByLabelText("Batas di Cabang Dago (gram)");
    expect(field).toHaveValue("");
    // A threshold is never negative: the minus sign is not taken.
    await user.type(field, "-5");
    expect(field).toHaveValue("5");
    await user.clear(field);
    await user.type(field, "500");
    await user.click(within(dialog).getByRole("button", { name: "Simpan Batas" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ location: "dago", lowStockThreshold: 500 });
    await waitFor(() => expect(gula()).toHaveTextContent("Stok menipis"));
    expect(gula()).toHaveTextContent("500 (lokasi ini)");

    // Emptied, the outlet's own threshold is cleared and the item's applies there again.
    await user.click(screen.getByRole("button", { name: "Batas menipis Gula di Cabang Dago" }));
    const again = await screen.findByRole("dialog", { name: "Batas Stok Menipis di Cabang Dago" });
    await user.clear(within(again).getByLabelText("Batas di Cabang Dago (gram)"));
    await user.click(within(again).getByRole("button", { name: "Simpan Batas" }));
    await waitFor(() => expect(gula()).not.toHaveTextContent("Stok menipis"));
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      location: "dago",
      lowStockThreshold: null,
    });
  });

  it("edits an item with its total while a location's figures are shown", async () => {
    renderApp("/admin/bahan", {
      user: testUsers.admin,
      api: {
        "GET /api/units": { body: [] },
        "GET /api/locations": ({ url }) => ({
          body: url.searchParams.get("kind") ? [] : [testLocation("dago", "Cabang Dago")],
        }),
        "GET /api/stock": ({ url }) => ({
          body: url.searchParams.get("location") ? [stockItem("Gula", 40)] : [stockItem("Gula", 50)],
        }),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Lokasi" }), "Cabang Dago");
    await waitFor(() => expect(screen.getByRole("row", { name: /Gula/ })).toHaveTextContent("40 gram"));
    await user.click(screen.getByRole("button", { name: "Edit Gula" }));
    expect(await screen.findByLabelText(/Jumlah Stok/i)).toHaveValue("50");
  });
});
