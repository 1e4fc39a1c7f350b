import { MENU_RECIPE_MESSAGE, MENU_REQUIRED_MESSAGE, type MenuItem } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockRoute } from "../../../test/fetch-mock";
import { testLocation } from "../../../test/locations";
import { stubObjectUrls } from "../../../test/object-urls";
import { renderApp } from "../../../test/render-app";
import { stockItem } from "../../../test/stock-items";
import { testUsers } from "../../../test/users";

const item: MenuItem = {
  _id: "m-1",
  name: "Crepes Keju",
  price: 23000,
  description: "Gurih",
  imageUrl: "/uploads/keju.png",
  isAvailable: true,
  category: { _id: "cat-1", name: "Crepes Gurih" },
  location: { _id: "loc-1", name: "Outlet Pusat" },
  customizationOptions: [
    {
      _id: "grp-1",
      name: "Topping",
      type: "checkbox",
      isRequired: false,
      options: [{ _id: "o1", name: "Keju Ekstra", price: 5000 }],
    },
  ],
  cogs: 2750,
  recipe: [
    {
      ingredient: { _id: "stk-1", name: "Keju Cheddar", unit: { _id: "u-1", name: "gram" }, cost: 110 },
      quantityUsed: 25,
    },
  ],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const stock = [
  { ...stockItem("Keju Cheddar", 3000), _id: "stk-1", cost: 110 },
  { ...stockItem("Telur Ayam", 120), _id: "stk-2", unit: { _id: "u-2", name: "pcs" }, cost: 2200 },
];

function renderMenu(api: Record<string, MockRoute> = {}) {
  return renderApp("/admin/menu", {
    user: testUsers.admin,
    api: {
      "GET /api/menu": { body: [item] },
      "GET /api/categories": {
        body: [
          { _id: "cat-1", name: "Crepes Gurih" },
          { _id: "cat-2", name: "Crepes Manis" },
        ],
      },
      "GET /api/locations": { body: [testLocation("loc-1", "Outlet Pusat")] },
      "GET /api/customizations/option-sets": { body: item.customizationOptions },
      "GET /api/stock": { body: stock },
      ...api,
    },
  });
}

stubObjectUrls();

/** Typing key by key re-renders the page per key (slow under load); pasting fires the same input events at once. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe("/admin/menu", { timeout: 20_000 }, () => {
  it("lists items with picture, category, price, saved HPP and availability", async () => {
    const { calls } = renderMenu();
    const table = await screen.findByRole("table", { name: "Daftar menu" });
    const row = (await within(table).findByText("Crepes Keju")).closest("tr")!;
    expect(within(row).getByRole("img", { name: "Crepes Keju" })).toHaveAttribute("src", "/uploads/keju.png");
    expect(row).toHaveTextContent("Crepes Gurih");
    expect(row).toHaveTextContent("Rp 23.000");
    expect(row).toHaveTextContent("Rp 2.750");
    expect(within(row).getByRole("switch", { name: "Tersedia: Crepes Keju" })).toBeChecked();
    expect(calls.find((c) => c.path === "/api/menu")?.url.searchParams.get("all")).toBe("true");
    expect(calls.find((c) => c.path === "/api/locations")?.url.searchParams.get("status")).toBe("Active");
  });

  it("refuses an empty form before sending anything", async () => {
    const { calls } = renderMenu();
    await userEvent.click(await screen.findByRole("button", { name: "Tambah Menu" }));
    expect(await screen.findByText(MENU_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Menu")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("refuses a recipe row without an ingredient", async () => {
    const { calls } = renderMenu();
    const user = userEvent.setup();
    await screen.findByLabelText("Nama Menu");
    await fill(user, "Nama Menu", "Crepes Baru");
    await fill(user, "Harga Jual (Rp)", "20000");
    await user.selectOptions(screen.getByLabelText("Kategori"), "cat-2");
    await user.selectOptions(screen.getByLabelText("Lokasi"), "loc-1");
    await user.click(screen.getByRole("button", { name: "Tambah Bahan" }));
    await fill(user, "Jumlah bahan 1", "2");
    await user.click(screen.getByRole("button", { name: "Tambah Menu" }));
    expect(await screen.findByText(MENU_RECIPE_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("creates an item from a file picture, a recipe and a group as multipart", async () => {
    let sent: MockRequest | undefined;
    renderMenu({
      "POST /api/menu": (request) => {
        sent = request;
        return { status: 201, body: { ...item, _id: "m-2", name: "Crepes Baru" } };
      },
    });
    const user = userEvent.setup();
    await screen.findByLabelText("Nama Menu");
    await fill(user, "Nama Menu", "Crepes Baru");
    await fill(user, "Harga Jual (Rp)", "20000");
    await user.selectOptions(screen.getByLabelText("Kategori"), "cat-2");
    await user.selectOptions(screen.getByLabelText("Lokasi"), "loc-1");
    await user.click(screen.getByRole("checkbox", { name: /Topping/ }));
    await user.click(screen.getByRole("button", { name: "Tambah Bahan" }));
    await user.selectOptions(screen.getByLabelText("Bahan baku 1"), "stk-2");
    // The decimal comma: half a piece.
    await fill(user, "Jumlah bahan 1", "0,5");
    expect(screen.getByTestId("recipe-unit-0")).toHaveTextContent("pcs");
    expect(screen.getByRole("status", { name: "Estimasi HPP" })).toHaveTextContent("Rp 1.100");

    const urlField = screen.getByLabelText("URL Gambar");
    await fill(user, "URL Gambar", "https://contoh.id/lama.png");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "crepes.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Unggah Gambar"), file);
    expect(urlField).toBeDisabled();
    expect(urlField).toHaveValue("");
    expect(screen.getByRole("img", { name: "Pratinjau gambar menu" })).toHaveAttribute("src", "blob:preview");

    await user.click(screen.getByRole("button", { name: "Tambah Menu" }));
    expect(await screen.findByText('Menu "Crepes Baru" berhasil ditambahkan.')).toBeInTheDocument();
    const body = sent?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("name")).toBe("Crepes Baru");
    expect(body.get("category")).toBe("cat-2");
    expect(body.get("isAvailable")).toBe("true");
    expect(body.getAll("customizationOptions")).toEqual(["grp-1"]);
    expect(body.get("recipe[0][ingredient]")).toBe("stk-2");
    expect(body.get("recipe[0][quantityUsed]")).toBe("0.5");
    expect((body.get("imageFile") as File).name).toBe("crepes.png");
    expect(body.has("imageUrl")).toBe(false);
    await waitFor(() => expect(screen.getByLabelText("Nama Menu")).toHaveValue(""));
    expect(screen.getByLabelText("URL Gambar")).toBeEnabled();
  });

  it("gives the link field back when the chosen file is removed", async () => {
    renderMenu();
    const user = userEvent.setup();
    const urlField = await screen.findByLabelText("URL Gambar");
    await fill(user, "URL Gambar", "https://contoh.id/a.png");
    await user.upload(screen.getByLabelText("Unggah Gambar"), new File(["x"], "a.jpg", { type: "image/jpeg" }));
    expect(urlField).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Batalkan unggahan" }));
    expect(urlField).toBeEnabled();
    expect(urlField).toHaveValue("https://contoh.id/a.png");
  });

  it("loads an item into the form for editing and sends PUT; Batal returns to create mode", async () => {
    let sent: MockRequest | undefined;
    renderMenu({
      "PUT /api/menu/m-1": (request) => {
        sent = request;
        return { body: { ...item, name: "Crepes Keju Lumer" } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit menu Crepes Keju" }));
    expect(screen.getByRole("heading", { name: "Edit Menu: Crepes Keju" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Menu")).toHaveValue("Crepes Keju");
    expect(screen.getByLabelText("Kategori")).toHaveValue("cat-1");
    expect(screen.getByLabelText("URL Gambar")).toHaveValue("/uploads/keju.png");
    expect(screen.getByRole("checkbox", { name: /Topping/ })).toBeChecked();
    expect(screen.getByLabelText("Bahan baku 1")).toHaveValue("stk-1");
    expect(screen.getByLabelText("Jumlah bahan 1")).toHaveValue("25");

    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(screen.getByRole("heading", { name: "Tambah Menu Baru" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Menu")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Edit menu Crepes Keju" }));
    await fill(user, "Nama Menu", "Crepes Keju Lumer");
    await user.click(screen.getByRole("button", { name: "Hapus bahan 1" }));
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText('Menu "Crepes Keju Lumer" berhasil diperbarui.')).toBeInTheDocument();
    const body = sent?.body as FormData;
    expect(body.get("name")).toBe("Crepes Keju Lumer");
    expect(body.get("imageUrl")).toBe("/uploads/keju.png");
    // Every ingredient removed: an empty recipe is sent, since a PUT keeps a field left out.
    expect(body.get("recipe")).toBe("[]");
    expect([...body.keys()].some((key) => key.startsWith("recipe["))).toBe(false);
  });

  it("switches availability with PATCH", async () => {
    let sent: MockRequest | undefined;
    renderMenu({
      "PATCH /api/menu/m-1/availability": (request) => {
        sent = request;
        return { body: { ...item, isAvailable: false } };
      },
    });
    await userEvent.click(await screen.findByRole("switch", { name: "Tersedia: Crepes Keju" }));
    expect(await screen.findByText('Menu "Crepes Keju" disembunyikan dari menu.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ isAvailable: false });
  });

  it("confirms a delete and shows the server's refusal after 'Gagal menghapus:'", async () => {
    renderMenu({
      "DELETE /api/menu/m-1": { status: 409, body: { message: "Menu sedang dipakai.", code: "CONFLICT" } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hapus menu Crepes Keju" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus menu "Crepes Keju"?');
    await user.click(within(dialog).getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText("Gagal menghapus: Menu sedang dipakai.")).toBeInTheDocument();
  });

  it("shows the load failure", async () => {
    renderMenu({ "GET /api/menu": { status: 500, body: {} } });
    expect(await screen.findByText("Gagal memuat data dari server.")).toBeInTheDocument();
  });
});
