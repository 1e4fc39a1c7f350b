import type { ExpenseRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import type { MockRequest, MockRoute } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const categories = [
  { _id: "c-listrik", name: "Listrik", createdAt: "2026-01-01T00:00:00.000Z" },
  { _id: "c-sewa", name: "Sewa", createdAt: "2026-01-01T00:00:00.000Z" },
];

const expense = (id: string, overrides: Partial<ExpenseRecord> = {}): ExpenseRecord => ({
  _id: id,
  amount: 150_000,
  category: { _id: "c-listrik", name: "Listrik" },
  date: "2026-11-20",
  description: "Token listrik",
  createdAt: "2026-11-20T03:00:00.000Z",
  ...overrides,
});

const listOf = (rows: ExpenseRecord[], extra: { total?: number; totalAmount?: number } = {}) => ({
  body: {
    data: rows,
    page: 1,
    limit: 100,
    total: extra.total ?? rows.length,
    totalAmount: extra.totalAmount ?? rows.reduce((sum, row) => sum + row.amount, 0),
  },
});

const renderExpenses = (api: Record<string, MockRoute> = {}) =>
  renderApp("/admin/pengeluaran", {
    user: testUsers.admin,
    api: {
      "GET /api/expenses/categories": { body: categories },
      "GET /api/expenses": listOf([
        expense("e1"),
        expense("e2", { amount: 2_500_000, description: "", category: { _id: "c-sewa", name: "Sewa" } }),
      ]),
      ...api,
    },
  });

describe("/admin/pengeluaran", { timeout: 20_000 }, () => {
  it("lists the expenses with the total of the listed ones", async () => {
    renderExpenses();
    const row = await screen.findByRole("row", { name: /Token listrik/ });
    expect(row).toHaveTextContent("Listrik");
    expect(row).toHaveTextContent("Rp 150.000");
    expect(screen.getByRole("row", { name: /Sewa/ })).toHaveTextContent("-");
    expect(screen.getByTestId("expenses-total")).toHaveTextContent("Rp 2.650.000");
  });

  it("says 'Belum ada data pengeluaran pada rentang ini.' and asks for the dates only on 'Tampilkan'", async () => {
    const { calls } = renderExpenses({ "GET /api/expenses": listOf([]) });
    expect(await screen.findByText("Belum ada data pengeluaran pada rentang ini.")).toBeInTheDocument();
    expect(screen.queryByTestId("expenses-total")).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Tanggal Mulai"), "01/11/2026");
    await user.type(screen.getByLabelText("Tanggal Akhir"), "30/11/2026");
    const asked = () => calls.filter((call) => call.path === "/api/expenses").map((call) => call.url.search);
    expect(asked()).toEqual(["?page=1&limit=100"]);
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    await waitFor(() => expect(asked().at(-1)).toBe("?startDate=2026-11-01&endDate=2026-11-30&page=1&limit=100"));
  });

  it("requires amount and category without calling the server, and dates a new expense today", async () => {
    const { calls } = renderExpenses();
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Tanggal")).toHaveValue(todayKey().split("-").reverse().join("/"));
    await user.click(screen.getByRole("button", { name: "Simpan Pengeluaran" }));
    expect(await screen.findByText("Jumlah dan Kategori wajib diisi.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("records an expense, confirms it and empties the form", async () => {
    let sent: MockRequest | undefined;
    renderExpenses({
      "POST /api/expenses": (request) => {
        sent = request;
        return { status: 201, body: { message: "Data pengeluaran berhasil ditambahkan.", data: expense("e3") } };
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Sewa" });
    await user.type(screen.getByLabelText("Jumlah (Rp)"), "2500000");
    await user.selectOptions(screen.getByLabelText("Kategori"), "Sewa");
    await user.type(screen.getByLabelText("Catatan"), "Sewa November");
    await user.click(screen.getByRole("button", { name: "Simpan Pengeluaran" }));
    expect(await screen.findByText("Data pengeluaran berhasil ditambahkan.")).toBeInTheDocument();
    expect(sent?.body).toEqual({
      amount: 2_500_000,
      category: "c-sewa",
      date: todayKey(),
      description: "Sewa November",
    });
    await waitFor(() => expect(screen.getByLabelText("Jumlah (Rp)")).toHaveValue(""));
  });

  it("shows the server's reason when recording fails, and 'Gagal menambahkan data.' otherwise", async () => {
    let attempt = 0;
    renderExpenses({
      "POST /api/expenses": () =>
        ++attempt === 1
          ? { status: 400, body: { message: "Kategori pengeluaran yang dipilih tidak ditemukan.", code: "VALIDATION" } }
          : { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Listrik" });
    await user.type(screen.getByLabelText("Jumlah (Rp)"), "1000");
    await user.selectOptions(screen.getByLabelText("Kategori"), "Listrik");
    await user.click(screen.getByRole("button", { name: "Simpan Pengeluaran" }));
    expect(await screen.findByText("Kategori pengeluaran yang dipilih tidak ditemukan.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simpan Pengeluaran" }));
    expect(await screen.findByText("Gagal menambahkan data.")).toBeInTheDocument();
  });

  it("deletes after 'Anda yakin ingin menghapus …?', naming the description or the amount", async () => {
    const deleted: string[] = [];
    renderExpenses({
      "DELETE /api/expenses/e2": (request) => {
        deleted.push(request.path);
        return { body: { _id: "e2", message: "Data pengeluaran telah dihapus.", archived: false } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus Token listrik" }));
    const first = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(first).toHaveTextContent("Anda yakin ingin menghapus Token listrik?");
    await user.click(within(first).getByRole("button", { name: "Batal" }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Hapus pengeluaran Rp 2.500.000" }));
    const second = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(second).toHaveTextContent("Anda yakin ingin menghapus pengeluaran Rp 2.500.000?");
    await user.click(within(second).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText("Data pengeluaran telah dihapus.")).toBeInTheDocument();
    expect(deleted).toEqual(["/api/expenses/e2"]);
  });

  it("says 'Gagal memuat data pengeluaran.' when the list fails", async () => {
    renderExpenses({ "GET /api/expenses": { status: 500, body: {} } });
    expect(await screen.findByText("Gagal memuat data pengeluaran.")).toBeInTheDocument();
  });
});
