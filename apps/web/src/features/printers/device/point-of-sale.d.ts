/*
 * The browser transports of @point-of-sale ship JavaScript only. Each default export is a class of
 * the same shape: what Kedai uses of it is `ReceiptPrinterTransport` in ./transport.ts, and
 * transport.test.ts holds the real classes to it (an upgrade that changes them fails there).
 */

declare module "@point-of-sale/webusb-receipt-printer" {
  export default class WebUSBReceiptPrinter {
    constructor(options?: object);
    connect(): Promise<void>;
    reconnect(device: Record<string, unknown>): Promise<void>;
    print(bytes: Uint8Array): Promise<void>;
    disconnect(): Promise<void>;
    addEventListener(event: "connected", listener: (device: Record<string, unknown>) => void): void;
    addEventListener(event: "disconnected" | "data", listener: (...args: unknown[]) => void): void;
  }
}

declare module "@point-of-sale/webserial-receipt-printer" {
  export default class WebSerialReceiptPrinter {
    constructor(options?: { baudRate?: number });
    connect(): Promise<void>;
    reconnect(device: Record<string, unknown>): Promise<void>;
    print(bytes: Uint8Array): Promise<void>;
    disconnect(): Promise<void>;
    addEventListener(event: "connected", listener: (device: Record<string, unknown>) => void): void;
    addEventListener(event: "disconnected" | "data", listener: (...args: unknown[]) => void): void;
  }
}

declare module "@point-of-sale/webbluetooth-receipt-printer" {
  export default class WebBluetoothReceiptPrinter {
    constructor(options?: object);
    connect(): Promise<void>;
    reconnect(device: Record<string, unknown>): Promise<void>;
    print(bytes: Uint8Array): Promise<void>;
    disconnect(): Promise<void>;
    addEventListener(event: "connected", listener: (device: Record<string, unknown>) => void): void;
    addEventListener(event: "disconnected" | "data", listener: (...args: unknown[]) => void): void;
  }
}
