import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockRoute } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const listrik = { _id: "c-1", name: "Listrik", createdAt: "2026-01-01T00:00:00.000Z" };

const renderCategories = (api: Record<string, MockRoute> = {}) =>
  renderApp("/admin/pengeluaran/kategori", {
    user: testUsers.manager,
    api: {
      "GET /api/expenses/categories": (request) => ({
        body: request.url.searchParams.get("search") ? [] : [listrik],
      }),
      ...api,
    },
  });

describe("/admin/pengeluaran/kategori", { timeout: 20_000 }, () => {
  it("refuses a name that is blank once trimmed, without calling the server", async () => {
    const { calls } = renderCategories();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Kategori"), "   ");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText("Nama kategori tidak boleh kosong.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("adds a trimmed name and confirms it by name; a duplicate shows the server's reason", async () => {
    let sent: MockRequest | undefined;
    let attempt = 0;
    renderCategories({
      "POST /api/expenses/categories": (request) => {
        sent = request;
        return ++attempt === 1
          ? { status: 201, body: { ...listrik, _id: "c-2", name: "Sewa" } }
          : {
              status: 409,
              body: {
                message: 'Kategori "Sewa" sudah ada.',
                code: "CONFLICT",
                fields: { name: 'Kategori "Sewa" sudah ada.' },
              },
            };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Kategori"), "  Sewa ");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText('Kategori "Sewa" berhasil ditambahkan.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Sewa" });
    await waitFor(() => expect(screen.getByLabelText("Nama Kategori")).toHaveValue(""));

    await user.type(screen.getByLabelText("Nama Kategori"), "sewa");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findAllByText('Kategori "Sewa" sudah ada.')).not.toHaveLength(0);
  });

  it("searches on the server and says 'Kategori tidak ditemukan.' when nothing matches", async () => {
    renderCategories();
    await screen.findByRole("row", { name: /Listrik/ });
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Cari kategori" }), "zzz");
    expect(await screen.findByText("Kategori tidak ditemukan.")).toBeInTheDocument();
  });

  it("says 'Belum ada kategori.' when there is none", async () => {
    renderCategories({ "GET /api/expenses/categories": { body: [] } });
    expect(await screen.findByText("Belum ada kategori.")).toBeInTheDocument();
  });

  it("asks before deleting, and shows the server's reason for a category in use", async () => {
    renderCategories({
      "DELETE /api/expenses/categories/c-1": {
        status: 409,
        body: {
          message: 'Kategori "Listrik" masih dipakai oleh: 2 pengeluaran. Hapus pengeluaran tersebut terlebih dahulu.',
          code: "IN_USE",
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus kategori Listrik" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus kategori "Listrik"? Ini tidak bisa diurungkan.');
    await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    expect(
      await screen.findByText(
        'Kategori "Listrik" masih dipakai oleh: 2 pengeluaran. Hapus pengeluaran tersebut terlebih dahulu.',
      ),
    ).toBeInTheDocument();
  });

  it("deletes an unused category with 'Kategori \"…\" telah dihapus.'", async () => {
    renderCategories({
      "DELETE /api/expenses/categories/c-1": {
        body: { _id: "c-1", message: 'Kategori "Listrik" telah dihapus.', archived: false },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus kategori Listrik" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText('Kategori "Listrik" telah dihapus.')).toBeInTheDocument();
  });

  it("says 'diarsipkan' with the server's words when history still names the category", async () => {
    const archived =
      'Kategori "Listrik" diarsipkan: masih tercatat di 3 pengeluaran. Data ini tidak ditawarkan lagi, riwayatnya tetap menyebut namanya.';
    renderCategories({
      "DELETE /api/expenses/categories/c-1": { body: { _id: "c-1", message: archived, archived: true } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus kategori Listrik" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText(archived)).toBeInTheDocument();
    expect(screen.queryByText('Kategori "Listrik" telah dihapus.')).not.toBeInTheDocument();
  });
});
