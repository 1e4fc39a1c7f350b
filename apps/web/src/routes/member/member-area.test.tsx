import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { stockItem } from "../../test/stock-items";
import { paged, testStockRequest } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const member = {
  ...testUsers.member,
  name: "Budi Mitra",
  phone: "0812 3456 789",
  outletName: "Kedai Bandung",
  outletAddress: "Jl. Braga 1",
};
const catalogue = [
  { ...stockItem("Gula", 50), _id: "gula", unit: { _id: "kg", name: "kg" } },
  { ...stockItem("Tepung", 50), _id: "tepung", unit: { _id: "kg", name: "kg" } },
];

/** The member's stock requests: one sent before (5 kg of Gula), and a new one answered as sent. */
const renderRequests = () =>
  renderApp("/member/permintaan-stok", {
    user: member,
    api: {
      "GET /api/stock": { body: catalogue },
      "GET /api/stock-requests/my": paged([testStockRequest("r1", { status: "Dikirim" })]),
      "POST /api/stock-requests": { status: 201, body: { message: "ok", data: testStockRequest("r2") } },
    },
  });

describe("member area", { timeout: 20_000 }, () => {
  it("greets the member and shows this month's figures, 'Belum Ada' without requests", async () => {
    renderApp("/member/dashboard", {
      user: member,
      api: {
        "GET /api/reports/member-dashboard": {
          body: { monthlyRevenue: 1250000, monthlyOrders: 42, lastStockRequestStatus: "Belum Ada", outletLinked: true },
        },
      },
    });
    expect(await screen.findByText("Selamat datang, Budi Mitra!")).toBeInTheDocument();
    expect(await screen.findByText("Rp 1.250.000")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    expect(screen.getByText("Belum Ada")).toBeInTheDocument();
  });

  it("explains an account not linked to an outlet instead of showing Rp 0", async () => {
    renderApp("/member/dashboard", {
      user: member,
      api: {
        "GET /api/reports/member-dashboard": {
          body: { monthlyRevenue: 0, monthlyOrders: 0, lastStockRequestStatus: "Belum Ada", outletLinked: false },
        },
      },
    });
    expect(await screen.findByText(/Akun Anda belum terhubung ke outlet/)).toBeInTheDocument();
    expect(screen.queryByText("Rp 0")).not.toBeInTheDocument();
  });

  it("sends only the filled rows of a request, keeps one row, and warns when none is filled", async () => {
    const { calls } = renderRequests();
    const user = userEvent.setup();
    expect(await screen.findByRole("row", { name: /1 item/ })).toHaveTextContent("Dikirim");
    expect(screen.getByRole("button", { name: "Hapus item 1" })).toBeDisabled();
    // Whole units: the number keypad, no decimal comma.
    expect(screen.getByLabelText("Jumlah 1")).toHaveAttribute("inputmode", "numeric");

    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Harap isi setidaknya satu item dengan jumlah lebih dari 0.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await screen.findByRole("option", { name: "Tepung" });
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "5");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));
    await user.selectOptions(screen.getByLabelText("Item stok 2"), "Tepung");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));
    await user.type(screen.getByLabelText("Jumlah 3"), "2");
    await user.type(screen.getByLabelText("Catatan"), "Untuk akhir pekan");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));

    expect(await screen.findByText("Permintaan stok berhasil dikirim!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      items: [{ stockItem: "gula", quantity: 5 }],
      notes: "Untuk akhir pekan",
    });
  });

  it("shows a partly shipped request's lines with what was shipped and what is still open", async () => {
    renderApp("/member/permintaan-stok", {
      user: member,
      api: {
        "GET /api/stock": { body: catalogue },
        "GET /api/stock-requests/my": paged([
          testStockRequest("r1", {
            status: "Dikirim Sebagian",
            items: [
              { stockItem: { _id: "gula", name: "Gula", unit: "kg" }, quantity: 5, shippedQuantity: 3 },
              { stockItem: { _id: "tepung", name: "Tepung", unit: "kg" }, quantity: 2, shippedQuantity: 2 },
            ],
          }),
        ]),
      },
    });
    const row = await screen.findByRole("row", { name: /2 item/ });
    expect(row).toHaveTextContent("Dikirim Sebagian");
    await userEvent.setup().click(within(row).getByRole("button", { name: "Rincian" }));
    expect(await screen.findByText(/\(dikirim 3 kg, sisa 2 kg\)/)).toBeInTheDocument();
    expect(screen.getByText(/\(dikirim 2 kg\)/)).toBeInTheDocument();
  });

  it("reads '1.000' as one thousand and asks before sending more than 10× the largest request of that item", {
    timeout: 45_000,
  }, async () => {
    // The largest Gula asked before: 5 kg.
    const { calls } = renderRequests();
    const user = userEvent.setup();
    await screen.findByRole("row", { name: /1 item/ });
    await screen.findByRole("option", { name: "Gula" });
    await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula");
    await user.type(screen.getByLabelText("Jumlah 1"), "1.000");
    expect(screen.getByText("= 1.000 kg")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));

    const question = await screen.findByRole("dialog", { name: "Jumlah jauh di atas biasanya" });
    expect(question).toHaveTextContent("Gula 1.000 kg (permintaan sebelumnya paling banyak 5 kg)");
    await user.click(within(question).getByRole("button", { name: "Periksa Lagi" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Jumlah jauh di atas biasanya" })).getByRole("button", {
        name: "Ya, Simpan",
      }),
    );
    expect(await screen.findByText("Permintaan stok berhasil dikirim!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      items: [{ stockItem: "gula", quantity: 1000 }],
    });
  });

  it("saves the profile with the email read-only, then reloads the signed-in profile", async () => {
    const { calls } = renderApp("/member/profil", {
      user: member,
      api: {
        "PUT /api/customers/profile": { body: { message: "ok", user: { ...member, outletName: "Kedai Braga" } } },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Email")).toHaveAttribute("readonly");
    await user.clear(screen.getByLabelText("Nama Outlet"));
    await user.click(screen.getByRole("button", { name: "Simpan Profil" }));
    expect(await screen.findByText("Nama outlet wajib diisi.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Nama Outlet"), "Kedai Braga");
    await user.click(screen.getByRole("button", { name: "Simpan Profil" }));
    expect(await screen.findByText("Profil berhasil diperbarui!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Budi Mitra",
      phone: "0812 3456 789",
      outletName: "Kedai Braga",
      outletAddress: "Jl. Braga 1",
    });
    const profileLoads = calls.filter((call) => call.path === "/api/auth/profile");
    expect(profileLoads.length).toBeGreaterThanOrEqual(2);
  });

  it("words the member's password refusals its own way and changes it through the customers' endpoint", async () => {
    const { calls } = renderApp("/member/profil", {
      user: member,
      api: { "PUT /api/customers/change-password": { status: 500 } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Password Lama"), "lama123");
    await user.type(screen.getByLabelText("Password Baru"), "abc");
    await user.type(screen.getByLabelText("Konfirmasi Password Baru"), "abd");
    await user.click(screen.getByRole("button", { name: "Ubah Password" }));
    expect(await screen.findByText("Password baru minimal 6 karakter.")).toBeInTheDocument();
    expect(screen.getByText("Konfirmasi password baru tidak cocok.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Password Baru"));
    await user.type(screen.getByLabelText("Password Baru"), "baru1234");
    await user.clear(screen.getByLabelText("Konfirmasi Password Baru"));
    await user.type(screen.getByLabelText("Konfirmasi Password Baru"), "baru1234");
    await user.click(screen.getByRole("button", { name: "Ubah Password" }));
    expect(await screen.findByText("Gagal mengubah password.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/customers/change-password")).toBe(true);
  });

  it("offers the three guide downloads", async () => {
    renderApp("/member/panduan", { user: member });
    const links = await screen.findAllByRole("link", { name: /^Unduh/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/api/member/documents/manual",
      "/api/member/documents/logo",
      "/api/member/documents/template",
    ]);
  });
});
