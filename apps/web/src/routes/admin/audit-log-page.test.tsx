import type { AuditRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const row = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  _id: "e-1",
  at: "2026-11-23T03:15:00.000Z",
  actor: { _id: "u-1", name: "Ani Admin", kind: "staff" },
  action: "price.changed",
  entityType: "menuItem",
  entityId: "p-1",
  label: "Crepes Coklat",
  before: { price: 20000 },
  after: { price: 22000 },
  ...overrides,
});

const page = (data: AuditRecord[]) => ({ data, total: data.length, page: 1, limit: 100 });

describe("/admin/audit", { timeout: 20_000 }, () => {
  it("asks for today and every action, lists who did what, and shows before → after on a click", async () => {
    const { calls } = renderApp("/admin/audit", {
      user: testUsers.admin,
      api: {
        "GET /api/audit": {
          body: page([
            row(),
            row({
              _id: "e-2",
              actor: { _id: null, name: "Budi Kasir", kind: "staff" },
              action: "record.deleted",
              entityType: "staff",
              entityId: "u-9",
              label: "Sari Staf",
              before: { fullName: "Sari Staf", role: "cashier" },
              after: null,
            }),
          ]),
        },
      },
    });
    expect(await screen.findByRole("heading", { name: "Audit Log" })).toBeInTheDocument();
    expect(await screen.findByText("Harga: Rp 20.000 → Rp 22.000")).toBeInTheDocument();
    const table = within(screen.getByRole("table", { name: "Audit log" }));
    expect(table.getByText("Harga diubah")).toBeInTheDocument();
    expect(table.getByText("Ani Admin")).toBeInTheDocument();
    expect(table.getByText("Data dihapus")).toBeInTheDocument();
    expect(table.getByText("Sari Staf dihapus")).toBeInTheDocument();

    const asked = calls.find((call) => call.path === "/api/audit")?.url.searchParams;
    expect(asked?.get("startDate")).toBe(todayKey());
    expect(asked?.get("endDate")).toBe(todayKey());
    expect(asked?.has("action")).toBe(false);

    await userEvent.click(screen.getByText("Sari Staf dihapus"));
    const details = await screen.findByRole("table", { name: "Rincian Sari Staf" });
    expect(details).toHaveTextContent("Peran");
    expect(details).toHaveTextContent("Kasir");
    expect(details).toHaveTextContent("Nama Lengkap");
  });

  it("filters by action on 'Tampilkan', and says when nothing was recorded", async () => {
    const { calls } = renderApp("/admin/audit", {
      user: testUsers.admin,
      api: {
        "GET /api/audit": ({ url }) => ({
          body: page(url.searchParams.get("action") === "settings.changed" ? [] : [row()]),
        }),
      },
    });
    expect(await screen.findByText("Crepes Coklat")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Aksi"), "Pengaturan diubah");
    await userEvent.click(screen.getByRole("button", { name: "Tampilkan" }));
    expect(await screen.findByText("Tidak ada aktivitas tercatat pada rentang ini.")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === "/api/audit" && call.url.searchParams.get("action") === "settings.changed"),
      ).toBe(true),
    );
  });

  it("offers 'Muat Lebih Banyak' after a full page and appends the next one", async () => {
    const numbered = (n: number) => row({ _id: `e-${n}`, label: `Menu ${n}` });
    renderApp("/admin/audit", {
      user: testUsers.admin,
      api: {
        "GET /api/audit": ({ url }) => ({
          body:
            url.searchParams.get("page") === "2"
              ? { ...page([numbered(101)]), page: 2, total: 101 }
              : { ...page(Array.from({ length: 100 }, (_, index) => numbered(index + 1))), total: 101 },
        }),
      },
    });
    expect(await screen.findByText("Menu 100")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await screen.findByText("Menu 101")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull());
  });
});
