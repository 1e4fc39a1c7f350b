import {
  type ConnectedDevice,
  DEVICE_KINDS,
  type DeviceKind,
  DeviceLink,
  libraryTransport,
  reopensWithoutAsking,
  type TransportFactory,
} from "./transport";

/**
 * Which physical printer this device uses for which Kedai printer (a `device` printer of the
 * outlet): `{ [printer _id]: the connected device }`, in this browser's local storage. The
 * printers table says what a printer prints; only the till knows which USB or Bluetooth device it is.
 */
export const DEVICE_PRINTERS_STORAGE_KEY = "kedai.device-printers";

type Remembered = Record<string, ConnectedDevice>;

function isDevice(value: unknown): value is ConnectedDevice {
  return (
    typeof value === "object" &&
    value !== null &&
    DEVICE_KINDS.includes((value as { type?: DeviceKind }).type as DeviceKind)
  );
}

/**
 * The till's connected printers: the one place that opens, reopens, prints on and forgets them.
 * One instance per page (`devicePrinters`); tests build their own with a fake transport.
 */
export class DevicePrinters {
  private readonly links = new Map<string, DeviceLink>();
  private readonly opening = new Map<string, Promise<DeviceLink | null>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  private readonly transports: TransportFactory;
  private readonly storage: () => Storage | null;
  private readonly canReopen: (kind: DeviceKind) => boolean;

  constructor(
    options: {
      transports?: TransportFactory;
      storage?: () => Storage | null;
      canReopen?: (kind: DeviceKind) => boolean;
    } = {},
  ) {
    this.transports = options.transports ?? libraryTransport;
    this.storage = options.storage ?? (() => globalThis.localStorage ?? null);
    this.canReopen = options.canReopen ?? ((kind) => reopensWithoutAsking(kind));
  }

  private readAll(): Remembered {
    try {
      const parsed: unknown = JSON.parse(this.storage()?.getItem(DEVICE_PRINTERS_STORAGE_KEY) ?? "{}");
      if (typeof parsed !== "object" || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, device]) => isDevice(device))) as Remembered;
    } catch {
      return {};
    }
  }

  private writeAll(remembered: Remembered) {
    try {
      this.storage()?.setItem(DEVICE_PRINTERS_STORAGE_KEY, JSON.stringify(remembered));
    } catch {
      // No storage (private mode): the printer stays connected until the page is left.
    }
  }

  /** The device this till chose for the printer, connected or not. */
  remembered(printerId: string): ConnectedDevice | null {
    return this.readAll()[printerId] ?? null;
  }

  /** The printer's open connection on this page, if any. */
  connected(printerId: string): ConnectedDevice | null {
    return this.links.get(printerId)?.device ?? null;
  }

  /** Changes with every connect, disconnect and forget: for useSyncExternalStore. */
  snapshot(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private async newLink(kind: DeviceKind): Promise<DeviceLink> {
    const link = new DeviceLink(kind, await this.transports(kind));
    link.subscribe(() => this.changed());
    return link;
  }

  /**
   * The browser's chooser for a printer of `kind` (call it from a click): the chosen device becomes
   * this printer's on this till, and is remembered. Null when the cashier chose none.
   */
  async choose(printerId: string, kind: DeviceKind): Promise<ConnectedDevice | null> {
    // The device open now is let go first: choosing the same USB printer again must find it free.
    // Cancelled, the remembered one still reopens at the next print.
    const previous = this.links.get(printerId);
    this.links.delete(printerId);
    await previous?.close().catch(() => undefined);
    const link = await this.newLink(kind);
    const device = await link.choose();
    if (!device) return null;
    this.links.set(printerId, link);
    this.writeAll({ ...this.readAll(), [printerId]: device });
    this.changed();
    return device;
  }

  /**
   * The printer's open link, reopening the remembered device without a chooser when the page was
   * reloaded (USB and serial; Bluetooth where the browser allows it). Null when this till has no
   * device for the printer or cannot reach it now.
   */
  async open(printerId: string): Promise<DeviceLink | null> {
    const open = this.links.get(printerId);
    if (open?.device) return open;
    const pending = this.opening.get(printerId);
    if (pending) return pending;
    const remembered = this.remembered(printerId);
    if (!remembered || !this.canReopen(remembered.type)) return null;
    const opening = (async () => {
      const link = await this.newLink(remembered.type);
      if (!(await link.reopen(remembered))) return null;
      this.links.set(printerId, link);
      this.changed();
      return link;
    })().finally(() => this.opening.delete(printerId));
    this.opening.set(printerId, opening);
    return opening;
  }

  /** Prints on the printer's device, opening it first if needed; throws when it cannot. */
  async print(printerId: string, bytes: Uint8Array): Promise<void> {
    const link = await this.open(printerId);
    if (!link) throw new Error("Printer perangkat ini belum terhubung.");
    await link.print(bytes);
  }

  /** This till no longer uses a device for the printer. */
  async forget(printerId: string): Promise<void> {
    const link = this.links.get(printerId);
    this.links.delete(printerId);
    const { [printerId]: _forgotten, ...rest } = this.readAll();
    this.writeAll(rest);
    await link?.close().catch(() => undefined);
    this.changed();
  }
}

/** This page's device printers. */
export const devicePrinters = new DevicePrinters();
