import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

// The master-data forms ask for what the server requires, in the server's words, before sending.
describe("required fields of the master-data forms", { timeout: 30_000 }, () => {
  it.each([
    {
      screen: "/admin/satuan",
      list: "/api/units",
      submit: "Tambah Satuan",
      fill: {},
      messages: ["Nama satuan wajib diisi."],
    },
    {
      screen: "/admin/meja",
      list: "/api/tables",
      submit: "Tambah Meja",
      fill: { "Kapasitas (orang)": "0" },
      messages: ["Nama meja wajib diisi.", "Kapasitas minimal 1."],
    },
    {
      screen: "/admin/pemasok",
      list: "/api/suppliers",
      submit: "Tambah Supplier",
      fill: {},
      messages: ["Nama supplier wajib diisi.", "Nomor telepon supplier wajib diisi."],
    },
    {
      screen: "/admin/lokasi",
      list: "/api/locations",
      submit: "Tambah Lokasi",
      fill: {},
      messages: ["Nama lokasi wajib diisi.", "Alamat lokasi wajib diisi."],
    },
  ])("$screen asks for what is missing before sending", async ({ screen: path, list, submit, fill, messages }) => {
    const { calls } = renderApp(path, { user: testUsers.admin, api: { [`GET ${list}`]: { body: [] } } });
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole("button", { name: submit });
    for (const [label, value] of Object.entries(fill)) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(button);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
