import { defaultSettings, type Settings } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../test/fetch-mock";
import { stubObjectUrls } from "../../test/object-urls";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const stored: Settings = {
  ...defaultSettings(),
  companyName: "Kedai Uji",
  homeHeadline: "Crepes Lama",
  operationalHours: [{ day: "Senin - Jumat", hours: "10.00 - 21.00" }],
  franchiseBenefits: [{ title: "Pelatihan", description: "Pelatihan staf." }],
};

const documents = { body: [] };

stubObjectUrls();

/** Pasting fires the same input events as typing, at once. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  field.focus();
  await user.paste(text);
}

describe("/admin/pengaturan", { timeout: 30_000 }, () => {
  it("sends the edited settings, the hour rows and a chosen logo as multipart, and confirms", async () => {
    const puts: MockRequest[] = [];
    renderApp("/admin/pengaturan", {
      user: testUsers.admin,
      settings: stored,
      api: {
        "GET /api/member/documents": documents,
        "PUT /api/settings": (request) => {
          puts.push(request);
          const sent = JSON.parse((request.body as FormData).get("settingsData") as string);
          return { body: { ...sent, logoUrl: "/uploads/logo-baru.png" } };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByDisplayValue("Crepes Lama")).toBeInTheDocument();

    await replaceText(user, "Judul Beranda", "Crepes Baru Setiap Hari");
    await user.click(screen.getByRole("button", { name: "Tambah Jam" }));
    await user.type(screen.getByLabelText("Hari 2"), "Sabtu");
    await user.type(screen.getByLabelText("Jam 2"), "09.00 - 22.00");
    await user.click(screen.getByRole("button", { name: "Hapus keuntungan 1" }));
    await replaceText(user, "Tarif Pajak (%)", "10");
    await replaceText(user, "Label Pajak", "PBJT (10%)");
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Logo"), logo);
    expect(screen.getByRole("img", { name: "Pratinjau logo" })).toHaveAttribute("src", "blob:preview");

    await user.click(screen.getByRole("button", { name: "Simpan Pengaturan" }));
    expect(await screen.findByText("Pengaturan berhasil disimpan.")).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    const form = puts[0].body as FormData;
    expect((form.get("logoUrl") as File).name).toBe("logo.png");
    expect(form.get("homePageImage")).toBeNull();
    expect(JSON.parse(form.get("settingsData") as string)).toMatchObject({
      homeHeadline: "Crepes Baru Setiap Hari",
      operationalHours: [
        { day: "Senin - Jumat", hours: "10.00 - 21.00" },
        { day: "Sabtu", hours: "09.00 - 22.00" },
      ],
      franchiseBenefits: [],
      taxRatePercent: 10,
      taxLabel: "PBJT (10%)",
      packagingFee: 2000,
    });
  });

  it("refuses a non-picture file and an empty rate before sending; shows the server's refusal", async () => {
    const { calls } = renderApp("/admin/pengaturan", {
      user: testUsers.admin,
      settings: stored,
      api: {
        "GET /api/member/documents": documents,
        "PUT /api/settings": {
          status: 400,
          body: { message: "Gambar harus berformat PNG atau JPEG.", code: "VALIDATION", fields: {} },
        },
      },
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByDisplayValue("Crepes Lama");

    await user.upload(
      screen.getByLabelText("Gambar Halaman Beranda"),
      new File(["GIF"], "a.gif", { type: "image/gif" }),
    );
    expect(await screen.findByText("Gambar harus berformat PNG atau JPEG.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Tarif Pajak (%)"));
    await user.click(screen.getByRole("button", { name: "Simpan Pengaturan" }));
    expect(await screen.findByText("Tarif pajak harus berupa angka.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await replaceText(user, "Tarif Pajak (%)", "11");
    await user.click(screen.getByRole("button", { name: "Simpan Pengaturan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(await screen.findAllByText("Gambar harus berformat PNG atau JPEG.")).not.toHaveLength(0);
  });

  it("says so when the settings cannot be loaded, and offers no form to overwrite them", async () => {
    renderApp("/admin/pengaturan", {
      user: testUsers.admin,
      api: {
        "GET /api/member/documents": documents,
        "GET /api/settings": { status: 500, body: { message: "Terjadi kesalahan pada server.", code: "INTERNAL" } },
      },
    });
    expect(await screen.findAllByText("Gagal memuat pengaturan.")).not.toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Simpan Pengaturan" })).toBeNull();
  });

  it("is read-only for a manager", async () => {
    renderApp("/admin/pengaturan", {
      user: testUsers.manager,
      settings: stored,
      api: { "GET /api/member/documents": documents },
    });
    expect(await screen.findByText("Hanya Admin yang dapat mengubah pengaturan.")).toBeInTheDocument();
    expect(screen.getByLabelText("Judul Beranda")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Simpan Pengaturan" })).toBeNull();
  });
});
