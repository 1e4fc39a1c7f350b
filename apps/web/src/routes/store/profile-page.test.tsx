import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockAnswer, MockRequest } from "../../test/fetch-mock";
import { testOrder } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { formOf, submitTwice } from "../../test/submit-twice";
import { testUsers } from "../../test/users";

const customer = {
  ...testUsers.customer,
  loyaltyPoints: 42,
  addresses: [{ _id: "a-1", label: "Rumah", detail: "Jl. Mawar 5", notes: "Pagar hijau" }],
};
const myOrders = {
  body: { data: [testOrder({ orderId: "VNC-1795467699999", paymentStatus: "Pending" })], page: 1, limit: 10, total: 1 },
};

const addressesSaved: MockAnswer = { body: { message: "Alamat berhasil disimpan.", addresses: customer.addresses } };

/** The customer's profile page; what is sent to `route` is kept in `sent` and answered by `answer`. */
function renderSaving(route: string, answer: () => MockAnswer | Promise<MockAnswer>) {
  const sent: MockRequest[] = [];
  renderApp("/profile", {
    user: customer,
    api: {
      "GET /api/orders/my": myOrders,
      [route]: (request) => {
        sent.push(request);
        return answer();
      },
    },
  });
  return { sent, user: userEvent.setup() };
}

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
    const { sent: saves, user } = renderSaving("PUT /api/customers/profile/addresses", () => ({
      status: 500,
      body: {},
    }));
    await user.type(await screen.findByLabelText("Label"), "Kantor");
    await user.click(screen.getByRole("button", { name: "Tambah Alamat" }));
    expect(await screen.findByText("Detail alamat wajib diisi.")).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText("Detail Alamat"), "Jl. Melati 9");
    await user.click(screen.getByRole("button", { name: "Tambah Alamat" }));
    expect(await screen.findByText("Gagal menyimpan alamat.")).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({
      addresses: [
        { _id: "a-1", label: "Rumah", detail: "Jl. Mawar 5", notes: "Pagar hijau" },
        { label: "Kantor", detail: "Jl. Melati 9", notes: "" },
      ],
    });
  });

  it("edits an address in place, keeping its id, then offers a new one again", async () => {
    const { sent: saves, user } = renderSaving("PUT /api/customers/profile/addresses", () => addressesSaved);
    await user.click(await screen.findByRole("button", { name: "Ubah Rumah" }));
    expect(screen.getByRole("heading", { name: "Ubah Alamat" })).toBeInTheDocument();
    const detail = screen.getByLabelText("Detail Alamat");
    await user.clear(detail);
    await user.type(detail, "Jl. Mawar 7");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({
      addresses: [{ _id: "a-1", label: "Rumah", detail: "Jl. Mawar 7", notes: "Pagar hijau" }],
    });
    expect(await screen.findByRole("heading", { name: "Tambah Alamat" })).toBeInTheDocument();
    expect(screen.getByLabelText("Label")).toHaveValue("");
  });

  it("adds one address when Tambah Alamat is submitted twice at once", async () => {
    let release: () => void = () => undefined;
    const { sent: saves, user } = renderSaving(
      "PUT /api/customers/profile/addresses",
      () => new Promise((resolve) => (release = () => resolve(addressesSaved))),
    );
    await user.type(await screen.findByLabelText("Label"), "Kantor");
    await user.type(screen.getByLabelText("Detail Alamat"), "Jl. Melati 9");
    submitTwice(formOf(screen.getByRole("button", { name: "Tambah Alamat" })));
    await waitFor(() => expect(saves).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByLabelText("Label")).toHaveValue(""));
    expect(saves).toHaveLength(1);
  });

  it("checks the contact data as the server does before saving it", async () => {
    const { sent: saves, user } = renderSaving("PUT /api/customers/profile", () => ({
      body: { message: "Profil berhasil diperbarui.", user: customer },
    }));
    const phone = await screen.findByLabelText("Nomor Telepon");
    await user.clear(phone);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "bukan-email");
    await user.click(screen.getByRole("button", { name: "Simpan Profil" }));
    expect(await screen.findByText("Nomor telepon wajib diisi.")).toBeInTheDocument();
    expect(screen.getByText("Format email tidak valid.")).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(phone, "0812 3456 7890");
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), " Budi@Contoh.ID ");
    await user.click(screen.getByRole("button", { name: "Simpan Profil" }));
    expect(await screen.findByText("Profil berhasil disimpan.")).toBeInTheDocument();
    expect(saves[0]?.body).toEqual({ name: "Putri Pelanggan", phone: "0812 3456 7890", email: "budi@contoh.id" });
  });
});
