import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testLocation } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const outlet = testLocation("loc-1", "Outlet Pusat");

function renderProfile(api = {}) {
  return renderApp("/admin/profil", {
    user: { ...testUsers.manager, phone: "0812 3456 789", assignedLocation: "loc-1" },
    api: { "GET /api/locations": { body: [outlet] }, ...api },
  });
}

async function submitPasswords(oldPassword: string, newPassword: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Password Lama"), oldPassword);
  await user.type(screen.getByLabelText("Password Baru"), newPassword);
  await user.type(screen.getByLabelText("Konfirmasi Password Baru"), confirm);
  await user.click(screen.getByRole("button", { name: "Ubah Password" }));
}

describe("/admin/profil", { timeout: 20_000 }, () => {
  it("shows the account's data, its outlet by name", async () => {
    renderProfile();
    const shown = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await screen.findByText("Nama Lengkap");
    expect(shown("Nama Lengkap")).toBe("Maya Manajer");
    expect(shown("Peran")).toBe("Manajer");
    expect(shown("Telepon")).toBe("0812 3456 789");
    await waitFor(() => expect(shown("Lokasi Tugas")).toBe("Outlet Pusat"));
  });

  it("sets the approval PIN with the password, refusing one that is not 4–6 digits without calling the server", async () => {
    const { calls } = renderProfile({ "PUT /api/auth/pin": { body: { message: "PIN berhasil disimpan." } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("PIN Baru"), "12a");
    await user.type(screen.getByLabelText("Password Anda"), "sandi123");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(await screen.findByText("PIN harus 4–6 angka.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/pin")).toBe(false);
    await user.clear(screen.getByLabelText("PIN Baru"));
    await user.type(screen.getByLabelText("PIN Baru"), "482913");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(await screen.findByText("PIN berhasil disimpan.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/auth/pin")?.body).toEqual({ pin: "482913", password: "sandi123" });
  });

  it("refuses a confirmation that differs and a new password under 6 characters, without calling the server", async () => {
    const { calls } = renderProfile();
    await submitPasswords("lama123", "abc", "abd");
    expect(await screen.findByText("Password baru minimal harus 6 karakter.")).toBeInTheDocument();
    expect(screen.getByText("Password baru dan konfirmasi tidak cocok.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/change-password")).toBe(false);
  });

  it("shows the server's refusal of a wrong old password under the field", async () => {
    renderProfile({
      "PUT /api/auth/change-password": {
        status: 400,
        body: {
          message: "Password lama salah.",
          code: "WRONG_OLD_PASSWORD",
          fields: { oldPassword: "Password lama salah." },
        },
      },
    });
    await submitPasswords("salah99", "baru1234", "baru1234");
    expect(await screen.findAllByText("Password lama salah.")).not.toHaveLength(0);
    expect(screen.getByLabelText("Password Lama")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the old and the new password and empties the form when the change is accepted", async () => {
    const { calls } = renderProfile({
      "PUT /api/auth/change-password": { body: { success: true, message: "Password berhasil diperbarui." } },
    });
    await submitPasswords("lama123", "baru1234", "baru1234");
    expect(await screen.findByText("Password berhasil diperbarui.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/auth/change-password")?.body).toEqual({
      oldPassword: "lama123",
      newPassword: "baru1234",
    });
    expect(screen.getByLabelText("Password Lama")).toHaveValue("");
  });
});
