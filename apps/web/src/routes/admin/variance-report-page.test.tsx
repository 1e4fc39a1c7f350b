import type { VarianceReport } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stockLocationsRoute } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const report: VarianceReport = {
  location: { _id: "dago", name: "Cabang Dago" },
  openingCount: { _id: "c0", date: "2026-10-31", postedAt: "2026-10-31T15:00:00.000Z" },
  closingCount: { _id: "c1", date: "2026-11-30", postedAt: "2026-11-30T15:00:00.000Z" },
  rows: [
    {
      stockItem: { _id: "tepung", name: "Tepung", unit: "gram" },
      opening: 2950,
      received: 2400,
      transferredOut: 300,
      theoreticalUse: 1500,
      adjustments: -80,
      adjustmentsByType: [{ type: "Rusak", quantity: -80 }],
      closing: 3200,
      actualUse: 1850,
      variance: 350,
      unitCost: 12,
      varianceValue: 4200,
      variancePercent: 23.3,
    },
  ],
  totals: { varianceValue: 4200 },
};

const empty: VarianceReport = {
  location: { _id: "gudang", name: "Gudang Pusat" },
  openingCount: null,
  closingCount: null,
  rows: [],
  totals: { varianceValue: 0 },
};

describe("/admin/varians", { timeout: 30_000 }, () => {
  it("asks for head office first, then the chosen outlet, and shows each item's use and variance", async () => {
    const { calls } = renderApp("/admin/varians", {
      user: testUsers.manager,
      api: {
        "GET /api/reports/variance": ({ url }: { url: URL }) => ({
          body: url.searchParams.get("location") === "dago" ? report : empty,
        }),
        ...stockLocationsRoute,
      },
    });
    expect(await screen.findByText(/belum ada dua stok opname yang diposting/)).toBeInTheDocument();
    const user = userEvent.setup();
    await within(screen.getByLabelText("Lokasi")).findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByLabelText("Lokasi"), "Cabang Dago");
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    const row = await screen.findByRole("row", { name: /Tepung/ });
    expect(row).toHaveTextContent("2.950 gram");
    expect(row).toHaveTextContent("1.850 gram");
    expect(row).toHaveTextContent("Rusak -80");
    expect(row).toHaveTextContent("Rp 4.200");
    expect(row).toHaveTextContent("23,3%");
    expect(screen.getByTestId("variance-period")).toHaveTextContent("Cabang Dago: dari stok opname 31 Okt 2026");
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === "/api/reports/variance")
          .map((call) => call.url.searchParams.get("location")),
      ).toEqual(["gudang", "dago"]),
    );
  });
});
