import { addDays, todayKey } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { cartItemFor } from "../../features/cart/cart-rules";
import { CART_STORAGE_KEY } from "../../features/cart/cart-storage";
import type { MockRequest } from "../../test/fetch-mock";
import { testLocation } from "../../test/locations";
import { testMenuItem } from "../../test/menu-items";
import { testOrder } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { formOf, submitTwice } from "../../test/submit-twice";

const crepe = testMenuItem();
// Tomorrow on the business clock: a pickup time always ahead, whenever the test runs.
const tomorrow = addDays(todayKey(), 1);
const placed = testOrder({ orderId: "VNC-1795467611055", channel: "online", paymentStatus: "Paid" });

function storeCart() {
  const line = cartItemFor(crepe, [{ _id: "o-jumbo", name: "Jumbo", price: 5000 }], 2);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
}

const checkoutApi = {
  "GET /api/locations": { body: [testLocation("loc-1", "Outlet Pusat")] },
  "GET /api/payments/status/VNC-1795467611055": {
    body: { orderId: "VNC-1795467611055", paymentStatus: "Paid", status: "New" },
  },
};

async function openCheckoutFromCart(api: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) {
  storeCart();
  const view = renderApp("/cart", { api: { ...checkoutApi, ...api } as never, settings });
  await userEvent.click(await screen.findByRole("button", { name: "Lanjut ke Checkout" }));
  await screen.findByRole("heading", { name: "Checkout" });
  return view;
}

/** "2026-11-30" as the date field shows it: "30/11/2026". */
const shownDay = (day: string) => day.split("-").reverse().join("/");

/** Types a day and a 24-hour time into the checkout's date field `label` and its time field. */
async function typeWhen(user: ReturnType<typeof userEvent.setup>, label: string, day: string, time: string) {
  await user.type(screen.getByLabelText(label), shownDay(day).replaceAll("/", ""));
  const timeLabel = label === "Waktu Pesanan" ? "Jam pesanan" : "Jam pengantaran";
  await user.type(screen.getByLabelText(timeLabel), time.replace(":", ""));
}

async function fillPickupCash(user = userEvent.setup()) {
  await user.selectOptions(await screen.findByLabelText("Outlet"), "loc-1");
  await typeWhen(user, "Waktu Pesanan", tomorrow, "10:30");
  await user.type(screen.getByLabelText("Nama"), "Budi");
  await user.type(screen.getByLabelText("Nomor Telepon"), "08123456789");
  await user.click(screen.getByRole("radio", { name: /Tunai/ }));
  return user;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("/item/{id}", () => {
  it("preselects the first choice of a required group, allows several optional ones and prices them live", async () => {
    const { router } = renderApp("/item/m-crepe", { api: { "GET /api/menu/items/m-crepe": { body: crepe } } });
    const user = userEvent.setup();
    expect(await screen.findByRole("radio", { name: /^Reguler/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /^Jumbo/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Keju/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Coklat/ }));
    await user.click(screen.getByRole("button", { name: "Tambah Crepes Coklat" }));
    const add = screen.getByRole("button", { name: /Tambah ke Keranjang/ });
    // (20.000 + 5.000 + 3.000 + 2.000) × 2
    expect(add).toHaveTextContent("Rp 60.000");
    expect(screen.getByRole("button", { name: "Kurangi Crepes Coklat" })).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe("/order"));
    const [line] = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]");
    expect(line).toMatchObject({ quantity: 2, finalPricePerItem: 30000 });
    expect(line.selectedOptions.map((option: { name: string }) => option.name)).toEqual(["Jumbo", "Keju", "Coklat"]);
  });

  it("keeps the quantity at 1 or more", async () => {
    renderApp("/item/m-crepe", { api: { "GET /api/menu/items/m-crepe": { body: crepe } } });
    expect(await screen.findByRole("button", { name: "Kurangi Crepes Coklat" })).toBeDisabled();
  });

  it("says so when the product cannot be loaded", async () => {
    renderApp("/item/nope", { api: { "GET /api/menu/items/nope": { status: 404, body: { message: "x" } } } });
    expect(await screen.findByText("Produk tidak dapat ditemukan atau terjadi kesalahan server.")).toBeInTheDocument();
  });
});

describe("/cart", () => {
  it("shows tax of the subtotal with the settings' rate and no service fee; 0 removes the line", async () => {
    storeCart();
    renderApp("/cart", { settings: { taxRatePercent: 10, taxLabel: "PPN (10%)" } });
    const summary = (await screen.findByRole("heading", { name: "Ringkasan" })).closest("aside") as HTMLElement;
    await waitFor(() => expect(within(summary).getByText("PPN (10%)").nextSibling).toHaveTextContent("Rp 5.000"));
    // The same lines as the checkout and the confirmation: no service fee the storefront never charges.
    expect(within(summary).getByText("Subtotal").nextSibling).toHaveTextContent("Rp 50.000");
    expect(within(summary).queryByText("Biaya layanan")).not.toBeInTheDocument();
    expect(within(summary).getByText("Total").nextSibling).toHaveTextContent("Rp 55.000");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Kurangi Crepes Coklat" }));
    await user.click(screen.getByRole("button", { name: "Kurangi Crepes Coklat" }));
    expect(await screen.findByText("Keranjang masih kosong")).toBeInTheDocument();
  });
});

describe("/checkout", () => {
  it("sends an empty cart to /order and a checkout not reached from the cart to /cart", async () => {
    const empty = renderApp("/checkout");
    await waitFor(() => expect(empty.router.state.location.pathname).toBe("/order"));
    empty.unmount();
    storeCart();
    const direct = renderApp("/checkout", { api: checkoutApi });
    await waitFor(() => expect(direct.router.state.location.pathname).toBe("/cart"));
  });

  it("says delivery the way it happens: cash to the courier, Transfer only with a bank account, the items listed", async () => {
    await openCheckoutFromCart({}, { cashOnDelivery: true });
    const user = userEvent.setup();
    const payments = screen.getByRole("group", { name: "Metode Pembayaran" });
    expect(within(payments).getByRole("radio", { name: /Tunai di kasir/ })).toBeInTheDocument();
    // No bank account in the settings: no transfer offered.
    expect(within(payments).queryByRole("radio", { name: /Transfer/ })).not.toBeInTheDocument();
    const summary = screen.getByRole("list", { name: "Pesanan Anda" });
    expect(summary).toHaveTextContent("2× Crepes Coklat");
    expect(summary).toHaveTextContent("Jumbo");

    await user.click(screen.getByText("Diantar", { exact: true }));
    expect(within(payments).getByRole("radio", { name: /Bayar tunai ke kurir \(COD\)/ })).toBeInTheDocument();
    expect(payments).not.toHaveTextContent(/kasir/i);
  });

  it("hides cash for a delivery when the settings switch COD off", async () => {
    await openCheckoutFromCart({}, { cashOnDelivery: false, accountNumber: "1234567890" });
    await userEvent.click(screen.getByText("Diantar", { exact: true }));
    const payments = screen.getByRole("group", { name: "Metode Pembayaran" });
    expect(within(payments).queryByRole("radio", { name: /Tunai|COD/ })).not.toBeInTheDocument();
    expect(within(payments).getByRole("radio", { name: /Transfer Bank/ })).toBeInTheDocument();
  });

  it("says each problem under its own field, the first one in a toast too, and sends nothing", async () => {
    const { calls } = await openCheckoutFromCart();
    const user = userEvent.setup();
    await user.click(screen.getByText("Diantar", { exact: true }));
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    // Under the field and in the toast.
    await waitFor(() => expect(screen.getAllByText("Nama wajib diisi.")).toHaveLength(2));
    expect(screen.getByLabelText("Nama")).toHaveAccessibleDescription("Nama wajib diisi.");
    expect(screen.getByLabelText("Nomor Telepon")).toHaveAccessibleDescription("Nomor HP wajib diisi.");
    expect(screen.getAllByText("Nomor HP wajib diisi.")).toHaveLength(1);
    expect(screen.getByLabelText("Alamat Pengiriman")).toHaveAccessibleDescription("Alamat pengiriman wajib diisi.");
    // The outlet that cooks and sends it is suggested: the first open one.
    expect(screen.getByLabelText("Outlet Pengirim")).toHaveValue("loc-1");
    expect(screen.getByLabelText("Waktu Pengantaran")).toHaveAccessibleDescription("Pilih tanggal dan jam pesanan.");
    expect(screen.getByRole("group", { name: "Metode Pembayaran" })).toHaveAccessibleDescription(
      "Pilih metode pembayaran.",
    );
    expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription();
    // A saved address or a choice made clears its own message.
    await user.type(screen.getByLabelText("Alamat Pengiriman"), "Jl. Braga 1");
    await user.click(screen.getByRole("radio", { name: /Bayar tunai ke kurir/ }));
    expect(screen.getByLabelText("Alamat Pengiriman")).not.toHaveAccessibleDescription();
    expect(screen.queryByText("Pilih metode pembayaran.")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/orders")).toBe(false);
  });

  it("checks the phone, the name's length, the email and a time already past, each with its own message", async () => {
    const { calls } = await openCheckoutFromCart();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Outlet"), "loc-1");
    await typeWhen(user, "Waktu Pesanan", addDays(todayKey(), -1), "10:30");
    await user.type(screen.getByLabelText("Nama"), "B");
    await user.type(screen.getByLabelText("Nomor Telepon"), "0812");
    await user.type(screen.getByLabelText("Email"), "budi@");
    await user.click(screen.getByRole("radio", { name: /Tunai/ }));
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(screen.getByLabelText("Nama")).toHaveAccessibleDescription("Nama minimal 2 karakter."));
    expect(screen.getByLabelText("Nomor Telepon")).toHaveAccessibleDescription(
      "Nomor HP tidak valid. Gunakan nomor seluler Indonesia (08…, +628… atau 628…), 10–13 digit.",
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Format email tidak valid.");
    expect(screen.getByLabelText("Waktu Pesanan")).toHaveAccessibleDescription(
      "Waktu pesanan sudah lewat. Pilih waktu yang akan datang.",
    );
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/orders")).toBe(false);
  });

  it("keeps what was typed across a reload, and orders with it", async () => {
    const orders: MockRequest[] = [];
    const api = {
      "POST /api/orders": (request: MockRequest) => {
        orders.push(request);
        return { status: 201, body: { data: placed, stockWarnings: [] } };
      },
    };
    const bank = { bankName: "BCA", accountNumber: "1234567890" };
    const first = await openCheckoutFromCart(api, bank);
    const user = userEvent.setup();
    await user.click(screen.getByText("Diantar", { exact: true }));
    await user.selectOptions(await screen.findByLabelText("Outlet Pengirim"), "loc-1");
    await typeWhen(user, "Waktu Pengantaran", tomorrow, "10:30");
    await user.type(screen.getByLabelText("Nama"), "Budi");
    await user.type(screen.getByLabelText("Nomor Telepon"), "081234567890");
    await user.type(screen.getByLabelText("Alamat Pengiriman"), "Jl. Braga 1");
    await user.click(screen.getByRole("radio", { name: /Transfer/ }));
    first.unmount();

    await openCheckoutFromCart(api, bank);
    expect(screen.getByRole("radio", { name: "Diantar" })).toBeChecked();
    // Shown once the outlets have arrived.
    await waitFor(() => expect(screen.getByLabelText("Outlet Pengirim")).toHaveValue("loc-1"));
    expect(screen.getByLabelText("Waktu Pengantaran")).toHaveValue(shownDay(tomorrow));
    expect(screen.getByLabelText("Jam pengantaran")).toHaveValue("10:30");
    expect(screen.getByLabelText("Nama")).toHaveValue("Budi");
    expect(screen.getByLabelText("Nomor Telepon")).toHaveValue("081234567890");
    expect(screen.getByLabelText("Alamat Pengiriman")).toHaveValue("Jl. Braga 1");
    expect(screen.getByRole("radio", { name: /Transfer/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body).toMatchObject({
      customerDetails: { name: "Budi", phone: "081234567890", addressDetail: "Jl. Braga 1" },
      paymentMethod: "Transfer",
      deliveryInfo: { method: "delivery", outlet: "loc-1", dateTime: `${tomorrow}T03:30:00.000Z` },
    });
  });

  it("shows what changed when the menu's price changed while the item sat in the cart", async () => {
    storeCart();
    renderApp("/cart", { api: { ...checkoutApi, "GET /api/menu": { body: [{ ...crepe, price: 23000 }] } } });
    expect(
      await screen.findByText("Harga Crepes Coklat berubah dari Rp 25.000 menjadi Rp 28.000."),
    ).toBeInTheDocument();
    // Two at the new price: the subtotal the order will be charged.
    expect(screen.getAllByText("Rp 56.000").length).toBeGreaterThan(0);
  });

  it("sends the total the customer confirmed; a changed total is shown before ordering again", async () => {
    const orders: MockRequest[] = [];
    const changed = {
      confirmedTotal: 55500,
      subTotal: 56000,
      promoDiscount: 0,
      deliveryFee: 0,
      tax: 6160,
      totalAmount: 62160,
      items: [{ productId: "m-crepe", name: "Crepes Coklat", quantity: 2, finalPricePerItem: 28000 }],
    };
    await openCheckoutFromCart({
      "POST /api/orders": (request: MockRequest) => {
        orders.push(request);
        return orders.length === 1
          ? {
              status: 409,
              body: {
                code: "TOTAL_CHANGED",
                message: "Harga pesanan Anda berubah. Periksa total baru lalu konfirmasi lagi.",
                details: changed,
              },
            }
          : { status: 201, body: { data: placed, stockWarnings: [] } };
      },
    });
    const user = await fillPickupCash();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body).toMatchObject({ confirmedTotal: 55500 });
    expect(await screen.findByText(/Total pesanan berubah dari/)).toHaveTextContent(
      "Total pesanan berubah dari Rp 55.500 menjadi Rp 62.160.",
    );
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("Rp 62.160");
    expect(
      screen.getByText("Harga pesanan Anda berubah. Periksa total baru lalu konfirmasi lagi."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]?.body).toMatchObject({ confirmedTotal: 62160 });
    // Nothing was placed: still the same attempt.
    expect(orders[1]?.headers["idempotency-key"]).toBe(orders[0]?.headers["idempotency-key"]);
  });

  it("sends one order when Buat Pesanan is submitted twice at once", async () => {
    let release: () => void = () => undefined;
    const orders: MockRequest[] = [];
    const { router } = await openCheckoutFromCart({
      "POST /api/orders": (request: MockRequest) => {
        orders.push(request);
        return new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { data: placed, stockWarnings: [] } });
        });
      },
    });
    await fillPickupCash();
    submitTwice(formOf(screen.getByRole("button", { name: "Buat Pesanan" })));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.headers["idempotency-key"]).toBeTruthy();
    expect(screen.getByRole("button", { name: "Memproses..." })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment-success"));
    expect(orders).toHaveLength(1);
  });

  it("retries with the same Idempotency-Key, then shows the confirmation and empties the cart", async () => {
    const orders: MockRequest[] = [];
    const { router } = await openCheckoutFromCart({
      "POST /api/orders": (request: MockRequest) => {
        orders.push(request);
        return orders.length === 1
          ? { status: 503, body: {} }
          : { status: 201, body: { data: placed, stockWarnings: [] } };
      },
    });
    const user = await fillPickupCash();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText("Gagal memproses pesanan. Mohon coba lagi.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment-success"));
    expect(orders).toHaveLength(2);
    const [first, second] = orders.map((request) => request.headers["idempotency-key"]);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(orders[1]?.body).toMatchObject({
      items: [{ productId: "m-crepe", quantity: 2, selectedOptions: [{ name: "Jumbo", price: 5000 }] }],
      customerDetails: { name: "Budi", phone: "08123456789" },
      paymentMethod: "Cash",
      deliveryInfo: { method: "pickup", outlet: "loc-1", dateTime: `${tomorrow}T03:30:00.000Z` },
      confirmedTotal: 55500,
    });
    expect(await screen.findByText("#611055")).toBeInTheDocument();
    // Paid at the cashier: nothing is paid yet.
    expect(await screen.findByText("Belum dibayar")).toBeInTheDocument();
    expect(screen.queryByText("Lunas")).not.toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's refusal, such as a closed shop, and keeps the cart", async () => {
    const closed = "Maaf, toko sedang tutup. Jam operasional hari ini: Senin 08:00 - 21:00";
    await openCheckoutFromCart({ "POST /api/orders": { status: 422, body: { message: closed } } });
    const user = await fillPickupCash();
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it("says before anything is filled in that the shop is closed, and sends no order", async () => {
    // Open two to three hours from now on the business clock, every day: closed at this moment.
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Jakarta", hour: "2-digit", hourCycle: "h23" }).format(
        new Date(),
      ),
    );
    const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
    const hours = `${at(hour + 2)} - ${at(hour + 3)}`;
    const orders: MockRequest[] = [];
    await openCheckoutFromCart(
      {
        "POST /api/orders": (request: MockRequest) =>
          orders.push(request) && { status: 201, body: { data: placed, stockWarnings: [] } },
      },
      { operationalHours: [{ day: "Setiap Hari", hours }] },
    );
    expect(await screen.findByText(`Maaf, toko sedang tutup. Jam operasional hari ini: ${hours}.`)).toBeInTheDocument();
    const user = await fillPickupCash();
    const submit = screen.getByRole("button", { name: "Buat Pesanan" });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(orders).toHaveLength(0);
  });

  it("checks promo codes: blank, refused with the server's reason or the default, then applied to the total", async () => {
    let answers = 0;
    await openCheckoutFromCart({
      "POST /api/promos/verify": () => {
        answers += 1;
        if (answers === 1) return { status: 404, body: { message: "Kode promo tidak ditemukan." } };
        if (answers === 2) return { status: 500, body: {} };
        return { body: { promo: { name: "Hemat 10", type: "percentage", value: 10 } } };
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    expect(await screen.findByText("Silakan masukkan kode promo.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Kode Promo"), "SALAH");
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    expect(await screen.findByText("Kode promo tidak ditemukan.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    expect(await screen.findByText("Gagal memverifikasi promo.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    expect(await screen.findByText(/Hemat 10/)).toBeInTheDocument();
    // 50.000 − 10 % = 45.000, tax 11 % = 4.950
    expect(screen.getByText("Total").nextSibling).toHaveTextContent("Rp 49.950");
  });
});

describe("ordering from a table's QR code", () => {
  it("remembers the table from /order?meja=, shows it, and orders Dine-In there without outlet or time", async () => {
    const orders: MockRequest[] = [];
    const api = {
      ...checkoutApi,
      "GET /api/menu": { body: [crepe] },
      "GET /api/tables/by-token/tok-5": { body: { _id: "t-5", name: "5" } },
      "POST /api/orders": (request: MockRequest) => {
        orders.push(request);
        return { status: 201, body: { data: placed, stockWarnings: [] } };
      },
    };
    const menu = renderApp("/order?meja=tok-5", { api });
    expect(await screen.findByText(/Meja 5/)).toBeInTheDocument();
    menu.unmount();

    await openCheckoutFromCart(api);
    expect(await screen.findByText("Meja 5")).toBeInTheDocument();
    expect(screen.queryByLabelText("Outlet")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nama"), "Sari");
    await user.type(screen.getByLabelText("Nomor Telepon"), "081234567890");
    await user.click(screen.getByRole("radio", { name: /Tunai/ }));
    await user.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body).toMatchObject({ deliveryInfo: { method: "dine-in", tableToken: "tok-5" } });
    const body = orders[0]?.body as { deliveryInfo: object } | undefined;
    expect(body?.deliveryInfo).not.toHaveProperty("outlet");
  });

  it("says so when the table's code is unknown", async () => {
    renderApp("/order?meja=lama", {
      api: {
        "GET /api/menu": { body: [crepe] },
        "GET /api/tables/by-token/lama": { status: 404, body: { message: "Meja tidak ditemukan." } },
      },
    });
    expect(await screen.findByText(/Kode meja tidak dikenal/)).toBeInTheDocument();
  });
});

describe("/order", () => {
  it("filters by category, recommends products not in the cart and quick-adds a plain product", async () => {
    const tea = testMenuItem({
      _id: "m-teh",
      name: "Es Teh",
      price: 8000,
      category: { _id: "c-minum", name: "Minuman" },
      customizationOptions: [],
    });
    renderApp("/order", { api: { "GET /api/menu": { body: [crepe, tea] } } });
    const user = userEvent.setup();
    const all = await screen.findByRole("region", { name: "Semua Menu" });
    await user.click(within(all).getByRole("button", { name: "Minuman" }));
    expect(within(all).queryByText("Crepes Coklat")).not.toBeInTheDocument();
    // A product with a required choice opens its page instead of a plain quick add.
    expect(screen.getAllByRole("link", { name: "Pilih Crepes Coklat" }).length).toBeGreaterThan(0);
    await user.click(within(all).getByRole("button", { name: "Tambah Es Teh" }));
    await user.click(within(all).getByRole("button", { name: "Tambah Es Teh" }));
    expect(screen.getByTestId("cart-count")).toHaveTextContent("2");
    const recommended = screen.getByRole("region", { name: "Rekomendasi untuk Anda" });
    expect(within(recommended).queryByText("Es Teh")).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toHaveLength(1);
  });
});
