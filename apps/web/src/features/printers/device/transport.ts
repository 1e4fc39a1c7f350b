/*
 * The till's own printers, reached by the browser (ADR 0037): USB (WebUSB), serial (Web Serial: a
 * USB printer Windows shows as a COM port, or a virtual serial port) and Bluetooth (Web
 * Bluetooth), through the @point-of-sale transports. All three are one shape, `ReceiptPrinterTransport`;
 * everything above this file talks to that shape, so the tests put a fake printer in its place.
 */

export const DEVICE_KINDS = ["usb", "serial", "bluetooth"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  usb: "USB",
  serial: "Serial (COM)",
  bluetooth: "Bluetooth",
};

/**
 * What a transport says of the printer it opened (its "connected" event): enough to open the same
 * printer again on the next visit without asking (USB: vendor, product, serial number; serial: vendor
 * and product; Bluetooth: the browser's id of the device), and a name to show.
 */
export type ConnectedDevice = {
  type: DeviceKind;
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string | null;
  id?: string;
  name?: string;
  productName?: string;
  manufacturerName?: string;
};

/** The part of the library's printer classes Kedai uses. */
export interface ReceiptPrinterTransport {
  /** Shows the browser's chooser (from a click only); emits "connected" once a printer is open. */
  connect(): Promise<void>;
  /** Opens a printer the browser already gave this site, without a chooser. */
  reconnect(device: ConnectedDevice): Promise<void>;
  print(bytes: Uint8Array): Promise<void>;
  disconnect(): Promise<void>;
  addEventListener(event: "connected", listener: (device: ConnectedDevice) => void): void;
  addEventListener(event: "disconnected", listener: () => void): void;
}

export type TransportFactory = (kind: DeviceKind) => Promise<ReceiptPrinterTransport>;

/**
 * The library's transport for `kind`, loaded when a till first uses one (most tills print over the
 * network and never download it).
 */
export const libraryTransport: TransportFactory = async (kind) => {
  const Transport =
    kind === "usb"
      ? (await import("@point-of-sale/webusb-receipt-printer")).default
      : kind === "serial"
        ? (await import("@point-of-sale/webserial-receipt-printer")).default
        : (await import("@point-of-sale/webbluetooth-receipt-printer")).default;
  // The classes take the shape above (transport.test.ts holds them to it); their declarations are ours.
  return new Transport() as unknown as ReceiptPrinterTransport;
};

/** The kinds this browser can reach: Chrome and Edge on a computer have all three; Firefox and Safari none. */
export function supportedDeviceKinds(nav: Navigator = navigator): DeviceKind[] {
  return DEVICE_KINDS.filter((kind) => kind in nav);
}

/** A chooser may open only from a click; a remembered printer reopens without one on these kinds. */
export function reopensWithoutAsking(kind: DeviceKind, nav: Navigator = navigator): boolean {
  if (kind === "bluetooth") {
    // Chrome lists the devices it was given only behind a flag; without it the cashier connects again.
    const bluetooth = (nav as Navigator & { bluetooth?: { getDevices?: unknown } }).bluetooth;
    return typeof bluetooth?.getDevices === "function";
  }
  return kind in nav;
}

/**
 * The transports tell of a connection by an event on a timer (not by connect()'s promise), and
 * swallow a cancelled chooser or a refused device (they log it and resolve). So after connect() or
 * reconnect() resolves, the event is one timer away; none by then means no printer was opened.
 */
const nextTimer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const NOT_CONNECTED = "Printer perangkat ini belum terhubung.";

/** One printer's transport on this device and what it has open. */
export class DeviceLink {
  device: ConnectedDevice | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly kind: DeviceKind,
    private readonly transport: ReceiptPrinterTransport,
  ) {
    transport.addEventListener("connected", (device) => {
      this.device = { ...device, type: kind };
      this.changed();
    });
    transport.addEventListener("disconnected", () => {
      this.device = null;
      this.changed();
    });
  }

  /** The browser's chooser (call it from a click): the printer chosen, or null when none was. */
  async choose(): Promise<ConnectedDevice | null> {
    await this.transport.connect();
    await nextTimer();
    return this.device;
  }

  /** The printer this device chose before, without asking; null when it is not there (unplugged, off). */
  async reopen(device: ConnectedDevice): Promise<ConnectedDevice | null> {
    try {
      await this.transport.reconnect(device);
    } catch {
      return null;
    }
    await nextTimer();
    return this.device;
  }

  /** Sends ESC/POS bytes; throws when the printer is not open. */
  async print(bytes: Uint8Array): Promise<void> {
    if (!this.device) throw new Error(NOT_CONNECTED);
    await this.transport.print(bytes);
  }

  async close(): Promise<void> {
    if (this.device) await this.transport.disconnect();
    this.device = null;
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}
