import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockRoute } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const options = [
  { _id: "o-1", name: "Keju Ekstra", price: 5000 },
  { _id: "o-2", name: "Es Krim", price: 7000 },
];
const groups = [{ _id: "g-1", name: "Topping", type: "checkbox", isRequired: false, options }];

const renderScreen = (api: Record<string, MockRoute> = {}) =>
  renderApp("/admin/kustomisasi", {
    user: testUsers.admin,
    api: {
      "GET /api/customizations/options": { body: options },
      "GET /api/customizations/option-sets": { body: groups },
      ...api,
    },
  });

describe("/admin/kustomisasi", { timeout: 20_000 }, () => {
  it("lists options with prices and groups with their type and option names", async () => {
    renderScreen();
    const optionTable = await screen.findByRole("table", { name: "Daftar opsi kustomisasi" });
    expect(await within(optionTable).findByText("Keju Ekstra")).toBeInTheDocument();
    expect(within(optionTable).getByText("Rp 5.000")).toBeInTheDocument();
    const groupList = await screen.findByRole("list", { name: "Daftar grup opsi" });
    expect(groupList).toHaveTextContent("Topping");
    expect(groupList).toHaveTextContent("Pilih banyak (checkbox)");
    expect(groupList).toHaveTextContent("Keju Ekstra, Es Krim");
  });

  it("requires an option's name and price", async () => {
    const { calls } = renderScreen();
    await userEvent.click(await screen.findByRole("button", { name: "Tambah Opsi" }));
    expect(await screen.findByText("Nama opsi wajib diisi.")).toBeInTheDocument();
    expect(screen.getByText("Harga opsi wajib diisi.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("adds an option as {name, price}", async () => {
    let sent: MockRequest | undefined;
    renderScreen({
      "POST /api/customizations/options": (request) => {
        sent = request;
        return { status: 201, body: { _id: "o-3", name: "Pisang", price: 3000 } };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Opsi"), "Pisang");
    await user.type(screen.getByLabelText("Harga Tambahan (Rp)"), "3000");
    await user.click(screen.getByRole("button", { name: "Tambah Opsi" }));
    expect(await screen.findByText('Opsi "Pisang" berhasil ditambahkan.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Pisang", price: 3000 });
  });

  it("needs at least one option in a group, then sends them in the order ticked", async () => {
    let sent: MockRequest | undefined;
    renderScreen({
      "POST /api/customizations/option-sets": (request) => {
        sent = request;
        return { status: 201, body: { ...groups[0], _id: "g-2", name: "Pilihan Saus", type: "radio" } };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Grup"), "Pilihan Saus");
    await user.click(screen.getByRole("button", { name: "Tambah Grup" }));
    expect(await screen.findByText("Pilih minimal satu opsi untuk grup ini.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Es Krim/ }));
    await user.click(screen.getByRole("checkbox", { name: /Keju Ekstra/ }));
    await user.click(screen.getByRole("button", { name: "Tambah Grup" }));
    expect(await screen.findByText('Grup "Pilihan Saus" berhasil ditambahkan.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Pilihan Saus", type: "radio", options: ["o-2", "o-1"] });
  });

  it("edits a group with its options ticked and returns with Batal", async () => {
    let sent: MockRequest | undefined;
    renderScreen({
      "PUT /api/customizations/option-sets/g-1": (request) => {
        sent = request;
        return { body: groups[0] };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit grup Topping" }));
    expect(screen.getByLabelText("Nama Grup")).toHaveValue("Topping");
    expect(screen.getByLabelText("Tipe Pilihan")).toHaveValue("checkbox");
    expect(screen.getByRole("checkbox", { name: /Keju Ekstra/ })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /Es Krim/ }));
    await user.click(screen.getByRole("button", { name: "Simpan Grup" }));
    expect(await screen.findByText('Grup "Topping" berhasil diperbarui.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Topping", type: "checkbox", options: ["o-1"] });
  });

  it("shows the server's refusal to delete an option still in a group", async () => {
    renderScreen({
      "DELETE /api/customizations/options/o-1": {
        status: 409,
        body: { message: 'Opsi "Keju Ekstra" masih dipakai di grup Topping.', code: "CONFLICT" },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus opsi Keju Ekstra" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText('Opsi "Keju Ekstra" masih dipakai di grup Topping.')).toBeInTheDocument();
  });

  it("shows load failures instead of only logging them", async () => {
    renderScreen({ "GET /api/customizations/options": { status: 500, body: {} } });
    expect(await screen.findByText("Gagal memuat daftar opsi kustomisasi.")).toBeInTheDocument();
  });
});
