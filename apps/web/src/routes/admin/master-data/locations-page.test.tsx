import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/locations";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const dago = testLocation("loc-1", "Kedai Dago");
const braga = testLocation("loc-2", "Kedai Braga", { taxRatePercent: 10, taxLabel: "PBJT (10%)" });

async function editRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `Edit ${name}` }));
}

describe("/admin/lokasi outlet tax", { timeout: 20_000 }, () => {
  it("sets an outlet's own tax, needs both fields, and clears it with both empty", async () => {
    const { calls } = renderApp("/admin/lokasi", {
      user: testUsers.admin,
      api: {
        "GET /api/locations": { body: [braga, dago] },
        "PUT /api/locations/loc-1": ({ body }) => ({ body: { ...dago, ...(body as object) } }),
        "PUT /api/locations/loc-2": ({ body }) => ({ body: { ...braga, ...(body as object) } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("PBJT (10%)")).toBeInTheDocument();
    expect(screen.getByText("Ikut Pengaturan")).toBeInTheDocument();
    expect(screen.getAllByText(/PBJT \(pajak restoran daerah\) paling tinggi 10%/)).not.toHaveLength(0);

    await editRow(user, "Kedai Dago");
    await user.type(screen.getByLabelText("Tarif Pajak Outlet (%)"), "5");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(
      await screen.findByText("Isi tarif dan label pajak outlet bersama-sama, atau kosongkan keduanya."),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(screen.getByLabelText("Label Pajak Outlet"), "PBJT Dago (5%)");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      taxRatePercent: 5,
      taxLabel: "PBJT Dago (5%)",
    });

    await editRow(user, "Kedai Braga");
    expect(screen.getByLabelText("Tarif Pajak Outlet (%)")).toHaveValue(10);
    await user.clear(screen.getByLabelText("Tarif Pajak Outlet (%)"));
    await user.clear(screen.getByLabelText("Label Pajak Outlet"));
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT")[1].body).toMatchObject({
      taxRatePercent: null,
      taxLabel: null,
    });
  });

  it("shows a manager the outlet's tax read-only", async () => {
    renderApp("/admin/lokasi", { user: testUsers.manager, api: { "GET /api/locations": { body: [braga] } } });
    const user = userEvent.setup({ delay: null });
    await editRow(user, "Kedai Braga");
    expect(screen.getByLabelText("Tarif Pajak Outlet (%)")).toHaveAttribute("readonly");
    expect(screen.getByText("Hanya Admin yang dapat mengubah pajak outlet.")).toBeInTheDocument();
  });

  it("says the outlets could not be loaded instead of claiming there are none", async () => {
    renderApp("/admin/lokasi", {
      user: testUsers.admin,
      api: { "GET /api/locations": { status: 500, body: { code: "INTERNAL" } } },
    });
    expect((await screen.findAllByText("Gagal memuat data lokasi.", {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText("Belum ada lokasi.")).not.toBeInTheDocument();
  });
});
