import { afterEach, describe, expect, it, vi } from "vitest";
import { type ConnectedDevice, DeviceLink, libraryTransport, NOT_CONNECTED, supportedDeviceKinds } from "./transport";

/*
 * The fence around the @point-of-sale transports: what DeviceLink relies on, checked on the real
 * classes with the browser's USB and serial objects faked. They report a connection by a
 * "connected" event on a timer (not by connect()'s promise), swallow a cancelled chooser, reopen a
 * remembered device by its ids, and write print()'s bytes to the device unchanged. An upgrade that
 * changes any of it fails here before a till stops printing.
 */

function defineNavigator(name: "usb" | "serial", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  for (const name of ["usb", "serial"]) Reflect.deleteProperty(navigator, name);
  vi.restoreAllMocks();
});

/** An Epson TM-T20 as WebUSB shows it: one interface with a bulk out and in endpoint. */
function fakeUsbPrinter(serialNumber = "X5YE012345") {
  const written: Uint8Array[] = [];
  const device = {
    vendorId: 1208,
    productId: 0x0e15,
    serialNumber,
    productName: "TM-T20II",
    manufacturerName: "EPSON",
    configuration: {
      interfaces: [
        {
          interfaceNumber: 0,
          alternate: {
            endpoints: [
              { direction: "out", endpointNumber: 1 },
              { direction: "in", endpointNumber: 2 },
            ],
          },
        },
      ],
    },
    open: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    reset: vi.fn(async () => {}),
    selectConfiguration: vi.fn(async () => {}),
    claimInterface: vi.fn(async () => {}),
    transferOut: vi.fn(async (_endpoint: number, data: Uint8Array) => {
      written.push(data);
      return { status: "ok" };
    }),
  };
  return { device, written };
}

function fakeUsb(devices: { requested: unknown; granted: unknown[] }) {
  return {
    addEventListener: vi.fn(),
    requestDevice: vi.fn(async () => {
      if (!devices.requested) throw new DOMException("No device selected.", "NotFoundError");
      return devices.requested;
    }),
    getDevices: vi.fn(async () => devices.granted),
  };
}

describe("the WebUSB transport (the library's real class)", () => {
  it("announces the chosen printer by its event before the next timer, and prints the bytes as given", async () => {
    const { device, written } = fakeUsbPrinter();
    defineNavigator("usb", fakeUsb({ requested: device, granted: [] }));
    const link = new DeviceLink("usb", await libraryTransport("usb"));
    const chosen = await link.choose();
    expect(chosen).toMatchObject({ type: "usb", vendorId: 1208, serialNumber: "X5YE012345", productName: "TM-T20II" });
    const bytes = new Uint8Array([0x1b, 0x40, 0x41, 0x0a, 0x1b, 0x70, 0x00]);
    await link.print(bytes);
    expect(written).toEqual([bytes]);
    expect(device.claimInterface).toHaveBeenCalledWith(0);
  });

  it("resolves without a printer when the cashier closes the chooser", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    defineNavigator("usb", fakeUsb({ requested: null, granted: [] }));
    const link = new DeviceLink("usb", await libraryTransport("usb"));
    expect(await link.choose()).toBeNull();
    await expect(link.print(new Uint8Array([1]))).rejects.toThrow(NOT_CONNECTED);
  });

  it("reopens the remembered printer by its serial number without a chooser", async () => {
    const { device } = fakeUsbPrinter("SN-2");
    const usb = fakeUsb({ requested: null, granted: [fakeUsbPrinter("SN-1").device, device] });
    defineNavigator("usb", usb);
    const link = new DeviceLink("usb", await libraryTransport("usb"));
    const remembered: ConnectedDevice = { type: "usb", vendorId: 1208, productId: 0x0e15, serialNumber: "SN-2" };
    expect(await link.reopen(remembered)).toMatchObject({ serialNumber: "SN-2" });
    expect(device.open).toHaveBeenCalled();
    expect(usb.requestDevice).not.toHaveBeenCalled();
  });
});

describe("the Web Serial transport (the library's real class)", () => {
  it("opens the chosen port and writes print()'s bytes to it", async () => {
    const written: Uint8Array[] = [];
    const port = {
      open: vi.fn(async () => {}),
      getInfo: () => ({ usbVendorId: 0x0483, usbProductId: 0x5743 }),
      readable: null,
      writable: new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
    };
    defineNavigator("serial", { addEventListener: vi.fn(), requestPort: vi.fn(async () => port), getPorts: vi.fn() });
    const link = new DeviceLink("serial", await libraryTransport("serial"));
    expect(await link.choose()).toMatchObject({ type: "serial", vendorId: 0x0483, productId: 0x5743 });
    expect(port.open).toHaveBeenCalledWith(expect.objectContaining({ baudRate: 9600 }));
    const bytes = new Uint8Array([0x1b, 0x40, 0x1d, 0x56, 0x41, 0x00]);
    await link.print(bytes);
    // The serial transport queues the write and returns: it goes out on the port's writer a moment later.
    await vi.waitFor(() => expect(written).toEqual([bytes]));
  });
});

describe("the Web Bluetooth transport (the library's real class)", () => {
  it("has the shape DeviceLink drives", async () => {
    const Transport = (await import("@point-of-sale/webbluetooth-receipt-printer")).default;
    for (const method of ["connect", "reconnect", "print", "disconnect", "addEventListener"]) {
      expect(typeof (Transport.prototype as unknown as Record<string, unknown>)[method]).toBe("function");
    }
  });
});

describe("supportedDeviceKinds", () => {
  it("lists the kinds the browser has and none on a browser without them", () => {
    expect(supportedDeviceKinds({ usb: {}, serial: {} } as unknown as Navigator)).toEqual(["usb", "serial"]);
    expect(supportedDeviceKinds({} as Navigator)).toEqual([]);
  });
});
