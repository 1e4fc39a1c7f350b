import type { OrderRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installTillPrinting } from "../../lib/till-papers";
import type { MockRequest, MockRoute } from "../../test/fetch-mock";
import { oneOrderPerStatus, paidTestOrder, testOrder } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { paged } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const orders = oneOrderPerStatus();

const rowOf = (number: string) => screen.getByRole("row", { name: new RegExp(`#${number}`) });
const buttonsOf = (number: string) =>
  within(rowOf(number))
    .queryAllByRole("button")
    .map((button) => button.textContent?.trim());
const listQueries = (calls: MockRequest[]) =>
  calls.filter((call) => call.method === "GET" && call.path === "/api/orders").map((call) => call.url.search);

function renderOrderList(api: Record<string, MockRoute> = {}, rows: OrderRecord[] = orders) {
  return renderApp("/admin/order-list", {
    user: testUsers.admin,
    api: { "GET /api/orders": paged(rows), ...api },
  });
}

async function openOrderList(api: Record<string, MockRoute> = {}, rows: OrderRecord[] = orders) {
  const view = renderOrderList(api, rows);
  await screen.findByRole("row", { name: /#000001/ });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The first render loads the whole admin area, which on a busy CI runner can pass 5 s.
describe("/admin/order-list", { timeout: 20_000 }, () => {
  it("lists each order's time, short id, type, customer, cashier, total, payment and status", async () => {
    const online = testOrder({
      _id: "o-9",
      orderId: "VNC-1795467699999",
      channel: "online",
      orderType: "Ojol",
      cashier: null,
      waiter: null,
      customerName: "Putri",
      paymentStatus: "Pending",
      totalAmount: 45000,
    });
    const dineIn = testOrder({
      _id: "o-8",
      orderId: "CREPES-1795467688888",
      orderType: "Dine-In",
      table: { _id: "t-2", name: "Meja 2" },
      cashier: null,
    });
    await openOrderList({}, [...orders, online, dineIn]);

    const row = rowOf("000001");
    expect(row).toHaveTextContent("23 Nov 2026, 10.00");
    expect(row).toHaveTextContent("Take AwayPOS");
    expect(row).toHaveTextContent("Pelanggan Umum");
    expect(row).toHaveTextContent("Kiki Kasir");
    expect(row).toHaveTextContent("Waiter: Sari Staf");
    expect(row).toHaveTextContent("Rp 64.380");
    expect(row).toHaveTextContent("Belum dibayar");
    expect(row).toHaveTextContent("Baru");

    const web = rowOf("699999");
    expect(web).toHaveTextContent("Online");
    expect(web).toHaveTextContent("Putri");
    expect(web).toHaveTextContent("Menunggu pembayaran");
    expect(web).toHaveTextContent("Rp 45.000");
    // A table already named "Meja 2" is not called "Meja Meja 2"; without a cashier the waiter stands alone.
    expect(rowOf("688888")).toHaveTextContent("Dine-InPOS · Meja 2Pelanggan UmumSari Staf");
    expect(screen.getByText("7 pesanan sesuai filter.")).toBeInTheDocument();
  });

  it("offers each status the moves the status machine allows, and never payment", async () => {
    const online = (id: string, paymentStatus: OrderRecord["paymentStatus"], paymentMethod = "QRIS") =>
      testOrder({
        _id: id,
        orderId: `VNC-1795467${id}`,
        channel: "online",
        cashier: null,
        paymentStatus,
        paymentMethod,
      });
    await openOrderList({}, [
      ...orders,
      online("600006", "Paid"),
      online("700007", "Pending"),
      online("800008", "Pending", "Transfer"),
    ]);
    expect(buttonsOf("000001")).toEqual(["Detail", "Mulai Siapkan", "Edit", "Cetak", "Batalkan"]);
    expect(buttonsOf("000002")).toEqual(["Detail", "Sajikan (Ready)", "Edit", "Cetak", "Batalkan"]);
    expect(buttonsOf("000003")).toEqual(["Detail", "Cetak", "Batalkan"]);
    expect(buttonsOf("000004")).toEqual(["Detail", "Cetak"]);
    expect(buttonsOf("000005")).toEqual(["Detail"]);
    // Online orders are edited nowhere here, and one still waiting for its payment can only be cancelled.
    expect(buttonsOf("600006")).toEqual(["Detail", "Mulai Siapkan", "Cetak", "Batalkan"]);
    expect(buttonsOf("700007")).toEqual(["Detail", "Cetak", "Batalkan"]);
    // A transfer waiting for staff: its money is confirmed here with one tap (ADR 0050).
    expect(buttonsOf("800008")).toEqual(["Detail", "Konfirmasi Pembayaran", "Cetak", "Batalkan"]);
  });

  it("sends status, type and dates as the list's query on 'Tampilkan', and the search as the user pauses", async () => {
    const { calls } = await openOrderList();
    expect(listQueries(calls)).toEqual(["?page=1&limit=100"]);

    const user = userEvent.setup();
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("Semua Status");
    await user.selectOptions(screen.getByLabelText("Status"), "Completed");
    await user.selectOptions(screen.getByLabelText("Tipe Pesanan"), "Take Away");
    await user.type(screen.getByLabelText("Tanggal Mulai"), "01/11/2026");
    await user.type(screen.getByLabelText("Tanggal Akhir"), "23/11/2026");
    expect(listQueries(calls)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe(
        "?status=Completed&type=Take+Away&from=2026-11-01&to=2026-11-23&page=1&limit=100",
      ),
    );

    await user.type(screen.getByRole("searchbox", { name: "Cari ID pesanan atau pelanggan" }), "putri");
    await waitFor(() => expect(listQueries(calls).at(-1)).toContain("&search=putri&page=1"));
    // One request for the settled term, none per keystroke.
    expect(listQueries(calls).filter((query) => query.includes("search="))).toHaveLength(1);
  });

  it("asks the server for the list sorted by total, the largest first, then the other way, and keeps the filters", async () => {
    const { calls } = await openOrderList();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Status"), "Completed");
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    await user.click(screen.getByRole("button", { name: "Total" }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe("?status=Completed&sort=total&order=desc&page=1&limit=100"),
    );
    expect(screen.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: "Total" }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe("?status=Completed&sort=total&order=asc&page=1&limit=100"),
    );
  });

  it("says when nothing matches the filter", async () => {
    renderOrderList({ "GET /api/orders": paged([]) });
    expect(await screen.findByText("Belum ada pesanan.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Cancelled");
    await userEvent.click(screen.getByRole("button", { name: "Tampilkan" }));
    expect(await screen.findByText("Tidak ada pesanan yang sesuai filter.")).toBeInTheDocument();
  });

  // A hundred rows render slowly in jsdom: past 20 s on a runner loaded by other work.
  it("loads older orders a page at a time", async () => {
    const firstPage = Array.from({ length: 100 }, (_, index) =>
      testOrder({ _id: `p-${index}`, orderId: `CREPES-1795467${String(index).padStart(6, "0")}` }),
    );
    const older = testOrder({ _id: "p-old", orderId: "CREPES-1795000777777" });
    const { calls } = renderOrderList({
      "GET /api/orders": ({ url }) =>
        url.searchParams.get("page") === "2"
          ? { body: { data: [older], page: 2, limit: 100, total: 101 } }
          : { body: { data: firstPage, page: 1, limit: 100, total: 101 } },
    });
    // Text queries: role queries over a hundred rows of buttons are slow in jsdom.
    expect(await screen.findByText("#000099")).toBeInTheDocument();
    expect(screen.getByText("101 pesanan sesuai filter.")).toBeInTheDocument();
    expect(screen.queryByText("#777777")).toBeNull();

    await userEvent.click(screen.getByText("Muat Lebih Banyak"));
    expect(await screen.findByText("#777777")).toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toBe("?page=2&limit=100");
    expect(screen.queryByText("Muat Lebih Banyak")).toBeNull();
  }, 45_000);

  it("says so when the list cannot be loaded, in the list too instead of 'Belum ada pesanan.'", async () => {
    renderOrderList({ "GET /api/orders": { status: 500 } });
    // The toast and the list's own line.
    await waitFor(() => expect(screen.getAllByText("Gagal memuat daftar pesanan.")).toHaveLength(2));
    expect(screen.queryByText("Belum ada pesanan.")).not.toBeInTheDocument();
  });

  it("opens the order as the server has it: items, every money line with its own tax label, payment, history", async () => {
    const detailed = testOrder({
      _id: "o-4",
      orderId: "CREPES-179000000004",
      status: "Completed",
      taxRatePercent: 10,
      taxLabel: "PB1 (10%)",
      tax: 5800,
      promo: { _id: "p-1", name: "Hemat", discountAmount: 5000 },
      pointsRedeemed: 10,
      pointsDiscount: 1000,
      pointsEarned: 6,
      totalAmount: 57800,
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 60000, change: 2200 },
      statusHistory: [
        { from: null, to: "New", by: "Kiki Kasir", at: "2026-11-23T03:00:00.000Z" },
        { from: "Ready", to: "Completed", by: "Kiki Kasir", at: "2026-11-23T03:20:00.000Z" },
      ],
    });
    const { calls } = await openOrderList({ "GET /api/orders/o-4": { body: { data: detailed } } });
    await userEvent.click(within(rowOf("000004")).getByRole("button", { name: /Detail/ }));

    const dialog = await screen.findByRole("dialog", { name: "Detail Pesanan #000004" });
    expect(calls.some((call) => call.path === "/api/orders/o-4")).toBe(true);
    const items = within(dialog).getByRole("table", { name: "Item pesanan" });
    expect(within(items).getByRole("row", { name: /Crepes Keju/ })).toHaveTextContent(
      "Crepes Keju+ Keju Ekstra (Rp 5.000)2Rp 28.000Rp 56.000",
    );
    const money = within(dialog).getByLabelText("Rincian biaya");
    const line = (label: string) => within(money).getByText(label).closest("div")?.textContent;
    expect(line("Subtotal")).toBe("SubtotalRp 56.000");
    expect(line("Diskon Promo (Hemat)")).toBe("Diskon Promo (Hemat)-Rp 5.000");
    expect(line("Kemasan")).toBe("KemasanRp 2.000");
    expect(line("PB1 (10%)")).toBe("PB1 (10%)Rp 5.800");
    expect(line("Diskon Poin")).toBe("Diskon Poin-Rp 1.000");
    expect(line("Total")).toBe("TotalRp 57.800");
    expect(dialog).toHaveTextContent("DibayarRp 60.000");
    expect(dialog).toHaveTextContent("KembalianRp 2.200");
    expect(dialog).toHaveTextContent("Poin ditukar10");
    expect(dialog).toHaveTextContent("Poin didapat6");
    expect(dialog).toHaveTextContent("Siap → Selesai · Kiki Kasir");
  });

  it("lists each payment of a split payment and a 'Tambahan' round in the history", async () => {
    const split = testOrder({
      _id: "o-4",
      orderId: "CREPES-179000000004",
      status: "Completed",
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 30000, change: 0 },
      payments: [
        { method: "Cash", amount: 30000, change: 0 },
        { method: "QRIS", amount: 34380, change: 0 },
      ],
      statusHistory: [
        { from: null, to: "New", by: "Kiki Kasir", at: "2026-11-23T03:00:00.000Z" },
        {
          from: "New",
          to: "New",
          by: "Kiki Kasir",
          at: "2026-11-23T03:05:00.000Z",
          note: "Tambahan ke-1: 1× Es Teh Leci",
        },
      ],
    });
    await openOrderList({ "GET /api/orders/o-4": { body: { data: split } } });
    await userEvent.click(within(rowOf("000004")).getByRole("button", { name: /Detail/ }));
    const dialog = await screen.findByRole("dialog", { name: "Detail Pesanan #000004" });
    expect(dialog).toHaveTextContent("MetodeCash + QRIS");
    expect(dialog).toHaveTextContent("Dibayar (Cash)Rp 30.000");
    expect(dialog).toHaveTextContent("Dibayar (QRIS)Rp 34.380");
    expect(dialog).toHaveTextContent("Baru · Kiki KasirTambahan ke-1: 1× Es Teh Leci");
  });

  it("prints the kitchen ticket again on the outlet's printer, and shows which printer did not answer", async () => {
    const unreachable = 'Tiket dapur #0003 tidak tercetak: Printer "Dapur" (192.168.1.50:9100) tidak menjawab.';
    const { calls } = await openOrderList({
      "GET /api/orders/o-3": { body: { data: orders[2] } },
      "POST /api/orders/o-3/print": { status: 502, body: { message: unreachable, code: "PRINTER_UNREACHABLE" } },
    });
    await userEvent.click(within(rowOf("000003")).getByRole("button", { name: /Detail/ }));
    const dialog = await screen.findByRole("dialog", { name: "Detail Pesanan #000003" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cetak Ulang Tiket Dapur" }));
    expect(await screen.findByText(unreachable)).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "POST" && call.path === "/api/orders/o-3/print");
    expect(sent?.body).toEqual({ document: "kitchen" });
  });

  it("prints the receipt again on this till's own printer when it has one, without asking the server", async () => {
    const print = vi.fn();
    const uninstall = installTillPrinting({ happened: vi.fn(), has: (document) => document === "receipt", print });
    try {
      const { calls } = await openOrderList({ "GET /api/orders/o-3": { body: { data: orders[2] } } });
      await userEvent.click(within(rowOf("000003")).getByRole("button", { name: /Detail/ }));
      const dialog = await screen.findByRole("dialog", { name: "Detail Pesanan #000003" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Cetak Ulang Struk" }));
      expect(print).toHaveBeenCalledWith({ document: "receipt", order: orders[2], cashTakenAt: null, reprint: true });
      expect(calls.some((call) => call.method === "POST" && call.path.endsWith("/print"))).toBe(false);
    } finally {
      uninstall();
    }
  });

  it("says the order was not found on a 404, and that the detail failed otherwise", async () => {
    await openOrderList({
      "GET /api/orders/o-1": { status: 404, body: { message: "Pesanan tidak ditemukan.", code: "NOT_FOUND" } },
      "GET /api/orders/o-2": { status: 500 },
    });
    await userEvent.click(within(rowOf("000001")).getByRole("button", { name: /Detail/ }));
    const missing = await screen.findByRole("dialog", { name: "Detail Pesanan" });
    expect(await within(missing).findByText("Detail pesanan tidak ditemukan.")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(within(rowOf("000002")).getByRole("button", { name: /Detail/ }));
    const failed = await screen.findByRole("dialog", { name: "Detail Pesanan" });
    expect(
      await within(failed).findByText("Gagal mendapatkan detail pesanan.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("cancels only after confirmation, sending the status the row showed", async () => {
    const { calls } = await openOrderList({
      "PUT /api/orders/o-2/status": { body: { data: testOrder({ _id: "o-2", status: "Cancelled" }) } },
    });
    const puts = () => calls.filter((call) => call.method === "PUT");

    await userEvent.click(within(rowOf("000002")).getByRole("button", { name: /Batalkan/ }));
    const question = await screen.findByRole("dialog", { name: "Batalkan pesanan?" });
    expect(question).toHaveTextContent("Pesanan #000002 akan dibatalkan");
    await userEvent.click(within(question).getByRole("button", { name: "Tidak" }));
    expect(puts()).toHaveLength(0);

    await userEvent.click(within(rowOf("000002")).getByRole("button", { name: /Batalkan/ }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Batalkan pesanan?" })).getByRole("button", {
        name: "Ya, batalkan",
      }),
    );
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].path).toBe("/api/orders/o-2/status");
    expect(puts()[0].body).toEqual({ status: "Cancelled", from: "Preparing" });
    // The list is asked again, so the row shows what the server now has.
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
  });

  it("cancels a paid order giving back the part the user types, never more than was paid; an admin types no PIN", async () => {
    const paid = paidTestOrder();
    const { calls } = await openOrderList(
      { "PUT /api/orders/o-9/status": { body: { data: { ...paid, status: "Cancelled" } } } },
      [...orders, paid],
    );
    const puts = () => calls.filter((call) => call.method === "PUT");
    await userEvent.click(within(rowOf("000009")).getByRole("button", { name: /Batalkan/ }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan pesanan yang sudah dibayar?" });
    expect(within(dialog).queryByLabelText("Username penyetuju")).not.toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Jumlah dikembalikan/);
    expect(amount).toHaveValue("64.380");

    await userEvent.clear(amount);
    await userEvent.type(amount, "64381");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, batalkan" }));
    expect(
      await within(dialog).findByText("Jumlah pengembalian melebihi uang yang dibayar (Rp 64.380)."),
    ).toBeVisible();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, "50000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, batalkan" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts().map((call) => call.body)).toEqual([{ status: "Cancelled", from: "Preparing", refundAmount: 50000 }]);
  });

  it("asks a staff member cancelling a paid order for a manager's PIN", async () => {
    const paid = paidTestOrder({ paymentDetails: { method: "QRIS", amountPaid: 64380, change: 0 } });
    renderApp("/admin/order-list", { user: testUsers.staff, api: { "GET /api/orders": paged([...orders, paid]) } });
    await userEvent.click(
      within(await screen.findByRole("row", { name: /#000009/ })).getByRole("button", { name: /Batalkan/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Batalkan pesanan yang sudah dibayar?" });
    expect(within(dialog).getByLabelText("Username penyetuju")).toBeInTheDocument();
  });

  it("moves an order on after confirmation; a stale row shows the server's reason and is refreshed", async () => {
    const { calls } = await openOrderList({
      "PUT /api/orders/o-1/status": {
        status: 409,
        body: { message: "Status pesanan sudah berubah menjadi Preparing.", code: "CONFLICT" },
      },
    });
    await userEvent.click(within(rowOf("000001")).getByRole("button", { name: "Mulai Siapkan pesanan #000001" }));
    const question = await screen.findByRole("dialog", { name: "Ubah status pesanan?" });
    expect(question).toHaveTextContent("dari Baru menjadi Disiapkan");
    await userEvent.click(within(question).getByRole("button", { name: "Ya, ubah" }));

    expect(await screen.findByText("Status pesanan sudah berubah menjadi Preparing.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "Preparing", from: "New" });
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
  });

  it("opens an editable order at the till", async () => {
    const { router } = await openOrderList();
    await userEvent.click(within(rowOf("000002")).getByRole("button", { name: /Edit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pos"));
    expect(router.state.location.search).toBe("?edit=o-2");
  });

  it("prints the receipt from the row, telling the user when the print window is blocked", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await openOrderList();
    await userEvent.click(within(rowOf("000004")).getByRole("button", { name: /Cetak/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Gagal membuka jendela cetak. Izinkan pop-up.")).toBeInTheDocument();
  });
});
