import { personNamed } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { monthRange, todayKey } from "../../lib/format";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

/** The summary card whose label is `label`. */
const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;

const dashboard = {
  todayRevenue: 46620,
  todayOrders: 1,
  openOrders: 3,
  monthlyRevenue: 1_500_000,
  monthlyExpenses: 1_750_000,
  salesOverTime: { labels: ["2026-11-19", "2026-11-25"], data: [0, 46620] },
  topSellingProducts: { labels: ["Crepes Coklat"], data: [12] },
  recentOrders: [
    {
      _id: "o-1",
      orderId: "CREPES-1764050000123",
      createdAt: "2026-11-25T03:15:00.000Z",
      waiter: personNamed("u-staff", "Sari Staf"),
      servedBy: "Sari Staf",
      totalAmount: 46620,
      status: "Completed",
    },
  ],
  lowStockItems: [
    { _id: "s-1", name: "Tepung Terigu", quantityInStock: 2.5, lowStockThreshold: 10, unit: { _id: "u", name: "kg" } },
  ],
  lowStockTotal: 3,
  lowStockByLocation: [],
};

describe("/admin/dashboard", { timeout: 20_000 }, () => {
  it("shows today's figures, the month's estimated profit, today's orders and the low stock", async () => {
    renderApp("/admin/dashboard", {
      user: testUsers.admin,
      api: {
        "GET /api/reports/dashboard-summary": { body: dashboard },
        "GET /api/reports/variance-summary": {
          body: {
            rows: [
              {
                location: { _id: "dago", name: "Cabang Dago" },
                openingCount: { _id: "c0", date: "2026-10-31", postedAt: "2026-10-31T15:00:00.000Z" },
                closingCount: { _id: "c1", date: "2026-11-30", postedAt: "2026-11-30T15:00:00.000Z" },
                varianceValue: 4200,
              },
              {
                location: { _id: "braga", name: "Cabang Braga" },
                openingCount: null,
                closingCount: null,
                varianceValue: 0,
              },
            ],
          },
        },
      },
    });
    // The month's usage variance per outlet.
    expect(await screen.findByText("Rp 4.200")).toBeInTheDocument();
    expect(screen.getByText("belum ada 2 stok opname")).toBeInTheDocument();
    // Today's orders are the Completed ones the revenue counts; the open ones are a card apart.
    expect(within(card("Pesanan Hari Ini")).getByText("1")).toBeInTheDocument();
    expect(within(card("Pesanan berjalan")).getByText("3")).toBeInTheDocument();
    expect(await screen.findByText("Rp 1.750.000")).toBeInTheDocument();
    expect(screen.getAllByText("Rp 46.620")).not.toHaveLength(0);
    // Estimated profit = 1.500.000 − 1.750.000.
    expect(screen.getByText("-Rp 250.000")).toBeInTheDocument();
    expect(screen.getByText("#000123")).toBeInTheDocument();
    expect(screen.getByText("Sari Staf")).toBeInTheDocument();
    expect(screen.getByText("Tepung Terigu")).toBeInTheDocument();
    expect(screen.getByText("dan 2 bahan lainnya")).toBeInTheDocument();
    // The charts arrive with their own chunk.
    expect(await screen.findByText("Tren Penjualan (7 Hari Terakhir)")).toBeInTheDocument();
    expect(await screen.findByText("Top 5 Produk Terlaris (Bulan Ini)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Catat Pengeluaran" })).toHaveAttribute("href", "/admin/pengeluaran");
    expect(screen.getByRole("link", { name: "Buka Kasir (POS)" })).toHaveAttribute("href", "/pos");
  });

  it("shows the low stock of one location when it is chosen", async () => {
    const perLocation = {
      ...dashboard,
      lowStockByLocation: [
        {
          location: { _id: "dago", name: "Cabang Dago" },
          items: [
            { _id: "s-2", name: "Susu", quantityInStock: 0, lowStockThreshold: 5, unit: { _id: "u", name: "L" } },
          ],
          total: 1,
        },
      ],
    };
    renderApp("/admin/dashboard", {
      user: testUsers.admin,
      api: { "GET /api/reports/dashboard-summary": { body: perLocation } },
    });
    expect(await screen.findByText("Tepung Terigu")).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText("Lokasi"), "Cabang Dago (1)");
    expect(screen.getByText("Susu")).toBeInTheDocument();
    expect(screen.queryByText("Tepung Terigu")).toBeNull();
    expect(screen.queryByText(/bahan lainnya/)).toBeNull();
  });

  it("offers staff no shortcut into the finance screens, and no expense or profit figures", async () => {
    const { monthlyExpenses: _hiddenFromStaff, ...staffDashboard } = dashboard;
    renderApp("/admin/dashboard", {
      user: testUsers.staff,
      api: { "GET /api/reports/dashboard-summary": { body: staffDashboard } },
    });
    expect((await screen.findAllByText("Rp 46.620")).length).toBeGreaterThan(0);
    expect(screen.queryByText("Rp 1.750.000")).toBeNull();
    expect(screen.queryByRole("link", { name: "Catat Pengeluaran" })).toBeNull();
    expect(screen.queryByText("Varians Bahan Bulan Ini")).toBeNull();
  });
});

describe("/admin/penjualan", { timeout: 20_000 }, () => {
  it("asks for the current month first, shows the totals and the best sellers, and requires both dates", async () => {
    const { calls } = renderApp("/admin/penjualan", {
      user: testUsers.manager,
      api: {
        "GET /api/reports/sales": {
          body: {
            summary: {
              grossRevenue: 3_300_000,
              refunds: 50_000,
              totalRevenue: 3_250_000,
              totalOrders: 87,
              refundedOrders: 1,
            },
            topProducts: [{ _id: "Crepes Keju", totalQuantitySold: 40, totalRevenueFromItem: 1_000_000 }],
            daily: [{ date: todayKey(), revenue: 3_250_000, orders: 87 }],
            paymentMethods: [
              { method: "Cash", gross: 2_050_000, refunds: 50_000, amount: 2_000_000 },
              { method: "QRIS", confirmedBy: "xendit", gross: 750_000, refunds: 0, amount: 750_000 },
              { method: "QRIS", gross: 500_000, refunds: 0, amount: 500_000 },
            ],
          },
        },
      },
    });
    expect(await screen.findByText("Rp 3.250.000")).toBeInTheDocument();
    // Gross, the refunds of cancelled paid orders and the net (docs/business-rules.md#refunds).
    expect(screen.getByText("Rp 3.300.000")).toBeInTheDocument();
    expect(screen.getByText("Pengembalian Dana")).toBeInTheDocument();
    expect(screen.getByText("87")).toBeInTheDocument();
    expect(screen.getByText("Crepes Keju")).toBeInTheDocument();
    const methods = screen.getByRole("table", { name: "Penjualan per metode pembayaran" });
    expect(methods).toHaveTextContent("CashRp 2.050.000Rp 50.000Rp 2.000.000");
    expect(methods).toHaveTextContent("QRIS (terkonfirmasi Xendit)Rp 750.000Rp 0Rp 750.000");
    expect(methods).toHaveTextContent("QRIS (catat manual)Rp 500.000Rp 0Rp 500.000");
    const asked = calls.find((call) => call.path === "/api/reports/sales")?.url.searchParams;
    expect({ startDate: asked?.get("startDate"), endDate: asked?.get("endDate") }).toEqual(monthRange(todayKey()));
    expect(screen.getByRole("button", { name: "Unduh CSV" })).toBeEnabled();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Tanggal Akhir"));
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    expect(await screen.findByText("Silakan pilih tanggal mulai dan tanggal akhir.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/reports/sales")).toHaveLength(1);
  });
});

describe("/admin/penjualan download", { timeout: 20_000 }, () => {
  it("writes QRIS confirmed by Xendit and QRIS recorded by hand as lines of their own in the CSV", async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:laporan";
    });
    // jsdom has no object URLs: the download's blob is caught where the browser would get it.
    const { createObjectURL: kept, revokeObjectURL: keptRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: kept, revokeObjectURL: keptRevoke });
    });
    renderApp("/admin/penjualan", {
      user: testUsers.manager,
      api: {
        "GET /api/reports/sales": {
          body: {
            summary: { grossRevenue: 70_000, refunds: 10_000, totalRevenue: 60_000, totalOrders: 3, refundedOrders: 1 },
            topProducts: [],
            daily: [{ date: todayKey(), revenue: 60_000, orders: 3 }],
            paymentMethods: [
              { method: "QRIS", confirmedBy: "xendit", gross: 30_000, refunds: 0, amount: 30_000 },
              { method: "QRIS", gross: 20_000, refunds: 0, amount: 20_000 },
              { method: "Cash", gross: 20_000, refunds: 10_000, amount: 10_000 },
            ],
          },
        },
      },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Unduh CSV" }));
    expect(saved).toHaveLength(1);
    const lines = (await saved[0].text()).split(/\r?\n/);
    expect(lines).toEqual(
      expect.arrayContaining([
        "QRIS (terkonfirmasi Xendit),30000,0,30000",
        "QRIS (catat manual),20000,0,20000",
        "Cash,20000,10000,10000",
        "Penjualan Kotor (Rp),70000",
        "Pengembalian Dana (Rp),10000",
        "Pendapatan Bersih (Rp),60000",
      ]),
    );
  });
});

/** A channel's figures; the net is gross − refunds − commission. */
const channelFigures = (
  orders: number,
  refundedOrders: number,
  gross: number,
  refunds: number,
  commission: number,
) => ({
  orders,
  refundedOrders,
  gross,
  refunds,
  commission,
  net: gross - refunds - commission,
});

describe("/admin/penjualan-kanal", { timeout: 20_000 }, () => {
  const body = {
    rows: [
      { channel: "till", ...channelFigures(10, 1, 500_000, 18_870, 0) },
      { channel: "qr-table", ...channelFigures(4, 0, 133_200, 0, 0) },
      { channel: "storefront", ...channelFigures(0, 0, 0, 0, 0) },
      { channel: "gofood", ...channelFigures(3, 0, 132_000, 0, 26_400) },
      { channel: "grabfood", ...channelFigures(2, 0, 44_000, 0, 9_900) },
    ],
    total: channelFigures(19, 1, 809_200, 18_870, 36_300),
  };

  it("lists every channel's gross, refunds, commission and net with the total, and downloads the same", async () => {
    const saved: Blob[] = [];
    const { createObjectURL: kept, revokeObjectURL: keptRevoke } = URL;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return "blob:laporan";
      }),
      revokeObjectURL: vi.fn(),
    });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: kept, revokeObjectURL: keptRevoke });
    });
    const { calls } = renderApp("/admin/penjualan-kanal", {
      user: testUsers.manager,
      api: { "GET /api/reports/channels": { body } },
    });
    const table = await screen.findByRole("table", { name: "Penjualan per kanal" });
    await waitFor(() => expect(table).toHaveTextContent("GoFood"));
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "KanalJumlah PesananPesanan DikembalikanPenjualan KotorPengembalian DanaKomisi PlatformBersih",
      "Kasir (walk-in)101Rp 500.000Rp 18.870Rp 0Rp 481.130",
      "QR Meja40Rp 133.200Rp 0Rp 0Rp 133.200",
      "Toko Online00Rp 0Rp 0Rp 0Rp 0",
      "GoFood30Rp 132.000Rp 0Rp 26.400Rp 105.600",
      "GrabFood20Rp 44.000Rp 0Rp 9.900Rp 34.100",
      "Total191Rp 809.200Rp 18.870Rp 36.300Rp 754.030",
    ]);
    expect(within(card("Total Komisi Platform")).getByText("Rp 36.300")).toBeInTheDocument();
    expect(within(card("Total Bersih setelah Komisi")).getByText("Rp 754.030")).toBeInTheDocument();
    const asked = calls.find((call) => call.path === "/api/reports/channels")?.url.searchParams;
    expect({ startDate: asked?.get("startDate"), endDate: asked?.get("endDate") }).toEqual(monthRange(todayKey()));

    await userEvent.setup().click(screen.getByRole("button", { name: "Unduh CSV" }));
    expect(saved).toHaveLength(1);
    expect((await saved[0].text()).split(/\r?\n/)).toEqual(
      expect.arrayContaining([
        "Kanal,Jumlah Pesanan,Pesanan Dikembalikan,Penjualan Kotor (Rp),Pengembalian Dana (Rp),Komisi Platform (Rp),Bersih (Rp)",
        "GoFood,3,0,132000,0,26400,105600",
        "Total,19,1,809200,18870,36300,754030",
      ]),
    );
  });

  it("is a finance screen: staff are sent back to the dashboard", async () => {
    const { router } = renderApp("/admin/penjualan-kanal", {
      user: testUsers.staff,
      api: { "GET /api/reports/dashboard-summary": { body: dashboard } },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/admin/penjualan-kanal"));
  });
});

describe("/admin/rugi-laba", { timeout: 20_000 }, () => {
  it("shows revenue, cost of goods, expenses and a net loss in red", async () => {
    renderApp("/admin/rugi-laba", {
      user: testUsers.admin,
      api: {
        "GET /api/reports/profit-loss": {
          body: {
            summary: {
              grossRevenue: 1_050_000,
              refunds: 50_000,
              totalRevenue: 1_000_000,
              totalCOGS: 400_000,
              grossProfit: 600_000,
              platformCommission: 30_000,
              totalExpenses: 700_000,
              netProfit: -130_000,
            },
          },
        },
      },
    });
    expect(await screen.findAllByText("Rp 600.000")).not.toHaveLength(0);
    expect(screen.getAllByText("-Rp 130.000")[0]).toHaveClass("text-red-700");
    // The platforms' commission is a cost line between gross and net profit.
    const statement = screen.getByRole("table", { name: "Rincian laba rugi" });
    expect(statement).toHaveTextContent(
      "Laba KotorRp 600.000Komisi Platform (GoFood, GrabFood)-Rp 30.000Pengeluaran-Rp 700.000Laba Bersih-Rp 130.000",
    );
    expect(screen.getByText("Harga Pokok Penjualan (HPP)")).toBeInTheDocument();
    expect(screen.getByText("Penjualan Kotor")).toBeInTheDocument();
    expect(screen.getByText("-Rp 50.000")).toHaveClass("text-red-700");
  });

  it("says the report failed with the server's words", async () => {
    renderApp("/admin/rugi-laba", {
      user: testUsers.admin,
      api: { "GET /api/reports/profit-loss": { status: 500, body: {} } },
    });
    expect(await screen.findByText("Gagal membuat laporan.")).toBeInTheDocument();
  });
});

/** A PBJT row's figures from gross and refunded amounts; the net is their difference. */
const taxFigures = (
  orders: number,
  refundedOrders: number,
  grossTaxBase: number,
  refundedTaxBase: number,
  grossTax: number,
  refundedTax: number,
) => ({
  orders,
  refundedOrders,
  grossTaxBase,
  refundedTaxBase,
  taxBase: grossTaxBase - refundedTaxBase,
  grossTax,
  refundedTax,
  tax: grossTax - refundedTax,
});

describe("/admin/laporan-pajak", { timeout: 20_000 }, () => {
  it("lists each outlet's taxable base and tax with the total", async () => {
    renderApp("/admin/laporan-pajak", {
      user: testUsers.admin,
      api: {
        "GET /api/reports/tax": {
          body: {
            rows: [
              { locationId: "l-1", location: "Outlet Bandung", ...taxFigures(2, 0, 150000, 0, 15000, 0) },
              // One sale of 17.000 base and 1.870 tax refunded whole.
              { locationId: "l-2", location: "Outlet Bogor", ...taxFigures(1, 1, 97000, 17000, 5870, 1870) },
            ],
            total: taxFigures(3, 1, 247000, 17000, 20870, 1870),
          },
        },
      },
    });
    expect(await screen.findByText("Outlet Bogor")).toBeInTheDocument();
    expect(screen.getByText("Rp 230.000")).toBeInTheDocument();
    expect(screen.getByText("Rp 19.000")).toBeInTheDocument();
    expect(screen.getByText("Rp 247.000")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "DPP Dikembalikan" })).toBeInTheDocument();
  });

  it("is a finance screen: staff are sent back to the dashboard", async () => {
    const { router } = renderApp("/admin/laporan-pajak", {
      user: testUsers.staff,
      api: { "GET /api/reports/dashboard-summary": { body: dashboard } },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/admin/laporan-pajak"));
  });
});
