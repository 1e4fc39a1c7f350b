import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../test/fetch-mock";
import { testOrder } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const customer = {
  ...testUsers.customer,
  loyaltyPoints: 42,
  addresses: [{ _id: "a-1", label: "Rumah", detail: "Jl. Mawar 5", notes: "Pagar hijau" }],
};
const myOrders = {
  body: { data: [testOrder({ orderId: "VNC-1795467699999", paymentStatus: "Pending" })], page: 1, limit: 10, total: 1 },
};

describe("/profile", () => {
  it("shows points and the customer's orders by the last 6 characters with their payment state", async () => {
    renderApp("/profile", { user: customer, api: { "GET /api/orders/my": myOrders } });
    expect(await screen.findByText("42")).toBeInTheDocument();
    expect(await screen.findByText("#699999")).toBeInTheDocument();
    expect(screen.getByText("Menunggu pembayaran")).toBeInTheDocument();
  });

  it("says so when the order history cannot be loaded", async () => {
    renderApp("/profile", { user: customer, api: { "GET /api/orders/my": { status: 500, body: {} } } });
    expect(await screen.findByText("Gagal memuat riwayat pesanan.")).toBeInTheDocument();
  });

  it("needs a label and a detail for an address, and says when saving fails", async () => {
    const saves: MockRequest[] = [];
    renderApp("/profile", {
      user: customer,
      api: {
        "GET /api/orders/my": myOrders,
        "PUT /api/customers/profile/addresses": (request) => {
          saves.push(request);
          return { status: 500, body: {} };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Label"), "Kantor");
    await user.click(screen.getByRole("button", { name: "Tambah Alamat" }));
    expect(await screen.findByText("Label dan detail alamat wajib diisi.")).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText("Detail Alamat"), "Jl. Melati 9");
    await user.click(screen.getByRole("button", { name: "Tambah Alamat" }));
    expect(await screen.findByText("Gagal menyimpan alamat.")).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({
      addresses: [
        { _id: "a-1", label: "Rumah", detail: "Jl. Mawar 5", notes: "Pagar hijau" },
        { label: "Kantor", detail: "Jl. Melati 9" },
      ],
    });
  });
});
