import type { RegisterSessionRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { csrfRoute, type MockRoute, mockApi } from "../../test/fetch-mock";
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

function openModal(route: MockRoute) {
  const mock = mockApi({ ...csrfRoute, "PUT /api/register/close/reg-1": route });
  const onDone = vi.fn();
  renderWithQuery(<CloseRegisterModal session={session} onCancel={vi.fn()} onDone={onDone} />);
  return { ...mock, onDone };
}

describe("close register", () => {
  it("asks for the counted cash, then shows the shift summary and signs out when done", async () => {
    const { calls, onDone } = openModal({ body: closed });
    await userEvent.click(screen.getByRole("button", { name: "Tutup Sesi" }));
    expect(await screen.findByText("Saldo Akhir wajib diisi.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Saldo Akhir"), "159380");
    await userEvent.type(screen.getByLabelText("Catatan"), "Uang receh kurang");
    await userEvent.click(screen.getByRole("button", { name: "Tutup Sesi" }));

    const summary = within(await screen.findByRole("dialog", { name: "Sesi Ditutup" }));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      closingBalance: 159380,
      notes: "Uang receh kurang",
    });
    expect(summary.getByText("Saldo Awal").nextSibling).toHaveTextContent("Rp 100.000");
    expect(summary.getByText("Penjualan Tunai").nextSibling).toHaveTextContent("Rp 64.380");
    expect(summary.getByText("Penjualan QRIS").nextSibling).toHaveTextContent("Rp 30.000");
    expect(summary.getByText("Kas Seharusnya").nextSibling).toHaveTextContent("Rp 164.380");
    expect(summary.getByText("Kas Dihitung").nextSibling).toHaveTextContent("Rp 159.380");
    expect(summary.getByText("Selisih (kurang)").nextSibling).toHaveTextContent("-Rp 5.000");
    expect(summary.getByText("Pesanan Masih Terbuka").nextSibling).toHaveTextContent("1");

    await userEvent.click(summary.getByRole("button", { name: "Selesai & Keluar" }));
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's reason, else its own message, when closing fails", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 403,
      body: { message: "Sesi ini milik kasir lain.", code: "FORBIDDEN" },
    };
    openModal(() => answer);
    await userEvent.type(screen.getByLabelText("Saldo Akhir"), "100000");
    await userEvent.click(screen.getByRole("button", { name: "Tutup Sesi" }));
    expect(await screen.findByText("Sesi ini milik kasir lain.")).toBeInTheDocument();
    answer = { status: 500 };
    await userEvent.click(screen.getByRole("button", { name: "Tutup Sesi" }));
    await waitFor(() => expect(screen.getByText("Gagal menutup sesi.")).toBeInTheDocument());
  });
});
