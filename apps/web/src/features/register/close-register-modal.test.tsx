import type { RegisterSessionRecord } from "@kedai/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { csrfRoute, type MockRequest, type MockRoute, mockApi } from "../../test/fetch-mock";
import { renderWithQuery } from "../../test/render-with-query";
import { CloseRegisterModal } from "./close-register-modal";

const session: RegisterSessionRecord = {
  _id: "reg-1",
  cashier: { _id: "u-cashier", name: "Kiki Kasir" },
  outlet: { _id: "loc-1", name: "Kedai Crepes Pusat" },
  openedAt: "2026-11-23T01:00:00.000Z",
  openingBalance: 100000,
  notes: { opening: null, closing: null },
  closedAt: null,
  closingBalance: null,
  summary: null,
};

const closed: RegisterSessionRecord = {
  ...session,
  closedAt: "2026-11-23T10:00:00.000Z",
  closingBalance: 159380,
  summary: {
    openingBalance: 100000,
    cashSales: 64380,
    nonCashSales: { QRIS: 30000 },
    expectedCash: 164380,
    countedCash: 159380,
    difference: -5000,
    completedOrders: 2,
    openOrders: 1,
  },
};

const review = {
  session,
  sales: {
    openingBalance: 100000,
    cashSales: 64380,
    nonCashSales: { QRIS: 30000 },
    expectedCash: 164380,
    completedOrders: 2,
    openOrders: 1,
  },
  openOrders: [
    {
      _id: "o-9",
      orderId: "CREPES-1795467619999",
      status: "Preparing",
      orderType: "Dine-In",
      tableName: "Meja 4",
      paymentStatus: "Pending",
      totalAmount: 42000,
      createdAt: "2026-11-23T08:00:00.000Z",
    },
  ],
};

function openModal(route: MockRoute) {
  const mock = mockApi({
    ...csrfRoute,
    "GET /api/register/reg-1/review": { body: review },
    "PUT /api/register/close/reg-1": route,
  });
  const onDone = vi.fn();
  const onCancel = vi.fn();
  renderWithQuery(<CloseRegisterModal session={session} storeName="Kedai Uji" onCancel={onCancel} onDone={onDone} />);
  return { ...mock, onDone, onCancel };
}

const puts = (calls: MockRequest[]) => calls.filter((call) => call.method === "PUT");

describe("close register", () => {
  it("shows the expected cash and the open orders, then the figures to confirm, then the stored summary", async () => {
    const { calls, onDone } = openModal({ body: closed });
    const dialog = within(await screen.findByRole("dialog", { name: "Tutup Sesi" }));
    expect((await dialog.findByText("Kas Seharusnya")).nextSibling).toHaveTextContent("Rp 164.380");
    const open = dialog.getByRole("region", { name: "Pesanan masih terbuka" });
    expect(open).toHaveTextContent("Masih ada 1 pesanan terbuka");
    expect(open).toHaveTextContent("#9999");
    expect(open).toHaveTextContent("Meja 4");
    expect(open).toHaveTextContent("Disiapkan");
    expect(open).toHaveTextContent("Rp 42.000");

    await userEvent.click(dialog.getByRole("button", { name: "Tutup Sesi" }));
    expect(await screen.findByText("Saldo Akhir wajib diisi.")).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText("Saldo Akhir"), "159.380");
    // The difference follows what is typed.
    expect(dialog.getByText("Selisih (kurang)").nextSibling).toHaveTextContent("-Rp 5.000");
    await userEvent.type(dialog.getByLabelText("Catatan"), "Uang receh kurang");
    await userEvent.click(dialog.getByRole("button", { name: "Tutup Sesi" }));

    // Nothing is closed before the cashier confirms the figures.
    const confirm = within(await screen.findByRole("dialog", { name: "Konfirmasi Tutup Sesi" }));
    expect(puts(calls)).toHaveLength(0);
    expect(confirm.getByText("Kas Seharusnya").nextSibling).toHaveTextContent("Rp 164.380");
    expect(confirm.getByText("Kas Dihitung").nextSibling).toHaveTextContent("Rp 159.380");
    expect(confirm.getByText("Selisih (kurang)").nextSibling).toHaveTextContent("-Rp 5.000");
    expect(confirm.getByRole("region", { name: "Pesanan masih terbuka" })).toHaveTextContent("#9999");

    // Kembali goes back to the count with what was typed.
    await userEvent.click(confirm.getByRole("button", { name: "Kembali" }));
    expect(await screen.findByLabelText("Saldo Akhir")).toHaveValue("159.380");
    await userEvent.click(screen.getByRole("button", { name: "Tutup Sesi" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ya, Tutup Sesi" }));

    const summary = within(await screen.findByRole("dialog", { name: "Sesi Ditutup" }));
    expect(puts(calls).map((call) => call.body)).toEqual([{ closingBalance: 159380, notes: "Uang receh kurang" }]);
    expect(summary.getByText("Saldo Awal").nextSibling).toHaveTextContent("Rp 100.000");
    expect(summary.getByText("Penjualan Tunai").nextSibling).toHaveTextContent("Rp 64.380");
    expect(summary.getByText("Penjualan QRIS").nextSibling).toHaveTextContent("Rp 30.000");
    expect(summary.getByText("Kas Seharusnya").nextSibling).toHaveTextContent("Rp 164.380");
    expect(summary.getByText("Kas Dihitung").nextSibling).toHaveTextContent("Rp 159.380");
    expect(summary.getByText("Selisih (kurang)").nextSibling).toHaveTextContent("-Rp 5.000");
    expect(summary.getByText("Pesanan Masih Terbuka").nextSibling).toHaveTextContent("1");
    expect(summary.getByRole("button", { name: "Cetak Laporan Shift" })).toBeInTheDocument();

    await userEvent.click(summary.getByRole("button", { name: "Selesai & Keluar" }));
    expect(onDone).toHaveBeenCalled();
  });

  it("closes nothing when the cashier cancels", async () => {
    const { calls, onCancel } = openModal({ body: closed });
    await userEvent.type(await screen.findByLabelText("Saldo Akhir"), "100000");
    await userEvent.click(await screen.findByRole("button", { name: "Tutup Sesi" }));
    await screen.findByRole("dialog", { name: "Konfirmasi Tutup Sesi" });
    await userEvent.click(screen.getByRole("button", { name: "Kembali" }));
    await userEvent.click(await screen.findByRole("button", { name: "Batal" }));
    expect(onCancel).toHaveBeenCalled();
    expect(puts(calls)).toHaveLength(0);
  });

  it("closes once when 'Ya, Tutup Sesi' is tapped twice at once", async () => {
    let release: () => void = () => undefined;
    const { calls } = openModal(() => new Promise((resolve) => (release = () => resolve({ body: closed }))));
    await userEvent.type(await screen.findByLabelText("Saldo Akhir"), "159380");
    await userEvent.click(await screen.findByRole("button", { name: "Tutup Sesi" }));
    const yes = await screen.findByRole("button", { name: "Ya, Tutup Sesi" });
    act(() => {
      fireEvent.click(yes);
      fireEvent.click(yes);
    });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    release();
    await screen.findByRole("dialog", { name: "Sesi Ditutup" });
    expect(puts(calls)).toHaveLength(1);
  });

  it("shows the server's reason, else its own message, when closing fails", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 403,
      body: { message: "Sesi ini milik kasir lain.", code: "FORBIDDEN" },
    };
    openModal(() => answer);
    await userEvent.type(await screen.findByLabelText("Saldo Akhir"), "100000");
    await userEvent.click(await screen.findByRole("button", { name: "Tutup Sesi" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ya, Tutup Sesi" }));
    expect(await screen.findByText("Sesi ini milik kasir lain.")).toBeInTheDocument();
    answer = { status: 500 };
    await userEvent.click(screen.getByRole("button", { name: "Ya, Tutup Sesi" }));
    await waitFor(() => expect(screen.getByText("Gagal menutup sesi.")).toBeInTheDocument());
  });
});
