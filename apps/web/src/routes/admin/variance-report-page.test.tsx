import type { VarianceReport } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
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

    // The download names its location in the file name and says what it is in its first lines.
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    const { createObjectURL: kept, revokeObjectURL: keptRevoke } = URL;
    Object.assign(URL, {
      createObjectURL: (made: Blob) => {
        blob = made;
        return "blob:varians";
      },
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: kept, revokeObjectURL: keptRevoke });
      click.mockRestore();
    });
    await user.click(screen.getByRole("button", { name: "Unduh CSV" }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^laporan-varians_cabang-dago_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0].blob.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.slice(0, 4)).toEqual([
      "Laporan Varians",
      "Lokasi: Cabang Dago",
      expect.stringMatching(/^Periode: 01\/\d{2}\/\d{4} s\.d\. \d{2}\/\d{2}\/\d{4}$/),
      "Stok opname: 31/10/2026 s.d. 30/11/2026",
    ]);
    expect(lines[4]).toBe("");
    expect(lines[5]).toMatch(/^Bahan,Satuan,Awal,/);
    expect(lines[6]).toBe("Tepung,gram,2950,2400,300,1500,-80,3200,1850,350,12,4200,23.3");
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === "/api/reports/variance")
          .map((call) => call.url.searchParams.get("location")),
      ).toEqual(["gudang", "dago"]),
    );
  });
});
