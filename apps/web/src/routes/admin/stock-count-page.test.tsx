import type { ProfileUser, StockCountRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stockLocationsRoute } from "../../test/locations";
import { catchPrintWindow } from "../../test/print-window";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const draft: StockCountRecord = {
  _id: "c1",
  number: "OPN-2026-0003",
  location: { _id: "dago", name: "Cabang Dago" },
  date: "2026-11-20",
  status: "Draf",
  notes: null,
  items: [
    {
      stockItem: { _id: "Gula", name: "Gula", unit: "gram" },
      countedQuantity: 480,
      systemQuantity: 500,
      difference: -20,
      unitCost: 10,
      differenceValue: -200,
    },
  ],
  differenceValue: -200,
  created: { byName: "Staf Gudang", at: "2026-11-20T03:00:00.000Z" },
  posted: null,
};

function renderCounts(user: ProfileUser = testUsers.admin, api = {}) {
  return renderApp("/admin/stok-opname", {
    user,
    api: {
      // At Cabang Dago the system holds 500 g of sugar and 40 g of salt; elsewhere other figures.
      "GET /api/stock": ({ url }: { url: URL }) => ({
        body:
          url.searchParams.get("location") === "dago"
            ? [stockItem("Gula", 500), stockItem("Garam", 40)]
            : [stockItem("Gula", 900), stockItem("Garam", 90)],
      }),
      "GET /api/stock-counts": paged([draft]),
      ...stockLocationsRoute,
      ...api,
    },
  });
}

const savedDraft = {
  "POST /api/stock-counts": { status: 201, body: { message: "Draf stok opname disimpan.", data: draft } },
};

/** The sheet, once Cabang Dago is chosen and its system figures are shown. */
async function dagoSheet(user: ReturnType<typeof userEvent.setup>) {
  const sheet = await screen.findByRole("form", { name: "Lembar stok opname" });
  await within(screen.getByLabelText("Lokasi")).findByRole("option", { name: "Cabang Dago" });
  await user.selectOptions(screen.getByLabelText("Lokasi"), "Cabang Dago");
  expect(await within(sheet).findByText("Sistem 500 gram")).toBeInTheDocument();
  return sheet;
}

afterEach(() => vi.restoreAllMocks());

describe("/admin/stok-opname", { timeout: 30_000 }, () => {
  it("shows the location's system quantity, the difference and its value as counted, and saves only the counted items", async () => {
    const { calls } = renderCounts(testUsers.admin, savedDraft);
    const user = userEvent.setup();
    const sheet = await dagoSheet(user);
    await user.type(within(sheet).getByLabelText("Hitung Gula"), "480");
    expect(within(sheet).getByTestId("selisih-Gula")).toHaveTextContent("Kurang 20 gram");
    expect(within(sheet).getByTestId("selisih-Gula")).toHaveTextContent("200");
    expect(within(sheet).getByTestId("selisih-Garam")).toHaveTextContent("Belum dihitung");
    await user.click(within(sheet).getByRole("button", { name: "Simpan Draf" }));
    expect(await screen.findByText("Draf stok opname disimpan.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      location: "dago",
      items: [{ stockItem: "Gula", countedQuantity: 480 }],
    });
  });

  it("reads '1.000' gram as one thousand, and asks before a count more than 10× the system's figure", async () => {
    const { calls } = renderCounts(testUsers.admin, savedDraft);
    const user = userEvent.setup();
    const sheet = await dagoSheet(user);
    await user.type(within(sheet).getByLabelText("Hitung Gula"), "1.000");
    expect(within(sheet).getByText("= 1.000 gram")).toBeInTheDocument();
    expect(within(sheet).getByTestId("selisih-Gula")).toHaveTextContent("Lebih 500 gram");
    // 40 g of salt in the system (its low-stock line 100): 2.000 g is far beyond either.
    await user.type(within(sheet).getByLabelText("Hitung Garam"), "2.000");
    await user.click(within(sheet).getByRole("button", { name: "Simpan Draf" }));
    const question = await screen.findByRole("dialog", { name: "Jumlah jauh di atas biasanya" });
    expect(question).toHaveTextContent("Garam 2.000 gram (sistem 40 gram");
    expect(question).not.toHaveTextContent("Gula");
    await user.click(within(question).getByRole("button", { name: "Ya, Simpan" }));

    expect(await screen.findByText("Draf stok opname disimpan.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      items: [
        { stockItem: "Gula", countedQuantity: 1000 },
        { stockItem: "Garam", countedQuantity: 2000 },
      ],
    });
  });

  it("posts a draft once confirmed", async () => {
    const { calls } = renderCounts(testUsers.admin, {
      "PUT /api/stock-counts/c1/post": {
        body: { message: "Stok opname diposting.", data: { ...draft, status: "Diposting" } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Posting stok opname Cabang Dago/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("1 bahan berselisih");
    await user.click(within(dialog).getByRole("button", { name: "Ya, Posting" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
  });

  it("narrows the sheet to one category and prints it blank to count on paper, without the system quantities", async () => {
    const box = { ...stockItem("Kardus", 30), isPackaging: true };
    const cup = { ...stockItem("Gelas Plastik", 75), isPackaging: true };
    renderCounts(testUsers.admin, {
      "GET /api/stock": { body: [stockItem("Gula", 500), cup, box] },
    });
    const popup = catchPrintWindow();
    const user = userEvent.setup();
    const sheet = await screen.findByRole("form", { name: "Lembar stok opname" });
    await within(screen.getByLabelText("Lokasi")).findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByLabelText("Lokasi"), "Cabang Dago");
    expect(await within(sheet).findByLabelText("Hitung Gula")).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText("Kategori"), "Kemasan");
    expect(within(sheet).queryByLabelText("Hitung Gula")).toBeNull();
    expect(within(sheet).getByLabelText("Hitung Kardus")).toBeInTheDocument();

    await user.click(within(sheet).getByRole("button", { name: "Cetak Lembar Hitung" }));
    await waitFor(() => expect(popup.print).toHaveBeenCalledOnce());
    const paper = popup.document.body;
    expect(popup.document.head.textContent).toContain("size: A4");
    expect(paper).toHaveTextContent("Lembar Hitung Stok Cabang Dago");
    expect(paper).toHaveTextContent("LokasiCabang Dago");
    expect(paper).toHaveTextContent("KategoriKemasan");
    expect([...paper.querySelectorAll("th")].map((cell) => cell.textContent)).toEqual([
      "No",
      "Bahan",
      "Satuan",
      "Hitung",
    ]);
    // Blind: the name and unit to count, the count left blank, no system quantity anywhere.
    expect([...paper.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual([
      "1Gelas Plastikgram",
      "2Kardusgram",
    ]);
    expect(paper).not.toHaveTextContent("75");
    expect(paper).toHaveTextContent("Dihitung oleh");
  });

  it("prints an opened count with its differences in rupiah", async () => {
    const posted: StockCountRecord = {
      ...draft,
      status: "Diposting",
      posted: { byName: "Admin Kedai", at: "2026-11-20T05:00:00.000Z" },
    };
    renderCounts(testUsers.admin, { "GET /api/stock-counts": paged([posted]) });
    const popup = catchPrintWindow();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("row", { name: /Cabang Dago/ }));
    await user.click(await screen.findByRole("button", { name: "Cetak" }));
    await waitFor(() => expect(popup.print).toHaveBeenCalledOnce());
    const paper = popup.document.body;
    expect(paper).toHaveTextContent("Stok Opname Cabang Dago");
    expect(paper).toHaveTextContent("Kedai Uji");
    expect(paper).toHaveTextContent("No. OPN-2026-0003");
    expect(paper).toHaveTextContent(/Dicetak \d{2}\/\d{2}\/\d{4}/);
    expect(popup.document.head.textContent).toContain('counter(page) " dari " counter(pages)');
    expect(paper).toHaveTextContent("StatusDiposting");
    expect(paper).toHaveTextContent("oleh Admin Kedai");
    expect([...paper.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual([
      "Gulagram500480-20Rp 10-Rp 200",
      "Total-Rp 200",
    ]);
    expect(paper).toHaveTextContent("Disetujui oleh");
  });

  it("lets staff count and continue a draft, but not post it", async () => {
    renderCounts(testUsers.staff);
    expect(await screen.findByRole("button", { name: /^Lanjutkan stok opname Cabang Dago/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Posting stok opname/ })).toBeNull();
  });
});
