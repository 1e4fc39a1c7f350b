import { IDEMPOTENCY_KEY_HEADER } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRoute } from "../../../test/fetch-mock";
import { testLocation } from "../../../test/locations";
import { openRegisterSession } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const session = openRegisterSession({ _id: "loc-2", name: "Kedai Crepes Dago" });

const product = (id: string, name: string, price: number, location: string) => ({
  _id: id,
  name,
  price,
  description: "",
  imageUrl: "",
  isAvailable: true,
  category: { _id: "cat-1", name: "Minuman" },
  location: { _id: location, name: location },
  customizationOptions: [],
  createdAt: "",
  updatedAt: "",
});

function renderTill(api: Record<string, MockRoute> = {}) {
  return renderApp("/pos", {
    user: testUsers.cashier,
    settings: { taxRatePercent: 10, taxLabel: "PB1 (10%)", serviceChargePercent: 5, packagingFee: 2000 },
    api: {
      "GET /api/register/status": { body: { isOpen: true, session } },
      "GET /api/menu": {
        body: [product("p-kopi", "Kopi Susu", 20000, "loc-1"), product("p-teh", "Es Teh", 8000, "loc-2")],
      },
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
      "POST /api/orders": (request) => ({
        status: 201,
        body: {
          data: { _id: "o-1", orderId: "CREPES-1700000001234", items: [], ...(request.body as object) },
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
      tableId: null,
      waiterId: "u-staff",
      customerId: null,
      serviceChargeRate: 5,
      promoId: "pr-1",
    });
    expect(await screen.findByText(/Keranjang kosong/)).toBeVisible();
  });

  it("prices with the register outlet's own tax when it has one", async () => {
    renderTill({
      "GET /api/locations": {
        body: [testLocation("loc-2", "Kedai Crepes Dago", { taxRatePercent: 5, taxLabel: "PBJT Dago (5%)" })],
      },
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole("region", { name: "Daftar menu" });
    await user.click(within(grid).getByRole("button", { name: /Es Teh/ }));
    // 8.000 + service 5 % 400 = 8.400; the outlet's 5 % = 420; total 8.820
    expect(await screen.findByText("PBJT Dago (5%)")).toBeVisible();
    expect(screen.queryByText("PB1 (10%)")).toBeNull();
    expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 8.820");
  });

  it("checks redeemed points against the customer's balance and shows the discount", async () => {
    renderTill({
      "GET /api/customers": customers,
      "POST /api/customers/redeem-points": { body: { discountAmount: 5000 } },
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

  describe("editing /pos?edit=<id>", () => {
    const order = {
      _id: "o-1",
      orderId: "CREPES-1700000005678",
      orderType: "Take Away",
      status: "New",
      table: null,
      waiter: { _id: "u-staff", name: "Sari Staf" },
      customer: { _id: "c-1", name: "Putri Pelanggan" },
      promo: null,
      serviceChargeRatePercent: 0,
      pointsRedeemed: 0,
      pointsDiscount: 0,
      notes: "Tanpa es",
      items: [{ _id: "i-1", productId: "p-teh", name: "Es Teh", quantity: 3, basePrice: 8000, selectedOptions: [] }],
    };

    function renderEdit(api: Record<string, MockRoute> = {}) {
      const view = renderApp("/pos?edit=o-1", {
        user: testUsers.cashier,
        api: {
          "GET /api/register/status": { body: { isOpen: true, session } },
          "GET /api/menu": { body: [product("p-teh", "Es Teh", 8000, "loc-2")] },
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

    it("loads the order into the cart and saves the change with PUT", async () => {
      const { calls, router, user } = renderEdit({
        "PUT /api/orders/o-1": (request) => ({ body: { data: { ...order, ...(request.body as object) } } }),
      });
      expect(await screen.findByText(/Edit pesanan/)).toHaveTextContent("Edit pesanan #5678");
      expect(screen.getByLabelText("Jumlah Es Teh")).toHaveTextContent("3");
      expect(screen.getByRole("button", { name: "Take Away" })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByLabelText("Waiter")).toHaveValue("u-staff");
      expect(screen.getByText("Putri Pelanggan")).toBeVisible();
      // 24.000 + packaging 2.000; tax 11 % × 26.000 = 2.860
      expect(screen.getByTestId("pos-total")).toHaveTextContent("Rp 28.860");

      await user.click(screen.getByRole("button", { name: "Tambah Es Teh" }));
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      expect(await screen.findByText("Pesanan #5678 berhasil diperbarui.")).toBeVisible();
      expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
        items: [{ productId: "p-teh", quantity: 4, selectedOptions: [] }],
        orderInfo: { orderType: "Take Away", waiterId: "u-staff", customerId: "c-1", notes: "Tanpa es" },
        orderTotals: { subTotal: 32000, packagingFee: 2000, totalAmount: 37740 },
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
