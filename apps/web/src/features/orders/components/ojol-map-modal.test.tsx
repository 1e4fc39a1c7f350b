import type { OrderRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockRoute } from "../../../test/fetch-mock";
import { testMenuItem } from "../../../test/menu-items";
import { testOrder } from "../../../test/orders";
import { openRegisterSession, registerStatusOf } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { tillCatalogRoute } from "../../../test/till-catalog";
import { testUsers } from "../../../test/users";
import { NOTHING_CHOSEN } from "./ojol-map-modal";

// A GoFood order, accepted, with two items Kedai could not match and one it could.
const crepe = testMenuItem();
const tea = testMenuItem({ _id: "m-teh", name: "Es Teh", price: 8000, customizationOptions: [] });
const flagged = testOrder({
  _id: "o-ojol",
  orderId: "OJOL-1790000000009",
  channel: "ojol",
  orderType: "Ojol",
  paymentMethod: "GoFood",
  paymentStatus: "Paid",
  status: "New",
  items: [
    {
      _id: "oi-nasi",
      productId: null,
      name: "Crepes Spesial GoFood",
      quantity: 2,
      basePrice: 25000,
      selectedOptions: [
        { name: "Jumbo", price: 0 },
        { name: "Pedas", price: 0 },
      ],
      finalPricePerItem: 25000,
      lineTotal: 50000,
    },
    {
      _id: "oi-teh",
      productId: null,
      name: "es teh",
      quantity: 1,
      basePrice: 8000,
      selectedOptions: [],
      finalPricePerItem: 8000,
      lineTotal: 8000,
    },
    {
      _id: "oi-known",
      productId: "m-crepe",
      name: "Crepes Coklat",
      quantity: 1,
      basePrice: 20000,
      selectedOptions: [],
      finalPricePerItem: 20000,
      lineTotal: 20000,
    },
  ],
  ojol: {
    platform: "gofood",
    platformOrderId: "F-123",
    shortCode: "F-123",
    label: "GoFood #F-123",
    driverName: null,
    commission: null,
    needsMapping: true,
    acceptDeadline: null,
  },
});
const mappedOrder: OrderRecord = {
  ...flagged,
  items: flagged.items.map((item) => ({ ...item, productId: item.productId ?? "m-x" })),
  ojol: flagged.ojol ? { ...flagged.ojol, needsMapping: false } : null,
};

async function openList(
  user: typeof testUsers.cashier | typeof testUsers.staff,
  mapItems: MockRoute = { body: { data: mappedOrder } },
) {
  let shown = flagged;
  const calls = renderApp("/pos", {
    user,
    api: {
      "GET /api/register/status": { body: registerStatusOf(openRegisterSession()) },
      "GET /api/orders/catalog": tillCatalogRoute([crepe, tea]),
      "GET /api/orders": ({ url }: MockRequest) => {
        const data = url.searchParams.get("status")?.includes("New") ? [shown] : [];
        return { body: { data, page: 1, limit: 500, total: data.length } };
      },
      "POST /api/ojol/orders/o-ojol/map-items": async (request: MockRequest) => {
        const answer = typeof mapItems === "function" ? await mapItems(request) : mapItems;
        if (!answer.status || answer.status < 300) shown = mappedOrder;
        return answer;
      },
    },
  });
  await userEvent.click(await screen.findByRole("button", { name: "List Order" }));
  await screen.findByText("GoFood #F-123");
  return calls;
}
const card = () => screen.getByText("GoFood #F-123").closest("li") as HTMLElement;
const sentBodies = (calls: ReturnType<typeof renderApp>["calls"]) =>
  calls.filter((call) => call.path === "/api/ojol/orders/o-ojol/map-items").map((call) => call.body);

describe("'Cocokkan menu' on a food platform's order", { timeout: 15_000 }, () => {
  it("lists each unknown line under the platform's name, sends the chosen products and options, and the flag goes", async () => {
    const { calls } = await openList(testUsers.cashier);
    await userEvent.click(within(card()).getByRole("button", { name: "Cocokkan menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Cocokkan menu GoFood #F-123" });
    const nasi = within(dialog).getByRole("group", { name: "Crepes Spesial GoFood" });
    const teh = within(dialog).getByRole("group", { name: "es teh" });
    expect(within(dialog).queryByRole("group", { name: "Crepes Coklat" })).toBeNull();
    // A product of the same name is chosen to start with; the other waits for the cashier.
    expect(within(teh).getByLabelText("Menu Kedai")).toHaveValue("m-teh");
    expect(within(nasi).getByLabelText("Menu Kedai")).toHaveValue("");
    expect(within(nasi).queryByLabelText('Pilihan untuk "Jumbo"')).toBeNull();

    await userEvent.selectOptions(within(nasi).getByLabelText("Menu Kedai"), "Crepes Coklat");
    // The product's option of the same name is chosen; the one it lacks must be picked.
    expect(within(nasi).getByLabelText('Pilihan untuk "Jumbo"')).toHaveValue("o-jumbo");
    expect(within(nasi).getByLabelText('Pilihan untuk "Pedas"')).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(nasi).findByText("Pilih pilihan menu Kedai.")).toBeVisible();
    expect(sentBodies(calls)).toEqual([]);

    await userEvent.selectOptions(within(nasi).getByLabelText('Pilihan untuk "Pedas"'), "Topping: Coklat");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBodies(calls)).toEqual([
      {
        lines: [
          { lineId: "oi-nasi", productId: "m-crepe", optionIds: ["o-jumbo", "o-coklat"] },
          { lineId: "oi-teh", productId: "m-teh", optionIds: [] },
        ],
      },
    ]);
    expect(await screen.findByText("Semua menu GoFood #F-123 sudah dicocokkan.")).toBeVisible();
    await waitFor(() => expect(card()).not.toHaveTextContent("Ada menu yang belum dikenali"));
    expect(within(card()).queryByRole("button", { name: "Cocokkan menu" })).toBeNull();
  });

  it("sends only the lines given a product, none when none is, and shows the server's refusal in the dialog", async () => {
    const { calls } = await openList(testUsers.cashier, {
      status: 409,
      body: { message: 'Menu "Es Teh" di pesanan ini sudah dicocokkan.', code: "OJOL_NOTHING_TO_MAP" },
    });
    await userEvent.click(within(card()).getByRole("button", { name: "Cocokkan menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Cocokkan menu GoFood #F-123" });
    const teh = within(dialog).getByRole("group", { name: "es teh" });
    await userEvent.selectOptions(within(teh).getByLabelText("Menu Kedai"), "Belum dicocokkan");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText(NOTHING_CHOSEN)).toBeVisible();
    expect(sentBodies(calls)).toEqual([]);

    await userEvent.selectOptions(within(teh).getByLabelText("Menu Kedai"), "Es Teh");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText('Menu "Es Teh" di pesanan ini sudah dicocokkan.')).toBeVisible();
    expect(sentBodies(calls)).toEqual([{ lines: [{ lineId: "oi-teh", productId: "m-teh", optionIds: [] }] }]);
  });

  it("is not offered to the floor staff, who see the flag only", async () => {
    await openList(testUsers.staff);
    expect(card()).toHaveTextContent("Ada menu yang belum dikenali");
    expect(within(card()).queryByRole("button", { name: "Cocokkan menu" })).toBeNull();
  });
});
