import type { LocationRecord } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/locations";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const dago = testLocation("loc-1", "Kedai Dago");
const braga = testLocation("loc-2", "Kedai Braga", { taxRatePercent: 10, taxLabel: "PBJT (10%)" });

const headOffice = testLocation("gudang", "Gudang Pusat", { kind: "head_office", address: "Jl. Gudang 1" });

/** GET /api/locations: head office when asked by kind, else `outlets`. */
const locationsRoute =
  (outlets: LocationRecord[]) =>
  ({ url }: { url: URL }) => ({ body: url.searchParams.get("kind") === "head_office" ? [headOffice] : outlets });

async function editRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `Edit ${name}` }));
}

describe("/admin/lokasi outlet tax", { timeout: 20_000 }, () => {
  it("sets an outlet's own tax, needs both fields, and clears it with both empty", async () => {
    const { calls } = renderApp("/admin/lokasi", {
      user: testUsers.admin,
      api: {
        "GET /api/locations": locationsRoute([braga, dago]),
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
    expect(screen.getByLabelText("Tarif Pajak Outlet (%)")).toHaveValue("10");
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
    renderApp("/admin/lokasi", { user: testUsers.manager, api: { "GET /api/locations": locationsRoute([braga]) } });
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

  it("shows Gudang Pusat first as head office, editable by name and address, without Hapus", async () => {
    const { calls } = renderApp("/admin/lokasi", {
      user: testUsers.admin,
      api: {
        "GET /api/locations": locationsRoute([dago]),
        "PUT /api/locations/gudang": ({ body }) => ({ body: { ...headOffice, ...(body as object) } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByRole("row", { name: /Gudang Pusat/ });
    expect(row).toHaveTextContent("Gudang pusat");
    expect(screen.getAllByRole("row")[1]).toBe(row);
    expect(screen.getByRole("row", { name: /Kedai Dago/ })).toHaveTextContent("Outlet");
    expect(screen.queryByRole("button", { name: "Hapus Gudang Pusat" })).toBeNull();
    expect(screen.getByRole("button", { name: "Hapus Kedai Dago" })).toBeInTheDocument();

    await editRow(user, "Gudang Pusat");
    // It sells nothing: no status or tax to set.
    expect(screen.queryByLabelText("Status")).toBeNull();
    expect(screen.queryByLabelText("Tarif Pajak Outlet (%)")).toBeNull();
    await user.clear(screen.getByLabelText("Alamat"));
    await user.type(screen.getByLabelText("Alamat"), "Jl. Gudang Baru 2");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      name: "Gudang Pusat",
      address: "Jl. Gudang Baru 2",
    });
  });
});
