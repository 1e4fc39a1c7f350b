import type { StockTransferRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toCsv } from "../../features/reports/export/report-table";
import { stockLocationsRoute } from "../../test/locations";
import { catchPrintWindow } from "../../test/print-window";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged, tooMuchThenOneThousand } from "../../test/stock-screens";
import { testUsers } from "../../test/users";
import { transferTable } from "./stock-transfer-sheet";

const onTheRoad: StockTransferRecord = {
  _id: "t1",
  number: "TRF-2026-0012",
  from: { _id: "gudang", name: "Gudang Pusat" },
  to: { _id: "dago", name: "Cabang Dago" },
  status: "Dikirim",
  notes: null,
  items: [
    {
      stockItem: { _id: "Gula", name: "Gula", unit: "gram" },
      sentQuantity: 10,
      receivedQuantity: null,
      difference: null,
    },
  ],
  sent: { byName: "Admin Kedai", at: "2026-11-20T03:00:00.000Z" },
  received: null,
  cancelled: null,
};

const answered = (message: string, change: Partial<StockTransferRecord> = {}) => ({
  body: { message, data: { ...onTheRoad, ...change } },
});

function renderTransfers(api = {}) {
  return renderApp("/admin/transfer-stok", {
    user: testUsers.admin,
    api: {
      // Head office ('gudang') holds 500 gram of Gula, the outlet 'dago' 8.
      "GET /api/stock": ({ url }: { url: URL }) => ({
        body: [stockItem("Gula", url.searchParams.get("location") === "dago" ? 8 : 500)],
      }),
      "GET /api/stock-transfers": paged([onTheRoad]),
      ...stockLocationsRoute,
      ...api,
    },
  });
}

async function fillTransfer(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("option", { name: "Gula" });
  await within(screen.getByLabelText("Ke")).findByRole("option", { name: "Cabang Dago" });
  await user.selectOptions(screen.getByLabelText("Ke"), "Cabang Dago");
  await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
  await user.type(screen.getByLabelText("Jumlah 1"), "10");
}

afterEach(() => vi.restoreAllMocks());

describe("/admin/transfer-stok", { timeout: 30_000 }, () => {
  it("lists transfers with their ends, item count and status, and filters by status on the server", async () => {
    const { calls } = renderTransfers();
    const row = await screen.findByRole("row", { name: /Cabang Dago/ });
    expect(row).toHaveTextContent("Gudang Pusat");
    expect(row).toHaveTextContent("1 item");
    expect(row).toHaveTextContent("Dikirim");

    await userEvent.setup().selectOptions(screen.getByLabelText("Status"), "Diterima");
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get("status") === "Diterima")).toBe(true));
  });

  it("shows what the source holds under each chosen item, in red when the row asks for more", async () => {
    renderTransfers();
    const user = userEvent.setup();
    await fillTransfer(user);
    expect(await screen.findByText("Stok di Gudang Pusat: 500 gram")).not.toHaveClass("text-red-700");
    await user.selectOptions(screen.getByLabelText("Dari"), "Cabang Dago");
    await user.selectOptions(screen.getByLabelText("Ke"), "Gudang Pusat");
    expect(await screen.findByText("Stok di Cabang Dago: 8 gram")).toHaveClass("text-red-700");
  });

  it("sends from head office by default, with the rows as typed", async () => {
    const { calls } = renderTransfers({
      "POST /api/stock-transfers": { status: 201, ...answered("Transfer stok dikirim.") },
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Dari")).toHaveDisplayValue("Gudang Pusat");
    await fillTransfer(user);
    await user.type(screen.getByLabelText("Catatan"), "Stok awal");
    await user.click(screen.getByRole("button", { name: "Kirim Transfer" }));

    expect(await screen.findByText("Transfer stok dikirim.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      from: "gudang",
      to: "dago",
      items: [{ stockItem: "Gula", quantity: 10 }],
      notes: "Stok awal",
    });
    await waitFor(() => expect(screen.getByLabelText("Item stok 1")).toHaveValue(""));
  });

  it("reads '1.000' gram as one thousand, and asks before sending more than 10× what the source holds", async () => {
    const { calls } = renderTransfers({
      "POST /api/stock-transfers": { status: 201, ...answered("Transfer stok dikirim.") },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    await within(screen.getByLabelText("Ke")).findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByLabelText("Ke"), "Cabang Dago");
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    // Head office holds 500 gram of Gula.
    await tooMuchThenOneThousand(user, calls, screen.getByLabelText("Jumlah 1"), "Kirim Transfer", {
      title: "Jumlah jauh di atas biasanya",
      says: "Gula 10.000 gram",
    });
    expect(await screen.findByText("Transfer stok dikirim.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      items: [{ stockItem: "Gula", quantity: 1000 }],
    });
  });

  it("says the server's refusal above the form and keeps what was typed", async () => {
    renderTransfers({
      "POST /api/stock-transfers": {
        status: 409,
        body: { message: "Stok Gula di Gudang Pusat tidak cukup.", code: "STOCK_WOULD_GO_NEGATIVE" },
      },
    });
    const user = userEvent.setup();
    await fillTransfer(user);
    await user.click(screen.getByRole("button", { name: "Kirim Transfer" }));

    expect(await screen.findByText("Stok Gula di Gudang Pusat tidak cukup.")).toBeInTheDocument();
    expect(screen.getByLabelText("Jumlah 1")).toHaveValue("10");
  });

  it("asks for the destination, and refuses the location it comes from, without sending", async () => {
    const { calls } = renderTransfers();
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "10");
    // Ke starts unchosen: sending asks for it.
    await user.click(screen.getByRole("button", { name: "Kirim Transfer" }));
    expect(await screen.findByText("Pilih lokasi tujuan.")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Ke"), "Gudang Pusat");
    await user.click(screen.getByRole("button", { name: "Kirim Transfer" }));
    expect(await screen.findByText("Lokasi tujuan harus berbeda dari lokasi asal.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("receives with each sent quantity prefilled, and shows the difference of a short one", async () => {
    const { calls } = renderTransfers({
      "PUT /api/stock-transfers/t1/receive": answered("Transfer stok diterima.", { status: "Diterima" }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Terima transfer Gudang Pusat ke Cabang Dago" }));

    const dialog = await screen.findByRole("dialog");
    const received = within(dialog).getByLabelText("Diterima Gula");
    expect(received).toHaveValue("10");
    expect(dialog).toHaveTextContent("Sesuai");
    // More than was sent is said at once (the server refuses it).
    await user.clear(received);
    await user.type(received, "1000");
    expect(dialog).toHaveTextContent("Melebihi yang dikirim (10 gram)");
    await user.clear(received);
    await user.type(received, "9");
    expect(dialog).toHaveTextContent("Selisih: kurang 1 gram");
    expect(dialog).not.toHaveTextContent("Melebihi");
    await user.click(within(dialog).getByRole("button", { name: "Terima Transfer" }));

    expect(await screen.findByText("Transfer stok diterima.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ items: [{ stockItem: "Gula", quantity: 9 }] });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a received transfer's difference in the list", async () => {
    renderTransfers({
      "GET /api/stock-transfers": paged([
        {
          ...onTheRoad,
          status: "Diterima",
          items: [{ ...onTheRoad.items[0], receivedQuantity: 9, difference: 1 }],
          received: { byName: "Admin Kedai", at: "2026-11-21T03:00:00.000Z" },
        },
      ]),
    });
    const row = await screen.findByRole("row", { name: /Cabang Dago/ });
    expect(row).toHaveTextContent("Gula kurang 1 gram");
    expect(within(row).queryByRole("button", { name: /Terima/ })).toBeNull();
  });

  it("prints a transfer as a document to sign, with what was sent, received and missing, and downloads it", async () => {
    const received: StockTransferRecord = {
      ...onTheRoad,
      status: "Diterima",
      notes: "Kirim pagi",
      items: [
        { ...onTheRoad.items[0], receivedQuantity: 9, difference: 1 },
        {
          stockItem: { _id: "Susu", name: "Susu", unit: "liter" },
          sentQuantity: 2.5,
          receivedQuantity: 2.5,
          difference: 0,
        },
      ],
      received: { byName: "Kasir Dago", at: "2026-11-21T03:00:00.000Z" },
    };
    renderTransfers({ "GET /api/stock-transfers": paged([received]) });
    const popup = catchPrintWindow();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Cetak transfer Gudang Pusat ke Cabang Dago" }));
    await waitFor(() => expect(popup.print).toHaveBeenCalledOnce());
    const paper = popup.document.body;
    expect(popup.document.head.textContent).toContain("size: A4");
    expect(paper).toHaveTextContent("Transfer Stok Gudang Pusat ke Cabang Dago");
    // What the paper is: the company, its number, when it was printed; every page's foot says it too.
    expect(paper).toHaveTextContent("Kedai Uji");
    expect(paper).toHaveTextContent("No. TRF-2026-0012");
    expect(paper).toHaveTextContent(/Dicetak \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}/);
    expect(popup.document.title).toBe("Transfer Stok Gudang Pusat ke Cabang Dago TRF-2026-0012");
    const pageCss = popup.document.head.textContent ?? "";
    expect(pageCss).toContain('"Halaman " counter(page) " dari " counter(pages)');
    expect(pageCss).toMatch(/@bottom-left \{ content: "Kedai Uji · TRF-2026-0012 · Dicetak \d{2}\/\d{2}\/\d{4}/);
    expect(paper).toHaveTextContent("DariGudang Pusat");
    expect(paper).toHaveTextContent("KeCabang Dago");
    expect(paper).toHaveTextContent("StatusDiterima");
    expect(paper).toHaveTextContent("oleh Admin Kedai");
    expect(paper).toHaveTextContent("oleh Kasir Dago");
    expect(paper).toHaveTextContent("CatatanKirim pagi");
    const rows = [...paper.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows).toEqual(["1Gulagram109kurang 1 gram", "2Susuliter2,52,5Sesuai"]);
    expect(paper).toHaveTextContent("Dikirim oleh");
    expect(paper).toHaveTextContent("Diterima oleh");

    // The downloads hold the same lines, numbers as numbers.
    await user.click(screen.getByRole("row", { name: /Cabang Dago/ }));
    expect(await screen.findByRole("button", { name: "Unduh Excel" })).toBeEnabled();
    expect(toCsv(transferTable(received)).split("\r\n")).toEqual([
      "\uFEFFTransfer Stok TRF-2026-0012",
      "Dari: Gudang Pusat",
      "Ke: Cabang Dago",
      "",
      "No,Bahan,Satuan,Dikirim,Diterima,Selisih",
      "1,Gula,gram,10,9,1",
      "2,Susu,liter,2.5,2.5,0",
    ]);
  });

  it("cancels only once confirmed", async () => {
    const { calls } = renderTransfers({
      "PUT /api/stock-transfers/t1/cancel": answered("Transfer stok dibatalkan; stok dikembalikan ke lokasi asal.", {
        status: "Dibatalkan",
      }),
    });
    const user = userEvent.setup();
    const cancel = await screen.findByRole("button", { name: "Batalkan transfer Gudang Pusat ke Cabang Dago" });
    await user.click(cancel);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("stoknya dikembalikan ke Gudang Pusat");
    await user.click(within(dialog).getByRole("button", { name: "Kembali" }));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.click(cancel);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Ya, Batalkan" }));
    expect(await screen.findByText("Transfer stok dibatalkan; stok dikembalikan ke lokasi asal.")).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === "PUT" && call.path === "/api/stock-transfers/t1/cancel"),
    ).toHaveLength(1);
  });
});
