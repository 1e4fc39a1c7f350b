import type { ConnectedDevice, DeviceKind, ReceiptPrinterTransport, TransportFactory } from "./transport";

/**
 * A printer on a fake USB/serial/Bluetooth transport, for tests: it behaves as the library does
 * (transport.test.ts holds the real one to it): "connected" arrives by an event on a timer, a
 * cancelled chooser resolves with no event, and what print() gets is kept in `printed`.
 */
export class FakePrinterTransport implements ReceiptPrinterTransport {
  readonly printed: Uint8Array[] = [];
  /** What the chooser (or a reconnect) finds; null: the cashier cancelled, or the printer is unplugged. */
  present: ConnectedDevice | null;
  private readonly connectedListeners: Array<(device: ConnectedDevice) => void> = [];
  private readonly disconnectedListeners: Array<() => void> = [];

  constructor(present: ConnectedDevice | null) {
    this.present = present;
  }

  private emitConnected(device: ConnectedDevice) {
    for (const listener of this.connectedListeners) setTimeout(() => listener(device), 0);
  }

  async connect() {
    if (this.present) this.emitConnected(this.present);
  }

  async reconnect(device: ConnectedDevice) {
    if (this.present && this.present.serialNumber === device.serialNumber) this.emitConnected(this.present);
  }

  async print(bytes: Uint8Array) {
    this.printed.push(bytes);
  }

  async disconnect() {
    for (const listener of this.disconnectedListeners) setTimeout(listener, 0);
  }

  addEventListener(event: "connected", listener: (device: ConnectedDevice) => void): void;
  addEventListener(event: "disconnected", listener: () => void): void;
  addEventListener(event: "connected" | "disconnected", listener: (device: ConnectedDevice) => void): void {
    if (event === "connected") this.connectedListeners.push(listener);
    else this.disconnectedListeners.push(listener as () => void);
  }
}

/** A factory handing out fake transports, all on the same fake printer; `made` lists them. */
export function fakeTransports(present: ConnectedDevice | null) {
  const made: FakePrinterTransport[] = [];
  const factory: TransportFactory = async (_kind: DeviceKind) => {
    const transport = new FakePrinterTransport(present);
    made.push(transport);
    return transport;
  };
  return {
    factory,
    made,
    /** Everything printed on any of them, transport by transport (not in time order). */
    printed: () => made.flatMap((transport) => transport.printed),
  };
}

export const EPSON_USB: ConnectedDevice = {
  type: "usb",
  vendorId: 1208,
  productId: 0x0e15,
  serialNumber: "X5YE012345",
  productName: "TM-T20II",
};
