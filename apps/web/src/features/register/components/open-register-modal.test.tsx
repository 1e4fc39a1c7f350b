import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRoute } from "../../../test/fetch-mock";
import { testLocation } from "../../../test/locations";
import { openRegisterSession, registerStatusOf } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { formOf, submitTwice } from "../../../test/submit-twice";
import { tillCatalogRoute } from "../../../test/till-catalog";
import { testUsers } from "../../../test/users";

const session = openRegisterSession();

function renderTill(api: Record<string, MockRoute> = {}) {
  return renderApp("/pos", {
    user: testUsers.cashier,
    api: {
      "GET /api/register/status": { body: registerStatusOf(null) },
      "GET /api/locations": { body: [testLocation("loc-1", "Kedai Crepes Pusat")] },
      "GET /api/menu": { body: [] },
      "GET /api/orders/catalog": tillCatalogRoute([]),
      "GET /api/categories": { body: [] },
      "GET /api/tables": { body: [] },
      "GET /api/users/waiters": { body: [] },
      "GET /api/promos/active": { body: [] },
      ...api,
    },
  });
}

/** A till whose register opens only when `release` is called: until then the opening is on its way. */
function openingWhenReleased() {
  let isOpen = false;
  let release: () => void = () => undefined;
  const api: Record<string, MockRoute> = {
    "GET /api/register/status": () => ({ body: registerStatusOf(isOpen ? session : null) }),
    "POST /api/register/open": () =>
      new Promise((resolve) => {
        release = () => {
          isOpen = true;
          resolve({ status: 201, body: session });
        };
      }),
  };
  return { api, release: () => release() };
}

async function openForm() {
  const dialog = await screen.findByRole("dialog", { name: "Buka Register" });
  await within(dialog).findByRole("option", { name: "Kedai Crepes Pusat" });
  return { dialog, user: userEvent.setup() };
}

describe("Buka Register", { timeout: 20_000 }, () => {
  it("asks for the outlet and a valid opening balance before calling the server", async () => {
    const { calls } = renderTill();
    const { dialog, user } = await openForm();
    await user.click(within(dialog).getByRole("button", { name: "Buka Register" }));
    expect(within(dialog).getByText("Pilih outlet terlebih dahulu.")).toBeVisible();
    expect(within(dialog).getByText("Isi saldo awal dengan angka yang valid.")).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText("Outlet"), "loc-1");
    // A minus sign cannot be typed into a Rupiah field; an emptied one is still refused.
    const balance = within(dialog).getByLabelText("Saldo Awal (Rp)");
    await user.type(balance, "-5");
    expect(balance).toHaveValue("5");
    await user.clear(balance);
    await user.click(within(dialog).getByRole("button", { name: "Buka Register" }));
    expect(within(dialog).queryByText("Pilih outlet terlebih dahulu.")).toBeNull();
    expect(within(dialog).getByText("Isi saldo awal dengan angka yang valid.")).toBeVisible();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows 'Memproses...' while opening, then unlocks the till", async () => {
    const server = openingWhenReleased();
    const { calls } = renderTill(server.api);
    const { dialog, user } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText("Outlet"), "loc-1");
    await user.type(within(dialog).getByLabelText("Saldo Awal (Rp)"), "200000");
    await user.type(within(dialog).getByLabelText("Catatan"), "Shift pagi");
    await user.click(within(dialog).getByRole("button", { name: "Buka Register" }));
    expect(await within(dialog).findByRole("button", { name: "Memproses..." })).toBeDisabled();
    server.release();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Buka Register" })).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      outlet: "loc-1",
      openingBalance: 200000,
      notes: { opening: "Shift pagi" },
    });
    expect(await screen.findByRole("button", { name: "Buat Pesanan" })).toBeVisible();
  });

  it("opens one session when Buka Register is submitted twice at once", async () => {
    const server = openingWhenReleased();
    const { calls } = renderTill(server.api);
    const posts = () => calls.filter((call) => call.method === "POST");
    const { dialog, user } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText("Outlet"), "loc-1");
    await user.type(within(dialog).getByLabelText("Saldo Awal (Rp)"), "200000");
    submitTwice(formOf(within(dialog).getByRole("button", { name: "Buka Register" })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    server.release();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Buka Register" })).toBeNull());
    expect(posts()).toHaveLength(1);
  });

  it.each([
    [
      "the server's reason",
      { status: 409, body: { message: "Anda masih memiliki sesi register yang terbuka." } },
      "Anda masih memiliki sesi register yang terbuka.",
    ],
    ["the default without one", { status: 500 }, "Gagal membuka sesi register."],
  ])("shows %s when opening fails", async (_case, answer, message) => {
    renderTill({ "POST /api/register/open": answer });
    const { dialog, user } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText("Outlet"), "loc-1");
    await user.type(within(dialog).getByLabelText("Saldo Awal (Rp)"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Buka Register" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });

  it("says the status could not be checked when the status call fails", async () => {
    renderTill({ "GET /api/register/status": { status: 500 } });
    expect(await screen.findByText("Gagal memverifikasi status kasir. Coba refresh.")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
