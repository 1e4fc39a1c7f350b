import { todayKey } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRoute } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const kasir = {
  _id: "s-1",
  fullName: "Kiki Kasir",
  username: "kasir",
  phone: "0812000111",
  role: "cashier",
  assignedLocation: { _id: "loc-1", name: "Outlet Pusat" },
  payroll: { type: "hourly", rate: 20000 },
  startDate: "2025-03-01",
  endDate: null,
  createdAt: "2025-03-01T02:00:00.000Z",
};
const putri = {
  _id: "c-1",
  name: "Putri Pelanggan",
  email: "pelanggan@contoh.id",
  phone: "0813000222",
  address: null,
  loyaltyPoints: 12,
  customerType: "Regular",
};

/** PUT /api/users/staff/s-1 as the server answers it: the saved record, its outlet named (the form sends its id). */
const savedKasir: MockRoute = ({ body }) => {
  const { assignedLocation: _outletId, password: _password, ...fields } = body as Record<string, unknown>;
  return { body: { ...kasir, ...fields } };
};

const api: Record<string, MockRoute> = {
  "GET /api/users/staff": { body: [kasir] },
  "GET /api/locations": { body: [] },
  "GET /api/customers": { body: [putri] },
  "GET /api/customers/franchise": { body: [] },
};

describe("/admin/pengguna", { timeout: 20_000 }, () => {
  it("is the admin's alone: a manager is sent home without seeing the form or the row actions", async () => {
    const { router } = renderApp("/admin/pengguna", { user: testUsers.manager, api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(screen.queryByRole("button", { name: "Tambah Pegawai" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hapus Kiki Kasir" })).toBeNull();
  });

  it("shows the admin the staff form, which requires a password of at least 6 characters on create", async () => {
    const { calls } = renderApp("/admin/pengguna", { user: testUsers.admin, api });
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Edit Kiki Kasir" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nama Lengkap"), "Budi Baru");
    await user.type(screen.getByLabelText("Username"), "budi");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Tambah Pegawai" }));
    expect(await screen.findByText("Password wajib diisi (minimal 6 karakter).")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/users/staff")).toBe(false);
  });

  it("creates a staff account as a monthly-paid staff member with rate 0 unless told otherwise", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: {
        ...api,
        // The server answers the account it made, never the password it was sent.
        "POST /api/users/staff": ({ body }) => {
          const { fullName, username } = body as { fullName: string; username: string };
          return { status: 201, body: { ...kasir, _id: "s-2", fullName, username, assignedLocation: null } };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Lengkap"), "Budi Baru");
    await user.type(screen.getByLabelText("Username"), "budi");
    await user.type(screen.getByLabelText("Password"), "rahasia1");
    await user.selectOptions(screen.getByLabelText("Peran"), "Kasir");
    await user.click(screen.getByRole("button", { name: "Tambah Pegawai" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.path === "/api/users/staff")).toBe(true),
    );
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/users/staff")?.body).toMatchObject({
      fullName: "Budi Baru",
      username: "budi",
      password: "rahasia1",
      role: "cashier",
      payroll: { type: "monthly", rate: 0 },
      // The start date defaults to today in the business time zone; there is no end date.
      startDate: todayKey(),
      endDate: null,
    });
  });

  it("keeps the password when it is left blank on edit: none is sent", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: { ...api, "PUT /api/users/staff/s-1": savedKasir },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Kiki Kasir" }));
    expect(screen.getByText("Kosongkan jika password tidak diubah.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const sent = calls.find((call) => call.method === "PUT")?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty("password");
    expect(sent).toMatchObject({
      fullName: "Kiki Kasir",
      role: "cashier",
      payroll: { type: "hourly", rate: 20000 },
      startDate: "2025-03-01",
      endDate: null,
    });
  });

  it("sets the end date typed as dd/mm/yyyy, and refuses one before the start date", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: { ...api, "PUT /api/users/staff/s-1": savedKasir },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Kiki Kasir" }));
    expect(screen.getByLabelText("Tanggal mulai kerja")).toHaveValue("01/03/2025");
    await user.type(screen.getByLabelText("Tanggal berhenti"), "28022025");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Tanggal berhenti tidak boleh sebelum tanggal mulai kerja.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    await user.clear(screen.getByLabelText("Tanggal berhenti"));
    await user.type(screen.getByLabelText("Tanggal berhenti"), "30062026");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ endDate: "2026-06-30" });
  });

  it("sets a staff account's approval PIN from its edit, never in the account's own form", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: { ...api, "PUT /api/users/staff/s-1/pin": { body: { message: "PIN berhasil disimpan." } } },
    });
    const user = userEvent.setup();
    expect(screen.queryByRole("button", { name: "Simpan PIN" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Edit Kiki Kasir" }));
    await user.type(screen.getByLabelText("PIN Baru"), "7788");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(await screen.findByText("PIN Kiki Kasir berhasil disimpan.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/users/staff/s-1/pin")?.body).toEqual({ pin: "7788" });
    expect(calls.some((call) => call.path === "/api/users/staff/s-1")).toBe(false);
  });

  it("promotes a customer only with the outlet's name and address", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: {
        ...api,
        "PUT /api/customers/c-1/type": {
          body: {
            message: "Putri Pelanggan sekarang member franchise.",
            data: {
              ...putri,
              customerType: "Franchise",
              outletName: "Kedai Depok",
              outletAddress: "Jl. Margonda 1",
              location: null,
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Pelanggan & Member" }));
    await user.click(await screen.findByRole("button", { name: "Jadikan Franchise Putri Pelanggan" }));
    const dialog = await screen.findByRole("dialog", { name: "Jadikan Member Franchise" });
    await user.click(within(dialog).getByRole("button", { name: "Jadikan Member" }));
    expect(await within(dialog).findAllByText("Nama dan alamat outlet wajib diisi.")).not.toHaveLength(0);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(within(dialog).getByLabelText("Nama Outlet"), "Kedai Depok");
    await user.type(within(dialog).getByLabelText("Alamat Outlet"), "Jl. Margonda 1");
    await user.click(within(dialog).getByRole("button", { name: "Jadikan Member" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      customerType: "Franchise",
      outletName: "Kedai Depok",
      outletAddress: "Jl. Margonda 1",
      locationId: null,
    });
    expect(await screen.findByText("Putri Pelanggan sekarang member franchise.")).toBeInTheDocument();
  });

  it("deletes a customer only after the confirmation", async () => {
    const { calls } = renderApp("/admin/pengguna", {
      user: testUsers.admin,
      api: {
        ...api,
        "DELETE /api/customers/c-1": { body: { _id: "c-1", message: "Pelanggan telah dihapus.", archived: false } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Pelanggan & Member" }));
    await user.click(await screen.findByRole("button", { name: "Hapus Putri Pelanggan" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText("Pelanggan telah dihapus.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/customers/c-1")).toBe(true);
  });
});
