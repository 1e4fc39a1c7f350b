import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const table = (qrToken: string) => ({
  _id: "t-1",
  name: "Meja 7",
  capacity: 4,
  status: "Available",
  qrToken,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

const publicConfig = { businessTimeZone: "Asia/Jakarta", publicUrl: "https://kedai.example", publicUrlProblem: null };

describe("a table's QR code on /admin/meja", { timeout: 20_000 }, () => {
  it("draws the table's ordering link, and a new code only after the admin confirms", async () => {
    let token = "tok-lama";
    const { calls } = renderApp("/admin/meja", {
      user: testUsers.admin,
      api: {
        "GET /api/tables": () => ({ body: [table(token)] }),
        "GET /api/config": { body: publicConfig },
        "POST /api/tables/t-1/qr-token": () => {
          token = "tok-baru";
          return { body: { _id: "t-1", qrToken: token } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "QR Code" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("img", { name: "QR code Meja 7" }).querySelector("svg")).not.toBeNull();
    // Built from the server's PUBLIC_URL, not from the address this browser uses.
    expect(await within(dialog).findByText("https://kedai.example/order?meja=tok-lama")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Buat Ulang" }));
    await user.click(await screen.findByRole("button", { name: "Buat Baru" }));
    await waitFor(() =>
      expect(within(dialog).getByText("https://kedai.example/order?meja=tok-baru")).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.path === "/api/tables/t-1/qr-token")).toHaveLength(1);
  });

  it("says why and refuses to print while PUBLIC_URL is private", async () => {
    const problem = "Alamat publik toko (PUBLIC_URL) memakai alamat lokal 192.168.1.20 yang tidak dapat dibuka.";
    renderApp("/admin/meja", {
      user: testUsers.admin,
      api: {
        "GET /api/tables": () => ({ body: [table("tok-lama")] }),
        "GET /api/config": {
          body: { ...publicConfig, publicUrl: "http://192.168.1.20:3201", publicUrlProblem: problem },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "QR Code" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    expect(within(dialog).queryByRole("img")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cetak QR" })).toBeDisabled();
  });
});
