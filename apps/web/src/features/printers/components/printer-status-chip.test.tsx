import type { PrinterRecord } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetOutbox, startOutbox } from "../../../lib/outbox";
import { mockApi } from "../../../test/fetch-mock";
import { renderWithQuery } from "../../../test/render-with-query";
import { PrinterStatusChip, SERVER_PRINTERS_UNKNOWN } from "./printer-status-chip";

const printer = (overrides: Partial<PrinterRecord>): PrinterRecord => ({
  _id: "p-1",
  name: "Dapur",
  outlet: { _id: "loc-1", name: "Outlet Malang" },
  role: "kitchen",
  connection: { type: "network", host: "192.168.1.50", port: 9100 },
  paperWidth: 58,
  orderQr: false,
  language: "esc-pos",
  anyAddress: false,
  status: null,
  createdAt: "2026-11-26T01:00:00.000Z",
  ...overrides,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await resetOutbox();
});

describe("PrinterStatusChip", () => {
  it("names the printer that did not answer, with its message for the cashier", async () => {
    const message = 'Tiket dapur #1055 tidak tercetak: Printer "Dapur" (192.168.1.50:9100) tidak menjawab.';
    const { calls } = mockApi({
      "GET /api/printers": {
        body: [
          printer({ status: { ok: false, message, at: "2026-11-26T05:00:00.000Z" } }),
          printer({ _id: "p-2", name: "Kasir", role: "receipt", status: null }),
        ],
      },
    });
    renderWithQuery(<PrinterStatusChip outletId="loc-1" />);
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Printer bermasalah: Dapur");
    expect(status).toHaveTextContent(message);
    expect(calls[0].url.searchParams.get("outlet")).toBe("loc-1");
  });

  it("says the printers are ready, and shows nothing for an outlet without network printers", async () => {
    mockApi({
      "GET /api/printers": {
        body: [
          printer({ status: { ok: true, message: "Tiket dapur #1055 tercetak.", at: "2026-11-26T05:00:00.000Z" } }),
        ],
      },
    });
    const { unmount } = renderWithQuery(<PrinterStatusChip outletId="loc-1" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Printer siap");
    unmount();

    const devices = mockApi({ "GET /api/printers": { body: [printer({ connection: { type: "device" } })] } });
    const { client } = renderWithQuery(<PrinterStatusChip outletId="loc-1" />);
    await waitFor(() => expect(devices.calls).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("does not claim the printers are ready while the server, which drives them, cannot be reached", async () => {
    mockApi({
      "GET /api/printers": {
        body: [
          printer({ status: { ok: true, message: "Tiket dapur #1055 tercetak.", at: "2026-11-26T05:00:00.000Z" } }),
        ],
      },
    });
    const stop = startOutbox("u-cashier", () => undefined);
    try {
      renderWithQuery(<PrinterStatusChip outletId="loc-1" />);
      expect(await screen.findByRole("status")).toHaveTextContent("Printer siap");
      const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      window.dispatchEvent(new Event("offline"));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SERVER_PRINTERS_UNKNOWN));
      expect(screen.getByRole("status")).not.toHaveTextContent("Printer siap");
      offline.mockRestore();
    } finally {
      stop();
      window.dispatchEvent(new Event("online"));
    }
  });
});
