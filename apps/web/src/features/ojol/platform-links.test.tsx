import type { PlatformLinkRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { csrfRoute, type MockRequest, mockApi } from "../../test/fetch-mock";
import { renderWithQuery } from "../../test/render-with-query";
import { PlatformLinksSettings } from "./platform-links";

const OUTLET_ID = "7b0c6f1e-2a4d-4c8e-9f10-3d5e6a7b8c9d";
const outlets = [{ _id: OUTLET_ID, name: "Kedai Dago" }];
const saved: PlatformLinkRecord = {
  _id: "link-1",
  outletId: OUTLET_ID,
  outletName: "Kedai Dago",
  platform: "gofood",
  merchantRef: "G-123",
  enabled: true,
  autoAccept: false,
  commissionPercent: 20,
  markupPercent: 0,
  paused: false,
  clientId: "kedai-gobiz",
  clientSecretSet: true,
  inboundClientId: "",
  inboundSecretSet: true,
  updatedAt: "2026-11-29T00:00:00.000Z",
};

/** Types a field's text at once (typing key by key is slow on a busy runner). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe("Pengaturan → Ojol", { timeout: 30_000 }, () => {
  it("saves an outlet's GoFood link with its secrets, lists it without them, and tests the connection", async () => {
    const posted: MockRequest[] = [];
    const { calls } = mockApi({
      ...csrfRoute,
      "GET /api/ojol/links": () => ({ body: posted.length ? [saved] : [] }),
      "POST /api/ojol/links": (request: MockRequest) => {
        posted.push(request);
        return { body: saved };
      },
      "POST /api/ojol/links/link-1/test": { body: { ok: true, message: "Terhubung: platform memberi token akses." } },
    });
    renderWithQuery(<PlatformLinksSettings outlets={outlets} />);
    expect(await screen.findByText("Belum ada tautan ojol.")).toBeVisible();

    const form = screen.getByRole("form", { name: "Tautan ojol" });
    await userEvent.selectOptions(within(form).getByLabelText("Outlet"), "Kedai Dago");
    await userEvent.selectOptions(within(form).getByLabelText("Platform"), "GoFood");
    await fill(within(form).getByLabelText("GoFood Outlet ID"), "G-123");
    await fill(within(form).getByLabelText("Client ID"), "kedai-gobiz");
    await fill(within(form).getByLabelText("Client Secret"), "rahasia-klien");
    await fill(within(form).getByLabelText("Notification Secret Key"), "rahasia-notifikasi");
    await userEvent.click(within(form).getByLabelText("Aktif (pesanan masuk)"));
    await userEvent.click(within(form).getByRole("button", { name: "Simpan Tautan" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({
      outletId: OUTLET_ID,
      platform: "gofood",
      merchantRef: "G-123",
      enabled: true,
      autoAccept: false,
      clientId: "kedai-gobiz",
      clientSecret: "rahasia-klien",
      inboundSecret: "rahasia-notifikasi",
    });
    const row = (await screen.findByText("Kedai Dago", { selector: "strong" })).closest("li") as HTMLElement;
    expect(row).toHaveTextContent("Rahasia tersimpan");
    expect(document.body).not.toHaveTextContent("rahasia-klien");

    await userEvent.click(within(row).getByRole("button", { name: "Tes koneksi" }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === "POST" && call.path === "/api/ojol/links/link-1/test"),
      ).toHaveLength(1),
    );
  });
});
