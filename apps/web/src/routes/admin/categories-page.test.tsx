import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockRoute } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const renderCategories = (api: Record<string, MockRoute> = {}) =>
  renderApp("/admin/kategori", {
    user: testUsers.admin,
    api: { "GET /api/categories": { body: [{ _id: "cat-1", name: "Crepes Manis" }] }, ...api },
  });

describe("/admin/kategori", { timeout: 20_000 }, () => {
  it("refuses a blank name without calling the server", async () => {
    const { calls } = renderCategories();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Kategori"), "   ");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText("Nama kategori tidak boleh kosong.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("adds a category and confirms by name", async () => {
    let sent: MockRequest | undefined;
    renderCategories({
      "POST /api/categories": (request) => {
        sent = request;
        return { status: 201, body: { _id: "cat-2", name: "Minuman" } };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Kategori"), " Minuman ");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText('Kategori "Minuman" berhasil ditambahkan.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Minuman" });
    await waitFor(() => expect(screen.getByLabelText("Nama Kategori")).toHaveValue(""));
  });

  it("shows the server's message when adding fails, and the default otherwise", async () => {
    let attempt = 0;
    renderCategories({
      "POST /api/categories": () =>
        ++attempt === 1
          ? { status: 409, body: { message: 'Kategori "Minuman" sudah ada.', code: "CONFLICT" } }
          : { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama Kategori"), "Minuman");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText('Kategori "Minuman" sudah ada.')).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    expect(await screen.findByText("Gagal menambah kategori")).toBeInTheDocument();
  });

  it("edits in place and returns to create mode with Batal", async () => {
    let sent: MockRequest | undefined;
    renderCategories({
      "PUT /api/categories/cat-1": (request) => {
        sent = request;
        return { body: { _id: "cat-1", name: "Crepes Manis Spesial" } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit kategori Crepes Manis" }));
    expect(screen.getByRole("heading", { name: "Edit Kategori" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Kategori")).toHaveValue("Crepes Manis");
    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(screen.getByRole("heading", { name: "Tambah Kategori" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Kategori")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Edit kategori Crepes Manis" }));
    await user.type(screen.getByLabelText("Nama Kategori"), " Spesial");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText('Kategori "Crepes Manis Spesial" berhasil diperbarui.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ name: "Crepes Manis Spesial" });
  });

  it("marks the row being edited, and a refused rename says 'Gagal menyimpan data'", async () => {
    renderCategories({ "PUT /api/categories/cat-1": { status: 500, body: {} } });
    const user = userEvent.setup();
    const edit = await screen.findByRole("button", { name: "Edit kategori Crepes Manis" });
    expect(edit).toHaveAttribute("aria-pressed", "false");
    await user.click(edit);
    expect(edit).toHaveAttribute("aria-pressed", "true");
    expect(edit.closest("tr")).toHaveClass("bg-amber-50");

    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Gagal menyimpan data")).toBeInTheDocument();
    expect(screen.queryByText("Gagal menambah kategori")).toBeNull();
    expect(screen.getByRole("heading", { name: "Edit Kategori" })).toBeInTheDocument();
  });

  it("shows the server's field message under the field it is about", async () => {
    const message = "Nama kategori berisi karakter yang tidak bisa disimpan.";
    renderCategories({
      "POST /api/categories": { status: 400, body: { message, code: "VALIDATION", fields: { name: message } } },
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Nama Kategori");
    await user.type(field, "Minuman");
    await user.click(screen.getByRole("button", { name: "Tambah Kategori" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("Minuman");

    // Typing again clears it.
    await user.type(field, "s");
    await waitFor(() => expect(field).not.toHaveAttribute("aria-invalid"));
  });

  it("asks before deleting and shows the server's refusal for a category in use", async () => {
    const { calls } = renderCategories({
      "DELETE /api/categories/cat-1": {
        status: 409,
        body: { message: 'Kategori "Crepes Manis" masih dipakai oleh 3 menu.', code: "CONFLICT" },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus kategori Crepes Manis" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus kategori "Crepes Manis"? Ini tidak bisa diurungkan.');
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Hapus kategori Crepes Manis" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText('Kategori "Crepes Manis" masih dipakai oleh 3 menu.')).toBeInTheDocument();
  });

  it("confirms a delete by name", async () => {
    renderCategories({
      "DELETE /api/categories/cat-1": {
        body: { _id: "cat-1", message: 'Kategori "Crepes Manis" telah dihapus.', archived: false },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus kategori Crepes Manis" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText('Kategori "Crepes Manis" telah dihapus.')).toBeInTheDocument();
  });

  it("shows the load failure", async () => {
    renderCategories({ "GET /api/categories": { status: 500, body: {} } });
    expect(await screen.findByText("Gagal memuat daftar kategori.")).toBeInTheDocument();
  });
});
