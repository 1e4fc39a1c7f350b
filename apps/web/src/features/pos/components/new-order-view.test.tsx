import { type HeldPoints, IDEMPOTENCY_KEY_HEADER, personNamed } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRoute } from "../../../test/fetch-mock";
import { testMenuItem } from "../../../test/menu-items";
import { testOrder } from "../../../test/orders";
import { openRegisterSession, registerStatusOf } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { tillCatalogRoute } from "../../../test/till-catalog";
import { testUsers } from "../../../test/users";
import { tillDraftKey } from "../till-draft-storage";

const session = openRegisterSession({ _id: "loc-2", name: "Kedai Crepes Dago" });

const product = (id: string, name: string, price: number, location: string) =>
  testMenuItem({
    _id: id,
    name,
    price,
    description: "",
    category: { _id: "cat-1", name: "Minuman" },
    location: { _id: location, name: location },
    customizationOptions: [],
  });

const tillSettings = { taxRatePercent: 10, taxLabel: "PB1 (10%)", serviceChargePercent: 5, packagingFee: 2000 };
const tillMenu = [product("p-kopi", "Kopi Susu", 20000, "loc-1"), product("p-teh", "Es Teh", 8000, "loc-2")];

function renderTill(api: Record<string, MockRoute> = {}) {
  return renderApp("/pos", {
    user: testUsers.cashier,
    settings: tillSettings,
    api: {
      "GET /api/register/status": { body: registerStatusOf(session) },
      "GET /api/menu": { body: tillMenu },
      "GET /api/orders/catalog": tillCatalogRoute(tillMenu, tillSettings),
      "GET /api/categories": { body: [{ _id: "cat-1", name: "Minuman" }] },
      "GET /api/tables": { body: [] },
      "GET /api/users/waiters": { body: [{ _id: "u-staff", fullName: "Sari Staf", role: "staff", label: "Staf" }] },
      "GET /api/promos/active": {
        body: [{ _id: "pr-1", name: "Hemat 5rb", code: "HEMAT", type: "fixed_amount", value: 5000 }],
      },
      ...api,
    },
  });
}

const customers = {
  body: [
    {
      _id: "c-1",
      name: "Putri Pelanggan",
      email: "p@x.id",
      phone: "0812",
      address: null,
      loyaltyPoints: 120,
      customerType: "Regular",
    },
  ],
};

/** Finds Putri by typing in the customer search and picks her. */
async function pickCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Cari pelanggan"), "Putri");
  await user.click(await screen.findByRole("button", { name: /Putri Pelanggan/ }));
}

describe("new order view", { timeout: 20_000 }, () => {
  it("lists the register's outlet first, adds a plain product at once and prices it with the settings", async () => {
    const { calls } = renderTill({
      "POST /api/orders": () => ({
        status: 201,
        body: {
          data: testOrder({ orderId: "CREPES-1700000001234", items: [] }),
          stockWarnings: [{ _id: "st-1", name: "Teh Celup", quantityInStock: -2 }],
        },
      }),
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    const cards = within(grid).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining("Es Teh"),
      expect.stringContaining("Kopi Susu"),
    ]);

    expect(screen.getByLabelText("Promo")).toBeDisabled();
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    expect(screen.getByLabelText("Jumlah Es Teh")).toHaveTextContent("2");
    // 16.000 + service 5 % 800 = 16.800; PB1 10 % = 1.680; total 18.480
    expect(screen.getByText("PB1 (10%)")).toBeVisible();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 18.480");
    // promo 5.000 → 11.000; service 550; tax 1.155; total 12.705
    await user.selectOptions(screen.getByLabelText("Promo"), "pr-1");
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 12.705");

    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText("Silakan pilih waiter terlebih dahulu!")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Waiter"), "u-staff");
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));

    expect(await screen.findByText("Pesanan #1234 berhasil dibuat.")).toBeVisible();
    expect(screen.getByText(/Stok minus setelah pesanan ini: Teh Celup \(-2\)/)).toBeVisible();
    const post = calls.find((call) => call.method === "POST" && call.path === "/api/orders");
    expect(post?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      items: [{ productId: "p-teh", quantity: 2, selectedOptions: [] }],
      orderType: "Dine-In",
      table: null,
      waiter: "u-staff",
      customer: null,
      serviceChargeRate: 5,
      promoId: "pr-1",
    });
    expect(await screen.findByText(/Keranjang kosong/)).toBeVisible();
  });

  it("marks a product 'Habis' after asking, so it cannot be added, and puts it back on sale", async () => {
    let teh = tillMenu[1];
    const menuNow = () => [tillMenu[0], teh];
    const { calls } = renderTill({
      "GET /api/menu": () => ({ body: menuNow() }),
      "GET /api/orders/catalog": () => tillCatalogRoute(menuNow(), tillSettings) as { body: unknown },
      "PATCH /api/menu/p-teh/availability": (request) => {
        teh = { ...teh, isAvailable: (request.body as { isAvailable: boolean }).isAvailable };
        return { body: teh };
      },
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    const tehTile = () => within(grid).getAllByRole("listitem")[0];
    expect(tehTile()).toHaveTextContent("Es Teh");

    // Asked first: 'Batal' sends nothing.
    await user.click(within(tehTile()).getByRole("button", { name: "Tandai habis" }));
    const ask = await screen.findByRole("dialog", { name: "Tandai Habis" });
    expect(ask).toHaveTextContent('"Es Teh" tidak bisa dipesan lagi di kasir, toko online, GoFood, dan GrabFood');
    await user.click(within(ask).getByRole("button", { name: "Batal" }));
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.click(within(tehTile()).getByRole("button", { name: "Tandai habis" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Tandai Habis" }));
    expect(await screen.findByText('"Es Teh" ditandai habis.')).toBeVisible();
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch).toMatchObject({ path: "/api/menu/p-teh/availability", body: { isAvailable: false } });
    const tile = within(tehTile()).getByRole("button", { name: /Es Teh/ });
    expect(tile).toBeDisabled();
    expect(tile).toHaveTextContent("Habis");
    await user.click(tile);
    expect(screen.queryByLabelText("Jumlah Es Teh")).toBeNull();

    await user.click(within(tehTile()).getByRole("button", { name: "Tersedia lagi" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Tersedia Lagi" }));
    expect(await screen.findByText('"Es Teh" tersedia lagi.')).toBeVisible();
    await waitFor(() => expect(within(tehTile()).getByRole("button", { name: /Es Teh/ })).toBeEnabled());
    await user.click(within(tehTile()).getByRole("button", { name: /Es Teh/ }));
    expect(screen.getByLabelText("Jumlah Es Teh")).toHaveTextContent("1");
  });

  it("says why when the server refuses 'Habis', and the tile stays on sale", async () => {
    renderTill({
      "PATCH /api/menu/p-teh/availability": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Menu tidak ditemukan." },
      },
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    const tehTile = within(grid).getAllByRole("listitem")[0];
    await user.click(within(tehTile).getByRole("button", { name: "Tandai habis" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Tandai Habis" }));
    expect(await screen.findByText("Menu tidak ditemukan.")).toBeVisible();
    expect(within(tehTile).getByRole("button", { name: /Es Teh/ })).toBeEnabled();
  });

  it("prices with the register outlet's own tax when it has one", async () => {
    renderTill({
      "GET /api/orders/catalog": tillCatalogRoute(tillMenu, tillSettings, [
        { _id: "loc-2", taxRatePercent: 5, taxLabel: "PBJT Dago (5%)" },
      ]),
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    // 8.000 + service 5 % 400 = 8.400; the outlet's 5 % = 420; total 8.820
    expect(await screen.findByText("PBJT Dago (5%)")).toBeVisible();
    expect(screen.queryByText("PB1 (10%)")).toBeNull();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 8.820");
  });

  it("checks redeemed points against the customer's balance and shows the discount the server holds", async () => {
    let held: HeldPoints[] = [];
    renderTill({
      "GET /api/register/status": () => ({ body: registerStatusOf(session, held) }),
      "GET /api/customers": customers,
      "POST /api/customers/redeem-points": () => {
        held = [{ customer: { _id: "c-1", name: "Putri Pelanggan" }, points: 50, discountAmount: 5000 }];
        return { body: { discountAmount: 5000 } };
      },
    });
    const user = userEvent.setup();
    await pickCustomer(user);
    const points = screen.getByLabelText("Tukar poin");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(screen.getByText("Masukkan jumlah poin yang valid.")).toBeVisible();
    await user.type(points, "121");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(screen.getByText("Poin pelanggan tidak mencukupi (tersedia: 120).")).toBeVisible();
    await user.clear(points);
    await user.type(points, "50");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(await screen.findByText("50 poin ditukar: potongan Rp 5.000")).toBeVisible();
    expect(screen.getByText("70 poin")).toBeVisible();
    expect(screen.getByRole("button", { name: "Hapus pelanggan" })).toBeDisabled();
  });

  it("shows the server's reason when redeeming fails, else 'Gagal menukar poin.'", async () => {
    let answer = { status: 409, body: { message: "Poin sedang dipakai." } } as { status: number; body?: unknown };
    renderTill({
      "GET /api/customers": customers,
      "POST /api/customers/redeem-points": () => answer,
    });
    const user = userEvent.setup();
    await pickCustomer(user);
    await user.type(screen.getByLabelText("Tukar poin"), "10");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(await screen.findByText("Poin sedang dipakai.")).toBeVisible();
    answer = { status: 500 };
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(await screen.findByText("Gagal menukar poin.")).toBeVisible();
  });

  it("'Bayar Pas' places the order with exact cash for the total shown, in one call", async () => {
    const { calls } = renderTill({
      "POST /api/orders": {
        status: 201,
        body: {
          data: testOrder({
            orderId: "CREPES-1700000001234",
            paymentMethod: "Cash",
            paymentDetails: { method: "Cash", amountPaid: 9240, change: 0 },
          }),
          stockWarnings: [],
        },
      },
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    await user.selectOptions(screen.getByLabelText("Waiter"), "u-staff");
    // 8.000 + service 400; PB1 10 % 840: Rp 9.240.
    await user.click(screen.getByRole("button", { name: "Bayar Pas" }));
    expect(await screen.findByText("Pesanan #1234 berhasil dibuat.")).toBeVisible();
    const writes = calls.filter((call) => call.method !== "GET");
    expect(writes.map((call) => call.path)).toEqual(["/api/orders"]);
    expect(writes[0].body).toMatchObject({ paymentDetails: { method: "Cash", amountPaid: 9240 } });
    // Paid as it was placed: the receipt follows at once, with the change.
    expect(await screen.findByText("Cetak Struk")).toBeVisible();
  });

  it("shows the service charge's message at once and no total while the rate is outside 0–100", async () => {
    renderTill();
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    const rate = screen.getByLabelText("Service charge (%)");
    await user.clear(rate);
    await user.type(rate, "150");
    expect(screen.getByText("Service charge harus berupa angka 0–100.")).toBeVisible();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("—");
    await user.clear(rate);
    await user.type(rate, "10");
    expect(screen.queryByText("Service charge harus berupa angka 0–100.")).toBeNull();
    // 8.000 + service 800; PB1 10 % 880: Rp 9.680.
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 9.680");
  });

  it("keeps the unfinished order of this register session across a reload, with the points the server holds", async () => {
    const held = [{ customer: { _id: "c-1", name: "Putri Pelanggan" }, points: 20, discountAmount: 2000 }];
    const api = {
      "GET /api/register/status": { body: registerStatusOf(session, held) },
      "GET /api/customers": customers,
    };
    const first = renderTill(api);
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    await user.click(screen.getByRole("button", { name: "Take Away" }));
    await user.selectOptions(screen.getByLabelText("Waiter"), "u-staff");
    await user.selectOptions(screen.getByLabelText("Promo"), "pr-1");
    await user.type(screen.getByLabelText("Catatan pesanan"), "Tanpa gula");
    await pickCustomer(user);
    // 16.000 − promo 5.000 + packaging 2.000 = 13.000; PB1 1.300; − points 2.000: Rp 12.300.
    expect(await screen.findByText("20 poin ditukar: potongan Rp 2.000")).toBeVisible();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 12.300");
    first.unmount();
    expect(localStorage.getItem(tillDraftKey(session._id))).not.toBeNull();

    const { calls } = renderTill({
      ...api,
      "POST /api/orders": {
        status: 201,
        body: { data: testOrder({ orderId: "CREPES-1700000001234", items: [] }), stockWarnings: [] },
      },
    });
    expect(await screen.findByLabelText("Jumlah Es Teh")).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: "Take Away" })).toHaveAttribute("aria-pressed", "true");
    // The waiters' list may arrive after the cart: the select shows the kept choice once it has it.
    await waitFor(() => expect(screen.getByLabelText("Waiter")).toHaveValue("u-staff"));
    expect(screen.getByLabelText("Promo")).toHaveValue("pr-1");
    expect(screen.getByLabelText("Catatan pesanan")).toHaveValue("Tanpa gula");
    expect(screen.getByText("Putri Pelanggan")).toBeVisible();
    expect(await screen.findByText("20 poin ditukar: potongan Rp 2.000")).toBeVisible();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 12.300");

    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText(/Keranjang kosong/)).toBeVisible();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/orders")?.body).toMatchObject({
      customer: "c-1",
      promoId: "pr-1",
      notes: "Tanpa gula",
    });
    await waitFor(() => expect(localStorage.getItem(tillDraftKey(session._id))).toBeNull());
  });

  it("drops a closed session's unfinished order", async () => {
    localStorage.setItem(tillDraftKey("s-old"), JSON.stringify({ lines: [] }));
    renderTill();
    await screen.findByRole("region", { name: "Daftar menu" });
    await waitFor(() => expect(localStorage.getItem(tillDraftKey("s-old"))).toBeNull());
  });

  describe("editing /pos?edit=<id>", () => {
    const order = testOrder({
      orderId: "CREPES-1700000005678",
      waiter: personNamed("u-staff", "Sari Staf"),
      customer: { _id: "c-1", name: "Putri Pelanggan" },
      customerName: "Putri Pelanggan",
      notes: "Tanpa es",
      items: [
        {
          _id: "i-1",
          productId: "p-teh",
          name: "Es Teh",
          quantity: 3,
          basePrice: 8000,
          selectedOptions: [],
          finalPricePerItem: 8000,
          lineTotal: 24000,
        },
      ],
    });

    function renderEdit(api: Record<string, MockRoute> = {}) {
      const view = renderApp("/pos?edit=o-1", {
        user: testUsers.cashier,
        api: {
          "GET /api/register/status": { body: registerStatusOf(session) },
          "GET /api/menu": { body: [product("p-teh", "Es Teh", 8000, "loc-2")] },
          "GET /api/orders/catalog": tillCatalogRoute([product("p-teh", "Es Teh", 8000, "loc-2")]),
          "GET /api/categories": { body: [] },
          "GET /api/tables": { body: [] },
          "GET /api/users/waiters": { body: [{ _id: "u-staff", fullName: "Sari Staf", role: "staff", label: "Staf" }] },
          "GET /api/promos/active": { body: [] },
          "GET /api/orders/o-1": { body: { data: order } },
          ...api,
        },
      });
      return { ...view, user: userEvent.setup() };
    }

    it("loads the order into the cart and saves a change that lowers a line with PUT", async () => {
      const { calls, router, user } = renderEdit({
        "PUT /api/orders/o-1": { body: { data: order, stockWarnings: [] } },
      });
      expect(await screen.findByText(/Edit pesanan/)).toHaveTextContent("Edit pesanan #5678");
      expect(screen.getByLabelText("Jumlah Es Teh")).toHaveTextContent("3");
      expect(screen.getByRole("button", { name: "Take Away" })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByLabelText("Waiter")).toHaveValue("u-staff");
      expect(screen.getByText("Putri Pelanggan")).toBeVisible();
      // 24.000 + packaging 2.000; tax 11 % × 26.000 = 2.860
      expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 28.860");

      await user.click(screen.getByRole("button", { name: "Kurangi Es Teh" }));
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      expect(await screen.findByText("Pesanan #5678 berhasil diperbarui.")).toBeVisible();
      // 16.000 + packaging 2.000; tax 11 % × 18.000 = 1.980
      expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
        items: [{ productId: "p-teh", quantity: 2, selectedOptions: [] }],
        orderInfo: { orderType: "Take Away", waiter: "u-staff", customer: "c-1", notes: "Tanpa es" },
        orderTotals: { subTotal: 16000, packagingFee: 2000, totalAmount: 19980 },
      });
      await waitFor(() => expect(screen.queryByRole("button", { name: "Batal edit" })).toBeNull());
      expect(router.state.location.search).toBe("");
      expect(screen.getByText(/Keranjang kosong/)).toBeVisible();
    });

    it("'Batal edit' leaves edit mode without saving", async () => {
      const { calls, router, user } = renderEdit();
      await user.click(await screen.findByRole("button", { name: "Batal edit" }));
      expect(await screen.findByRole("button", { name: "Buat Pesanan" })).toBeVisible();
      expect(screen.getByText(/Keranjang kosong/)).toBeVisible();
      expect(router.state.location.search).toBe("");
      expect(calls.some((call) => call.method === "PUT")).toBe(false);
    });
  });
});
