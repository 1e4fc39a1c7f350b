import type { StockAdjustmentRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import { stockLocationsRoute } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged, tooMuchThenOneThousand } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const spoiled: StockAdjustmentRecord = {
  _id: "a1",
  stockItem: { _id: "Gula", name: "Gula", unit: "gram" },
  location: { _id: "gudang", name: "Gudang Pusat" },
  quantity: -250,
  type: "Rusak",
  notes: "Basah",
  date: "2026-11-20",
  createdByName: "Admin Kedai",
  createdAt: "2026-11-20T03:00:00.000Z",
  quantityAfter: null,
};

function renderAdjustments(api = {}) {
  return renderApp("/admin/penyesuaian", {
    user: testUsers.admin,
    api: {
      "GET /api/stock": { body: [stockItem("Gula", 500)] },
      "GET /api/stock-adjustments": paged([spoiled]),
      ...stockLocationsRoute,
      ...api,
    },
  });
}

const saved = {
  "POST /api/stock-adjustments": {
    status: 201,
    body: { message: "Penyesuaian stok berhasil dicatat.", data: spoiled },
  },
};

/** Once the page has its stock items, Gula chosen as the item to adjust. */
async function withGulaChosen() {
  const user = userEvent.setup();
  await screen.findByRole("option", { name: "Gula" });
  await user.selectOptions(screen.getByLabelText("Item Stok"), "Gula");
  return user;
}

describe("/admin/penyesuaian", { timeout: 20_000 }, () => {
  it("lists adjustments with their sign and location, and requires item, quantity and type", async () => {
    const { calls } = renderAdjustments();
    expect(await screen.findByRole("row", { name: /Basah/ })).toHaveTextContent("-250 gram");
    expect(screen.getByRole("row", { name: /Basah/ })).toHaveTextContent("Gudang Pusat");
    expect(screen.getByLabelText("Tanggal")).toHaveValue(todayKey().split("-").reverse().join("/"));
    expect(screen.getByLabelText("Kuantitas")).toHaveAttribute("inputmode", "decimal");

    await userEvent.setup().click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));
    expect(await screen.findByText("Item Stok, Kuantitas, dan Tipe wajib diisi.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("sends the quantity as entered with its type, and says the stock goes down", async () => {
    const { calls } = renderAdjustments({
      "POST /api/stock-adjustments": {
        status: 201,
        body: { message: "Penyesuaian stok berhasil dicatat.", data: { ...spoiled, quantityAfter: 250 } },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    await user.selectOptions(screen.getByLabelText("Item Stok"), "Gula");
    await user.type(screen.getByLabelText("Kuantitas"), "250");
    await user.selectOptions(screen.getByLabelText("Tipe"), "Return Supplier");
    expect(screen.getByText("Stok akan berkurang sebanyak kuantitas ini.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));

    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      stockItem: "Gula",
      quantity: 250,
      type: "Return Supplier",
      date: todayKey(),
    });
  });

  it("confirms a quantity that would take the stock below zero, showing the result, then empties the form", {
    timeout: 60_000,
  }, async () => {
    const { calls } = renderAdjustments({
      "POST /api/stock-adjustments": {
        status: 201,
        body: {
          message: "Penyesuaian stok berhasil dicatat.",
          data: { ...spoiled, quantity: -750, quantityAfter: -250 },
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    await user.selectOptions(screen.getByLabelText("Item Stok"), "Gula");
    await user.type(screen.getByLabelText("Kuantitas"), "750");
    await user.selectOptions(screen.getByLabelText("Tipe"), "Hilang");
    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Stok Gula di Gudang Pusat akan menjadi -250 gram (sekarang 500 gram).");
    await user.click(within(dialog).getByRole("button", { name: "Periksa Lagi" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Ya, Simpan" }));
    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    await waitFor(() => expect((screen.getByLabelText("Kuantitas") as HTMLInputElement).value).toBe(""));
    expect(screen.getByLabelText("Item Stok")).toHaveValue("");
    expect(screen.getByLabelText("Tipe")).toHaveValue("");
  });

  it("reads '1.000' gram as one thousand, and asks before a figure more than 10× the stock", {
    timeout: 60_000,
  }, async () => {
    const { calls } = renderAdjustments(saved);
    const user = await withGulaChosen();
    await user.selectOptions(screen.getByLabelText("Tipe"), "Ditemukan");
    await tooMuchThenOneThousand(user, calls, screen.getByLabelText("Kuantitas"), "Simpan Penyesuaian", {
      title: "Kuantitas jauh di atas stok",
      says: "Stok Gula di Gudang Pusat akan menjadi 10.500 gram (sekarang 500 gram).",
    });
    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ quantity: 1000, type: "Ditemukan" });
  });

  it("saves an ordinary quantity without asking", async () => {
    const { calls } = renderAdjustments(saved);
    const user = await withGulaChosen();
    await user.type(screen.getByLabelText("Kuantitas"), "250");
    await user.selectOptions(screen.getByLabelText("Tipe"), "Rusak");
    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));
    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("adjusts at the chosen location and confirms with that location's figure", async () => {
    const { calls } = renderAdjustments({
      "GET /api/stock": ({ url }: { url: URL }) => ({
        body: [stockItem("Gula", url.searchParams.get("location") === "dago" ? 100 : 500)],
      }),
      "POST /api/stock-adjustments": {
        status: 201,
        body: { message: "Penyesuaian stok berhasil dicatat.", data: spoiled },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: "Gula" });
    expect(screen.getByLabelText("Lokasi")).toHaveDisplayValue("Gudang Pusat");
    // The form's Lokasi (the history has a location filter of its own).
    await within(screen.getByLabelText("Lokasi")).findByRole("option", { name: "Cabang Dago" });
    await user.selectOptions(screen.getByLabelText("Item Stok"), "Gula");
    await user.selectOptions(screen.getByLabelText("Lokasi"), "Cabang Dago");
    // 300 is nothing at head office's 500, but takes the outlet's 100 below zero.
    await user.type(screen.getByLabelText("Kuantitas"), "300");
    await user.selectOptions(screen.getByLabelText("Tipe"), "Rusak");
    await user.click(screen.getByRole("button", { name: "Simpan Penyesuaian" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Stok Gula di Cabang Dago akan menjadi -200 gram (sekarang 100 gram).");
    await user.click(within(dialog).getByRole("button", { name: "Ya, Simpan" }));
    expect(await screen.findByText("Penyesuaian stok berhasil dicatat.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      stockItem: "Gula",
      location: "dago",
      quantity: 300,
      type: "Rusak",
    });
    // Saved: back to head office.
    await waitFor(() => expect(screen.getByLabelText("Lokasi")).toHaveDisplayValue("Gudang Pusat"));
  });

  it("lists the history of one location when one is chosen", async () => {
    const { calls } = renderAdjustments();
    await screen.findByRole("row", { name: /Basah/ });
    const filter = screen.getByLabelText("Riwayat di");
    await within(filter).findByRole("option", { name: "Cabang Dago" });
    await userEvent.setup().selectOptions(filter, "Cabang Dago");
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === "/api/stock-adjustments" && call.url.searchParams.get("location") === "dago",
        ),
      ).toBe(true),
    );
  });
});
