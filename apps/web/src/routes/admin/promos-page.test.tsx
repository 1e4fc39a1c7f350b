import type { ProfileUser, PromoRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import type { MockRequest, MockRoute } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const promo = (id: string, overrides: Partial<PromoRecord> = {}): PromoRecord => ({
  _id: id,
  name: "Diskon Pelajar",
  code: "PELAJAR10",
  type: "percentage",
  value: 10,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  description: "",
  isActive: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

const promos = [
  promo("p1"),
  promo("p2", { name: "Hemat Lima Ribu", code: null, type: "fixed_amount", value: 5000, isActive: false }),
];

const renderPromos = (api: Record<string, MockRoute> = {}, user: ProfileUser = testUsers.admin) =>
  renderApp("/admin/promo", { user, api: { "GET /api/promos": { body: promos }, ...api } });

describe("/admin/promo", { timeout: 20_000 }, () => {
  it("lists name, code, type, value as a percent or rupiah, Ya/Tidak and the period", async () => {
    renderPromos();
    const percent = await screen.findByRole("row", { name: /Diskon Pelajar/ });
    expect(percent).toHaveTextContent("PELAJAR10");
    expect(percent).toHaveTextContent("10%");
    expect(percent).toHaveTextContent("Ya");
    expect(percent).toHaveTextContent("01 Nov 2026");
    expect(percent).toHaveTextContent("30 Nov 2026");
    const fixed = screen.getByRole("row", { name: /Hemat Lima Ribu/ });
    expect(fixed).toHaveTextContent("Rp 5.000");
    expect(fixed).toHaveTextContent("Tidak");
  });

  it("opens 'Tambah Promo Baru', which Escape, the backdrop and the close button close", async () => {
    renderPromos();
    const user = userEvent.setup();
    const open = async () => {
      await user.click(await screen.findByRole("button", { name: "Tambah Promo" }));
      return screen.findByRole("dialog", { name: "Tambah Promo Baru" });
    };
    await open();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await open();
    await user.click(screen.getByTestId("modal-backdrop"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("checks the form before sending: required value, a percentage up to 100, end not before start", async () => {
    const { calls } = renderPromos();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Tambah Promo" }));
    const dialog = await screen.findByRole("dialog", { name: "Tambah Promo Baru" });
    await user.click(within(dialog).getByRole("button", { name: "Tambah Promo" }));
    expect(await within(dialog).findByText("Nama promo wajib diisi.")).toBeInTheDocument();
    expect(within(dialog).getByText("Nilai promo wajib diisi.")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Nama Promo"), "Gila Diskon");
    await user.type(within(dialog).getByLabelText("Nilai (%)"), "150");
    await user.clear(within(dialog).getByLabelText("Tanggal Berakhir"));
    await user.type(within(dialog).getByLabelText("Tanggal Berakhir"), "01/01/2020");
    await user.click(within(dialog).getByRole("button", { name: "Tambah Promo" }));
    expect(await within(dialog).findByText("Promo persentase maksimal 100%.")).toBeInTheDocument();
    expect(within(dialog).getByText("Tanggal berakhir tidak boleh sebelum tanggal mulai.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("adds a promo, says 'Promo berhasil ditambahkan!' and closes the dialog", async () => {
    let sent: MockRequest | undefined;
    renderPromos({
      "POST /api/promos": (request) => {
        sent = request;
        return {
          status: 201,
          body: promo("p3", { name: "Akhir Pekan", code: "WEEKEND", type: "fixed_amount", value: 7000 }),
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Tambah Promo" }));
    const dialog = await screen.findByRole("dialog", { name: "Tambah Promo Baru" });
    await user.type(within(dialog).getByLabelText("Nama Promo"), "Akhir Pekan");
    await user.type(within(dialog).getByLabelText("Kode Promo"), "weekend");
    await user.selectOptions(within(dialog).getByLabelText("Tipe"), "fixed_amount");
    await user.type(within(dialog).getByLabelText("Nilai (Rp)"), "7000");
    await user.click(within(dialog).getByRole("button", { name: "Tambah Promo" }));
    expect(await screen.findByText("Promo berhasil ditambahkan!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent?.body).toEqual({
      name: "Akhir Pekan",
      code: "WEEKEND",
      type: "fixed_amount",
      value: 7000,
      startDate: todayKey(),
      endDate: todayKey(),
      description: "",
      isActive: true,
    });
  });

  it("shows the server's reason for a refused save next to the field, and 'Gagal menyimpan promo.' otherwise", async () => {
    let attempt = 0;
    const taken = 'Kode promo "PELAJAR10" sudah dipakai oleh promo "Diskon Pelajar".';
    renderPromos({
      "POST /api/promos": () =>
        ++attempt === 1
          ? { status: 409, body: { message: taken, code: "CONFLICT", fields: { code: taken } } }
          : { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Tambah Promo" }));
    const dialog = await screen.findByRole("dialog", { name: "Tambah Promo Baru" });
    await user.type(within(dialog).getByLabelText("Nama Promo"), "Tiruan");
    await user.type(within(dialog).getByLabelText("Kode Promo"), "pelajar10");
    await user.type(within(dialog).getByLabelText("Nilai (%)"), "5");
    await user.click(within(dialog).getByRole("button", { name: "Tambah Promo" }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Tambah Promo" }));
    expect(await screen.findByText("Gagal menyimpan promo.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Tambah Promo Baru" })).toBeInTheDocument();
  });

  it("edits a promo in 'Edit Promo' (switching it off) and says 'Promo berhasil diperbarui!'", async () => {
    let sent: MockRequest | undefined;
    renderPromos({
      "PUT /api/promos/p1": (request) => {
        sent = request;
        return { body: promo("p1", { isActive: false }) };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit promo Diskon Pelajar" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Promo" });
    expect(within(dialog).getByLabelText("Nama Promo")).toHaveValue("Diskon Pelajar");
    expect(within(dialog).getByLabelText("Nilai (%)")).toHaveValue("10");
    await user.click(within(dialog).getByRole("switch", { name: "Aktif" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan Promo" }));
    expect(await screen.findByText("Promo berhasil diperbarui!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Promo" })).toBeNull());
    expect(sent?.body).toMatchObject({ name: "Diskon Pelajar", code: "PELAJAR10", isActive: false, value: 10 });
  });

  it("asks 'Apakah Anda yakin ingin menghapus promo ini?'; a refusal says only 'Gagal menghapus promo.'", async () => {
    let attempt = 0;
    renderPromos({
      "DELETE /api/promos/p1": () =>
        ++attempt === 1
          ? { status: 500, body: { message: "Kesalahan server.", code: "INTERNAL" } }
          : { body: { _id: "p1", message: "Promo berhasil dihapus.", archived: false } },
    });
    const user = userEvent.setup();
    const remove = async () => {
      await user.click(await screen.findByRole("button", { name: "Hapus promo Diskon Pelajar" }));
      const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
      expect(dialog).toHaveTextContent("Apakah Anda yakin ingin menghapus promo ini?");
      await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    };
    await remove();
    expect(await screen.findByText("Gagal menghapus promo.")).toBeInTheDocument();
    expect(screen.queryByText("Kesalahan server.")).toBeNull();
    await remove();
    expect(await screen.findByText("Promo berhasil dihapus.")).toBeInTheDocument();
  });

  it("says 'Gagal memuat data promo.' when the list fails", async () => {
    renderPromos({ "GET /api/promos": { status: 500, body: {} } });
    expect(await screen.findByText("Gagal memuat data promo.")).toBeInTheDocument();
  });

  it("is kept from staff, as the API is", async () => {
    const { router } = renderPromos({}, testUsers.staff);
    await waitFor(() => expect(router.state.location.pathname).toBe("/staff/absensi"));
  });

  it("opens for a manager", async () => {
    renderPromos({}, testUsers.manager);
    expect(await screen.findByRole("heading", { name: "Manajemen Promo" })).toBeInTheDocument();
  });
});
