import type { PrinterRecord } from "@kedai/shared";
import { encodeKitchenTicket, encodeReceipt } from "@kedai/shared/printing/escpos-documents";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { printOnTillDevice, tillOrderEvent } from "../../../lib/till-papers";
import { mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { renderWithQuery } from "../../../test/render-with-query";
import { DevicePrintersDialog, NO_DEVICE_PRINTERS, NO_DEVICE_SUPPORT } from "../components/device-printers-dialog";
import { printOnDevices } from "./device-papers";
import { DEVICE_PRINTERS_STORAGE_KEY, DevicePrinters } from "./device-printers";
import { EPSON_USB, fakeTransports } from "./fake-transport";
import type { LogoLoader } from "./logo-pixels";
import { devicePrintingIdle } from "./print-work";
import { AUTO_PRINT_KEYS, useAutoPrint, useDevicePrinting } from "./use-device-printing";

const ESC = 0x1b;
/** ESC p: the drawer pulse. */
const DRAWER_PULSE = [ESC, 0x70, 0x00];
const contains = (bytes: Uint8Array, sequence: number[]) =>
  bytes.some((_, start) => sequence.every((byte, offset) => bytes[start + offset] === byte));
const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

const printer = (overrides: Partial<PrinterRecord>): PrinterRecord => ({
  _id: "p-kasir",
  name: "Kasir USB",
  outlet: { _id: "loc-1", name: "Outlet Malang" },
  role: "receipt",
  connection: { type: "device" },
  paperWidth: 58,
  orderQr: false,
  language: "esc-pos",
  anyAddress: false,
  status: null,
  createdAt: "2026-11-26T01:00:00.000Z",
  ...overrides,
});

const cashOrder = testOrder({
  status: "Completed",
  paymentMethod: "Cash",
  paymentDetails: { method: "Cash", amountPaid: 70000, change: 5620 },
});

const withFakes = (present = EPSON_USB) => {
  const fakes = fakeTransports(present);
  const devices = new DevicePrinters({ transports: fakes.factory, canReopen: () => true });
  return { fakes, devices };
};

describe("DevicePrinters", () => {
  it("remembers the chosen device per printer and reopens it after a reload without a chooser", async () => {
    const { devices } = withFakes();
    expect(await devices.choose("p-kasir", "usb")).toMatchObject({ serialNumber: EPSON_USB.serialNumber });
    expect(JSON.parse(localStorage.getItem(DEVICE_PRINTERS_STORAGE_KEY) ?? "{}")).toEqual({
      "p-kasir": { ...EPSON_USB, type: "usb" },
    });

    // A reload: a new page with nothing open, the same storage.
    const reloaded = withFakes();
    expect(reloaded.devices.connected("p-kasir")).toBeNull();
    await reloaded.devices.print("p-kasir", new Uint8Array([1, 2, 3]));
    expect(reloaded.fakes.printed()).toEqual([new Uint8Array([1, 2, 3])]);
    expect(reloaded.devices.connected("p-kasir")).toMatchObject({ productName: "TM-T20II" });
  });

  it("keeps nothing when the chooser is cancelled, and refuses to print on a forgotten printer", async () => {
    const cancelled = withFakes(null as never);
    expect(await cancelled.devices.choose("p-kasir", "usb")).toBeNull();
    expect(cancelled.devices.remembered("p-kasir")).toBeNull();

    const { devices } = withFakes();
    await devices.choose("p-kasir", "usb");
    await devices.forget("p-kasir");
    expect(devices.remembered("p-kasir")).toBeNull();
    await expect(devices.print("p-kasir", new Uint8Array([1]))).rejects.toThrow("belum terhubung");
  });
});

describe("printOnDevices", () => {
  it("sends the receipt's ESC/POS (the server's encoder and lines) with the drawer pulse to the receipt printer only", async () => {
    const { devices, fakes } = withFakes();
    const receiptPrinter = printer({ orderQr: true });
    const kitchenPrinter = printer({ _id: "p-dapur", name: "Dapur BT", role: "kitchen", paperWidth: 80 });
    await devices.choose(receiptPrinter._id, "usb");
    await devices.choose(kitchenPrinter._id, "bluetooth");
    const outcomes = await printOnDevices(
      { document: "receipt", order: cashOrder, cashTakenAt: Date.now(), reprint: false },
      { printers: [receiptPrinter, kitchenPrinter], storeName: "Crepes Malang", devices },
    );
    expect(outcomes.map(({ printer, ok }) => [printer.name, ok])).toEqual([["Kasir USB", true]]);
    const [bytes] = fakes.printed();
    expect(fakes.printed()).toHaveLength(1);
    expect(bytes).toEqual(
      encodeReceipt(cashOrder, { paper: 58, storeName: "Crepes Malang", openDrawer: true, orderQr: true }),
    );
    expect(contains(bytes, DRAWER_PULSE)).toBe(true);
    expect(text(bytes)).toContain("CREPES MALANG");
    expect(text(bytes)).toContain("Rp 64.380");
  });

  it("sends the kitchen ticket to the kitchen printer, without a drawer pulse; a printer this till never chose is left alone", async () => {
    const { devices, fakes } = withFakes();
    const both = printer({ _id: "p-both", role: "both", paperWidth: 80 });
    const otherTill = printer({ _id: "p-other", role: "kitchen" });
    await devices.choose(both._id, "serial");
    const order = testOrder({ notes: "Tanpa gula" });
    const outcomes = await printOnDevices(
      { document: "kitchen", order },
      { printers: [both, otherTill], storeName: "Crepes", devices },
    );
    expect(outcomes).toHaveLength(1);
    expect(fakes.printed()).toEqual([encodeKitchenTicket(order, 80)]);
    expect(contains(fakes.printed()[0], DRAWER_PULSE)).toBe(false);
    expect(text(fakes.printed()[0])).toContain("Catatan: Tanpa gula");
  });

  it("encodes for a device printer set to StarPRNT in StarPRNT (its drawer pulse, not ESC/POS's)", async () => {
    const { devices, fakes } = withFakes();
    const star = printer({ language: "star-prnt" });
    await devices.choose(star._id, "usb");
    await printOnDevices(
      { document: "receipt", order: cashOrder, cashTakenAt: Date.now(), reprint: false },
      { printers: [star], storeName: "Crepes", devices },
    );
    const [bytes] = fakes.printed();
    expect(bytes).toEqual(
      encodeReceipt(cashOrder, {
        paper: 58,
        storeName: "Crepes",
        openDrawer: true,
        orderQr: false,
        language: "star-prnt",
      }),
    );
    expect(contains(bytes, [ESC, 0x07, 0x14, 0x14, 0x07])).toBe(true);
    expect(contains(bytes, DRAWER_PULSE)).toBe(false);
  });

  it("opens the drawer only within 20 s of the cash: not for a receipt made later, nor for a reprint", async () => {
    const { devices, fakes } = withFakes();
    await devices.choose("p-kasir", "usb");
    const printers = [printer({})];
    // The receipt waited (a slow Bluetooth link, a printer switched on late): 40 s after the cash.
    await printOnDevices(
      { document: "receipt", order: cashOrder, cashTakenAt: Date.now() - 40_000, reprint: false },
      { printers, storeName: "Crepes", devices },
    );
    await printOnDevices(
      { document: "receipt", order: cashOrder, cashTakenAt: Date.now(), reprint: true },
      { printers, storeName: "Crepes", devices },
    );
    expect(fakes.printed()).toHaveLength(2);
    for (const bytes of fakes.printed()) {
      expect(text(bytes)).toContain("Rp 64.380");
      expect(contains(bytes, DRAWER_PULSE)).toBe(false);
    }
  });

  it("says which printer failed when its device is gone, and does not throw", async () => {
    const { devices, fakes } = withFakes();
    await devices.choose("p-kasir", "usb");
    // Unplugged, then the page reloaded: the remembered device is not there to reopen.
    const reloaded = new DevicePrinters({
      transports: fakeTransports(null as never).factory,
      canReopen: () => true,
    });
    const [outcome] = await printOnDevices(
      { document: "receipt", order: cashOrder, cashTakenAt: null, reprint: true },
      { printers: [printer({})], storeName: "Crepes", devices: reloaded },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain('tidak tercetak di "Kasir USB"');
    expect(fakes.printed()).toEqual([]);
  });
});

/** A 16 × 8 logo, all black. */
const blackLogo = {
  data: new Uint8ClampedArray(16 * 8 * 4).map((_, i) => (i % 4 === 3 ? 255 : 0)),
  width: 16,
  height: 8,
};
/** ESC * 33: a stripe of a picture. */
const IMAGE_STRIPE = [ESC, 0x2a, 0x21];

/** The till's printing, and its switches as it reads them (so a test knows when a switch took effect). */
function TillPrinting({ devices, loadLogo }: { devices: DevicePrinters; loadLogo?: LogoLoader }) {
  useDevicePrinting(
    { outletId: "loc-1", storeName: "Crepes Malang", logoUrl: "/uploads/demo/logo.png" },
    { devices, loadLogo: loadLogo ?? (async () => null) },
  );
  const [receipt] = useAutoPrint("receipt");
  const [kitchen] = useAutoPrint("kitchen");
  return <output>{`struk ${receipt ? "on" : "off"}, dapur ${kitchen ? "on" : "off"}`}</output>;
}

describe("the till's printing (useDevicePrinting)", () => {
  it("prints what the till makes while 'Cetak otomatis' is on, nothing once it is off, and 'Cetak Struk' on the device", async () => {
    mockApi({ "GET /api/printers": { body: [printer({}), printer({ _id: "p-dapur", role: "kitchen" })] } });
    const { devices, fakes } = withFakes();
    await devices.choose("p-kasir", "usb");
    await devices.choose("p-dapur", "usb");
    const loadLogo = vi.fn(async () => blackLogo);
    renderWithQuery(<TillPrinting devices={devices} loadLogo={loadLogo} />);
    await waitFor(() => expect(printOnTillDevice({ document: "kitchen", order: cashOrder })).toBe(true));
    await waitFor(() => expect(fakes.printed()).toHaveLength(1));

    // Paid in cash just now: the print policy's receipt, with the drawer.
    tillOrderEvent(cashOrder, { kind: "completed", at: Date.now(), moneyTakenNow: true });
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(2);
    expect(loadLogo).toHaveBeenCalledWith("/uploads/demo/logo.png");
    // One transport per printer: the receipt printer's got the receipt, with the pulse; the kitchen's the ticket.
    const [receiptTransport, kitchenTransport] = fakes.made;
    expect(receiptTransport.printed).toHaveLength(1);
    expect(contains(receiptTransport.printed[0], DRAWER_PULSE)).toBe(true);
    // The settings' logo, as a raster above the heading; the kitchen's ticket has none.
    expect(contains(receiptTransport.printed[0], IMAGE_STRIPE)).toBe(true);
    expect(contains(kitchenTransport.printed[0], IMAGE_STRIPE)).toBe(false);
    expect(kitchenTransport.printed).toEqual([encodeKitchenTicket(cashOrder, 58)]);

    localStorage.setItem(AUTO_PRINT_KEYS.receipt, "off");
    window.dispatchEvent(new StorageEvent("storage"));
    localStorage.setItem(AUTO_PRINT_KEYS.kitchen, "off");
    window.dispatchEvent(new StorageEvent("storage"));
    await screen.findByText("struk off, dapur off");
    const another = { ...cashOrder, _id: "o-9", orderId: "CREPES-1795467619999" };
    tillOrderEvent(another, { kind: "placed", at: Date.now(), moneyTakenNow: true });
    // Every print under way has finished: a late one would be counted here.
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(2);
  });

  it("falls back to the print dialog where the till has no device printer", async () => {
    const { calls } = mockApi({
      "GET /api/printers": { body: [printer({ connection: { type: "network", host: "10.0.0.9", port: 9100 } })] },
    });
    const { devices } = withFakes();
    renderWithQuery(<TillPrinting devices={devices} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(printOnTillDevice({ document: "receipt", order: cashOrder, cashTakenAt: null, reprint: true })).toBe(false);
  });
});

describe("DevicePrintersDialog", () => {
  it("connects the outlet's device printer, prints a test page on it and keeps this device's switches", async () => {
    mockApi({ "GET /api/printers": { body: [printer({ paperWidth: 80 })] } });
    const { devices, fakes } = withFakes();
    const user = userEvent.setup();
    renderWithQuery(
      <DevicePrintersDialog
        outletId="loc-1"
        storeName="Crepes Malang"
        open
        onClose={() => {}}
        devices={devices}
        nav={{ usb: {}, serial: {} } as unknown as Navigator}
      />,
    );
    const row = await screen.findByRole("listitem", { name: "Kasir USB" });
    expect(row).toHaveTextContent("Belum dipilih di perangkat ini");
    expect(screen.queryByRole("button", { name: "Hubungkan Bluetooth" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Hubungkan USB" }));
    await waitFor(() => expect(row).toHaveTextContent("Terhubung: TM-T20II"));
    await user.click(screen.getByRole("button", { name: "Tes cetak" }));
    await waitFor(() => expect(fakes.printed()).toHaveLength(1));
    expect(text(fakes.printed()[0])).toContain("TES PRINTER");

    const receiptSwitch = screen.getByRole("switch", { name: "Struk setelah pembayaran" });
    expect(receiptSwitch).toHaveAttribute("aria-checked", "true");
    await user.click(receiptSwitch);
    expect(receiptSwitch).toHaveAttribute("aria-checked", "false");
    expect(localStorage.getItem(AUTO_PRINT_KEYS.receipt)).toBe("off");
  });

  it("says so on a browser that reaches no device, and when the outlet has no device printer", async () => {
    mockApi({ "GET /api/printers": { body: [] } });
    renderWithQuery(
      <DevicePrintersDialog outletId="loc-1" storeName="Crepes" open onClose={() => {}} nav={{} as Navigator} />,
    );
    expect(await screen.findByText(NO_DEVICE_SUPPORT)).toBeInTheDocument();
    expect(screen.getByText(NO_DEVICE_PRINTERS)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Tiket dapur untuk pesanan baru" })).toBeInTheDocument();
  });
});
