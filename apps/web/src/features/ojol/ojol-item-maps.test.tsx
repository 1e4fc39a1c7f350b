import type { OjolItemMapRecord, OrderRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../test/fetch-mock";
import { testMenuItem } from "../../test/menu-items";
import { testOrder } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { tillCatalogRoute } from "../../test/till-catalog";
import { testUsers } from "../../test/users";

const crepe = testMenuItem({ customizationOptions: [] });
const mapping: OjolItemMapRecord = {
  _id: "map-1",
  platform: "grabfood",
  externalId: "grab-77",
  productId: crepe._id,
  productName: crepe.name,
  optionId: null,
  optionName: null,
  createdAt: "2026-11-29T03:00:00.000Z",
};
const toppingMapping: OjolItemMapRecord = {
  ...mapping,
  _id: "map-2",
  externalId: "grab-keju",
  productId: null,
  productName: null,
  optionId: "o-keju",
  optionName: "Keju",
};
// Delivered by GoFood before anyone mapped its item: the till no longer lists it.
const delivered = testOrder({
  _id: "o-selesai",
  orderId: "OJOL-1790000000010",
  channel: "ojol",
  orderType: "Ojol",
  paymentMethod: "GoFood",
  paymentStatus: "Paid",
  status: "Completed",
  items: [
    {
      _id: "oi-spesial",
      productId: null,
      name: "Crepes Spesial GoFood",
      quantity: 1,
      basePrice: 25000,
      selectedOptions: [],
      finalPricePerItem: 25000,
      lineTotal: 25000,
    },
  ],
  totalAmount: 25000,
  ojol: {
    platform: "gofood",
    platformOrderId: "F-777",
    shortCode: "F-777",
    label: "GoFood #F-777",
    driverName: null,
    commission: null,
    needsMapping: true,
    acceptDeadline: null,
  },
});
const mappedOrder: OrderRecord = {
  ...delivered,
  items: delivered.items.map((item) => ({ ...item, productId: crepe._id, name: crepe.name })),
  ojol: delivered.ojol ? { ...delivered.ojol, needsMapping: false } : null,
};

/** Pengaturan as the manager, with the saved mappings and the orders still to map the fake server holds. */
function openSettings(maps: OjolItemMapRecord[], unmapped: OrderRecord[]) {
  const state = { maps, unmapped };
  const { calls } = renderApp("/admin/pengaturan", {
    user: testUsers.manager,
    api: {
      "GET /api/ojol/item-maps": () => ({ body: state.maps }),
      "DELETE /api/ojol/item-maps/map-1": () => {
        state.maps = state.maps.filter((row) => row._id !== "map-1");
        return {
          body: {
            _id: "map-1",
            archived: false,
            message: "Pencocokan GrabFood grab-77 → Crepes Coklat dihapus.",
          },
        };
      },
      "GET /api/ojol/orders/unmapped": () => ({
        body: { data: state.unmapped, page: 1, limit: 100, total: state.unmapped.length },
      }),
      "GET /api/orders/catalog": tillCatalogRoute([crepe]),
      "POST /api/ojol/orders/o-selesai/map-items": () => {
        state.unmapped = [];
        state.maps = [...state.maps, { ...mapping, _id: "map-3", platform: "gofood", externalId: "go-spesial" }];
        return { body: { data: mappedOrder } };
      },
    },
  });
  return calls;
}
const mapsTable = () => screen.findByRole("table", { name: "Menu ojol yang dicocokkan" });
const ordersTable = () => screen.findByRole("table", { name: "Pesanan ojol yang belum dicocokkan" });

describe("Pengaturan → Ojol: what the tills mapped", { timeout: 30_000 }, () => {
  it("lists each mapping with its Kedai product or option, and 'Hapus' asks first, then removes it", async () => {
    const calls = openSettings([mapping, toppingMapping], []);
    const table = await mapsTable();
    const row = (await within(table).findByText("grab-77")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("GrabFood");
    expect(row).toHaveTextContent(crepe.name);
    expect(within(table).getByText("grab-keju").closest("tr")).toHaveTextContent("Pilihan: Keju");
    // The links hold the platforms' secrets: admin only, so the manager does not see them.
    expect(screen.queryByRole("form", { name: "Tautan ojol" })).toBeNull();

    const remove = within(row).getByRole("button", { name: `Hapus pencocokan GrabFood grab-77 → ${crepe.name}` });
    await userEvent.click(remove);
    const asked = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(asked).toHaveTextContent(
      `Hapus pencocokan GrabFood grab-77 → ${crepe.name}? Pesanan berikutnya dari item ini perlu dicocokkan lagi.`,
    );
    await userEvent.click(within(asked).getByRole("button", { name: "Batal" }));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" })).getByRole("button", {
        name: "Konfirmasi",
      }),
    );
    expect(await screen.findByText("Pencocokan GrabFood grab-77 → Crepes Coklat dihapus.")).toBeVisible();
    await waitFor(() => expect(within(table).queryByText("grab-77")).toBeNull());
    expect(within(table).getByText("grab-keju")).toBeVisible();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/ojol/item-maps/map-1",
    ]);
  });

  it("lists an order delivered before it was mapped, and maps it with the till's own dialog", async () => {
    const calls = openSettings([], [delivered]);
    const table = await ordersTable();
    const row = (await within(table).findByText("GoFood #F-777")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Selesai");
    expect(row).toHaveTextContent("Crepes Spesial GoFood");
    expect(row).toHaveTextContent("Rp 25.000");

    await userEvent.click(within(row).getByRole("button", { name: "Cocokkan menu GoFood #F-777" }));
    const dialog = await screen.findByRole("dialog", { name: "Cocokkan menu GoFood #F-777" });
    const line = within(dialog).getByRole("group", { name: "Crepes Spesial GoFood" });
    await userEvent.selectOptions(within(line).getByLabelText("Menu Kedai"), crepe.name);
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Cocokkan menu/ })).toBeNull());
    expect(
      calls
        .filter((call: MockRequest) => call.path === "/api/ojol/orders/o-selesai/map-items")
        .map((call) => call.body),
    ).toEqual([{ lines: [{ lineId: "oi-spesial", productId: crepe._id, optionIds: [] }] }]);
    expect(await within(table).findByText("Semua pesanan ojol sudah dicocokkan.")).toBeVisible();
    expect(await within(await mapsTable()).findByText("go-spesial")).toBeVisible();
  });
});
