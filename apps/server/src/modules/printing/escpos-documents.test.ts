import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type OrderRecord, type PrinterPaperWidth, personNamed } from "@kedai/shared";
import {
  encodeKitchenTicket,
  encodeReceipt,
  encodeShiftReport,
  type LogoPixels,
  logoSize,
} from "@kedai/shared/printing/escpos-documents";
import { describe, expect, it } from "vitest";

/*
 * The bytes of known papers against the bytes stored in ./fixtures, so an encoder upgrade or a
 * layout change shows up as a diff to look at on paper. After checking a change on a printer,
 * refresh the fixtures with UPDATE_PRINT_FIXTURES=1.
 */
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

function expectFixture(name: string, bytes: Uint8Array) {
  const path = fixture(name);
  if (process.env.UPDATE_PRINT_FIXTURES === "1" || !existsSync(path)) writeFileSync(path, bytes);
  expect(Buffer.from(bytes).equals(readFileSync(path)), `${name} differs from its stored bytes`).toBe(true);
}

const ESC = 0x1b;
const GS = 0x1d;
/** ESC p m t1 t2: the pulse that opens the drawer on pin 2. */
const DRAWER_PULSE = [ESC, 0x70, 0x00];
/** GS V: the cut. */
const CUT = [GS, 0x56];

const contains = (bytes: Uint8Array, sequence: number[]) => Buffer.from(bytes).includes(Buffer.from(sequence));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

const dineIn: OrderRecord = {
  _id: "0b6f2f0e-5a44-4c1e-9d6a-2f1f7f3c9a01",
  orderId: "CREPES-1795467611055",
  channel: "pos",
  orderType: "Dine-In",
  status: "Completed",
  paymentStatus: "Paid",
  paymentMethod: "Cash",
  paymentDetails: { method: "Cash", amountPaid: 100000, change: 13970 },
  customer: null,
  customerName: "",
  customerDetails: null,
  deliveryInfo: null,
  cashier: personNamed("c1", "Sari Kasir"),
  waiter: personNamed("w1", "Budi"),
  table: { _id: "t1", name: "A3" },
  registerSessionId: "r1",
  items: [
    {
      _id: "i1",
      productId: "p1",
      name: "Crêpe Coklat Keju",
      quantity: 2,
      basePrice: 25000,
      selectedOptions: [{ name: "Keju Ekstra", price: 5000 }],
      finalPricePerItem: 30000,
      lineTotal: 60000,
    },
    {
      _id: "i2",
      productId: "p2",
      name: "Es Teh Manis",
      quantity: 1,
      basePrice: 15000,
      selectedOptions: [{ name: "Tanpa Es", price: 0 }],
      finalPricePerItem: 15000,
      lineTotal: 15000,
    },
  ],
  subTotal: 75000,
  serviceChargeRatePercent: 5,
  serviceCharge: 3500,
  packagingFee: 0,
  deliveryFee: 0,
  taxRatePercent: 11,
  taxLabel: "Pajak (11%)",
  tax: 8085,
  promo: { _id: "pr1", name: "Promo Akhir Tahun Super Hemat Untuk Pelanggan Setia", discountAmount: 5000 },
  discount: 0,
  pointsRedeemed: 0,
  pointsDiscount: 0,
  pointsEarned: 0,
  totalAmount: 81585,
  notes: "Crepe pertama jangan terlalu manis",
  offline: null,
  statusHistory: [],
  completedAt: "2026-11-26T05:12:00.000Z",
  createdAt: "2026-11-26T05:00:00.000Z",
  updatedAt: "2026-11-26T05:12:00.000Z",
};

const papers: PrinterPaperWidth[] = [58, 80];

describe("ESC/POS receipt", () => {
  it.each(papers)(
    "prints a known cash receipt on %s mm paper as the stored bytes, with the drawer pulse and the cut",
    (paper) => {
      const bytes = encodeReceipt(dineIn, { paper, storeName: "Kedai Crepes", openDrawer: true, orderQr: true });
      expectFixture(`receipt-${paper}.bin`, bytes);
      expect(contains(bytes, DRAWER_PULSE)).toBe(true);
      expect(contains(bytes, CUT)).toBe(true);
      // The pulse comes before the cut, and the cut is the paper's end.
      expect(Buffer.from(bytes).indexOf(Buffer.from(DRAWER_PULSE))).toBeLessThan(
        Buffer.from(bytes).lastIndexOf(Buffer.from(CUT)),
      );
    },
  );

  it("says what the browser's receipt says: type, table, waiter, service rate, no packaging on Dine-In", () => {
    const printed = text(encodeReceipt(dineIn, { paper: 80, storeName: "Kedai", openDrawer: false, orderQr: false }));
    for (const line of ["Dine-In", "Meja", "A3", "Waiter", "Budi", "Service (5%)", "Pajak (11%)", "Rp 81.585"]) {
      expect(printed).toContain(line);
    }
    expect(printed).not.toContain("Kemasan");
    // The accented name prints in the printer's code page (CP858 ê = 0x88), not as "?".
    expect(
      Buffer.from(encodeReceipt(dineIn, { paper: 58, storeName: "Kedai", openDrawer: false, orderQr: false })).includes(
        Buffer.from([0x43, 0x72, 0x88, 0x70, 0x65]),
      ),
    ).toBe(true);
  });

  it("wraps a long promo name and keeps its amount whole on one line, within 32 columns", () => {
    const printed = text(encodeReceipt(dineIn, { paper: 58, storeName: "Kedai", openDrawer: false, orderQr: false }));
    const printable = (line: string) => [...line].filter((char) => char >= " ").join("");
    const lines = printed.split("\n").map(printable);
    expect(lines.some((line) => line.includes("Diskon Promo") && line.endsWith("-Rp 5.000"))).toBe(true);
    expect(printed).toContain("Setia)");
  });

  it("leaves out the drawer pulse and the QR for a card payment without the setting", () => {
    const bytes = encodeReceipt(dineIn, { paper: 80, storeName: "Kedai", openDrawer: false, orderQr: false });
    expect(contains(bytes, DRAWER_PULSE)).toBe(false);
    expect(contains(bytes, [GS, 0x28, 0x6b])).toBe(false);
    expect(contains(bytes, CUT)).toBe(true);
  });
});

/** A logo of `width` × `height` pixels: the left half black, the right half transparent. */
function halfBlackLogo(width: number, height: number): LogoPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width / 2; x++) data[(y * width + x) * 4 + 3] = 255; // black, opaque
  }
  return { data, width, height };
}

/** ESC * 33: a 24-dot column image stripe (the encoder's default image mode). */
const IMAGE_STRIPE = [ESC, 0x2a, 0x21];

describe("ESC/POS receipt with the store's logo", () => {
  it("prints the logo as a monochrome raster above the store's name: black where the logo is, nothing where it is transparent", () => {
    const bytes = encodeReceipt(dineIn, {
      paper: 58,
      storeName: "Kedai Crepes",
      openDrawer: false,
      orderQr: false,
      logo: halfBlackLogo(48, 24),
    });
    const buffer = Buffer.from(bytes);
    const stripe = buffer.indexOf(Buffer.from(IMAGE_STRIPE));
    expect(stripe).toBeGreaterThan(0);
    expect(stripe).toBeLessThan(buffer.indexOf(Buffer.from("KEDAI CREPES")));
    // nL nH: 48 dots across, then 3 bytes (24 dots) per column: the left 24 columns black, the right 24 white.
    expect([...buffer.subarray(stripe + 3, stripe + 5)]).toEqual([48, 0]);
    const columns = buffer.subarray(stripe + 5, stripe + 5 + 48 * 3);
    expect([...columns.subarray(0, 24 * 3)].every((byte) => byte === 0xff)).toBe(true);
    expect([...columns.subarray(24 * 3)].every((byte) => byte === 0x00)).toBe(true);
    // Centred: ESC a 1 before the picture.
    expect(buffer.lastIndexOf(Buffer.from([ESC, 0x61, 0x01]), stripe)).toBeGreaterThan(0);
  });

  it("prints no picture without a logo (the stored receipts above have none)", () => {
    const bytes = encodeReceipt(dineIn, {
      paper: 80,
      storeName: "Kedai",
      openDrawer: false,
      orderQr: false,
      logo: null,
    });
    expect(contains(bytes, IMAGE_STRIPE)).toBe(false);
  });

  it("sizes a large logo to at most half the paper and 120 dots tall, in whole bytes, keeping its shape", () => {
    expect(logoSize({ width: 1000, height: 500 }, 58)).toEqual({ width: 192, height: 96 });
    expect(logoSize({ width: 1000, height: 500 }, 80)).toEqual({ width: 240, height: 120 });
    // A small logo is never enlarged.
    expect(logoSize({ width: 64, height: 32 }, 80)).toEqual({ width: 64, height: 32 });
  });

  it("prints the order's QR under the totals when the printer's setting asks for it", () => {
    const bytes = encodeReceipt(dineIn, { paper: 80, storeName: "Kedai", openDrawer: false, orderQr: true });
    const buffer = Buffer.from(bytes);
    const qr = buffer.indexOf(Buffer.from([GS, 0x28, 0x6b]));
    expect(qr).toBeGreaterThan(buffer.indexOf(Buffer.from("Total")));
    // The QR's data is the order's number.
    expect(buffer.indexOf(Buffer.from(dineIn.orderId), qr)).toBeGreaterThan(qr);
  });
});

describe("ESC/POS receipt of a split payment", () => {
  it("prints one line per payment and the change of the last cash one", () => {
    const split: OrderRecord = {
      ...dineIn,
      paymentDetails: { method: "QRIS", amountPaid: 41585, change: 0 },
      payments: [
        { method: "QRIS", amount: 41585, change: 0 },
        { method: "Cash", amount: 50000, change: 10000 },
      ],
    };
    const printed = text(encodeReceipt(split, { paper: 80, storeName: "Kedai", openDrawer: true, orderQr: false }));
    expect(printed).toContain("Bayar (QRIS)");
    expect(printed).toContain("41.585");
    expect(printed).toContain("Bayar (Cash)");
    expect(printed).toContain("50.000");
    expect(printed).toMatch(/Kembalian\s+Rp.10\.000/);
  });
});

describe("ESC/POS kitchen ticket", () => {
  it.each(papers)(
    "prints a known ticket on %s mm paper as the stored bytes, with the cut and no drawer pulse",
    (paper) => {
      const bytes = encodeKitchenTicket(dineIn, paper);
      expectFixture(`kitchen-${paper}.bin`, bytes);
      expect(contains(bytes, CUT)).toBe(true);
      expect(contains(bytes, DRAWER_PULSE)).toBe(false);
      const printed = text(bytes);
      for (const line of ["#1055", "Meja A3", "2x Cr", "+ Keju Ekstra", "1x Es Teh Manis", "+ Tanpa Es", "Catatan:"]) {
        expect(printed).toContain(line);
      }
      expect(printed).not.toContain("Rp ");
    },
  );

  it("names a table called 'Meja 3' once, on the kitchen ticket and on the receipt", () => {
    const atMeja3 = { ...dineIn, table: { _id: "t3", name: "Meja 3" } };
    for (const bytes of [
      encodeKitchenTicket(atMeja3, 80),
      encodeKitchenTicket(atMeja3, 58, undefined, "star-prnt"),
      encodeReceipt(atMeja3, { paper: 80, storeName: "Kedai", openDrawer: false, orderQr: false }),
    ]) {
      const printed = text(bytes);
      // The middle dot is one byte in the printer's code page.
      expect(printed).toMatch(/Dine-In . Meja 3/);
      expect(printed).not.toMatch(/Meja\s+Meja/);
    }
  });
});

describe("ESC/POS shift report", () => {
  it("prints the shift's money lines, QRIS by who confirmed it, and the orders left open, paid and unpaid apart", () => {
    const printed = text(
      encodeShiftReport(
        {
          storeName: "Kedai",
          session: {
            _id: "s1",
            cashier: personNamed("c1", "Sari Kasir"),
            outlet: { _id: "o1", name: "Outlet Malang" },
            openedAt: "2026-11-26T01:00:00.000Z",
            openingBalance: 200000,
            notes: { opening: null, closing: null },
            closedAt: null,
            closingBalance: null,
            summary: null,
          },
          summary: {
            openingBalance: 200000,
            cashSales: 81585,
            nonCashSales: { QRIS: 30000 },
            qrisConfirmedSales: 20000,
            expectedCash: 281585,
            countedCash: 280000,
            difference: -1585,
            completedOrders: 2,
            openOrders: 1,
          },
          openOrders: [
            {
              _id: "o9",
              orderId: "CREPES-1795467619999",
              status: "Preparing",
              orderType: "Take Away",
              tableName: null,
              paymentStatus: "Paid",
              totalAmount: 22000,
              createdAt: "2026-11-26T04:00:00.000Z",
            },
          ],
          closedAt: "2026-11-26T10:00:00.000Z",
        },
        80,
      ),
    );
    for (const line of [
      "LAPORAN SHIFT",
      "Outlet Malang",
      "Penjualan QRIS",
      "Selisih (kurang)",
      "-Rp 1.585",
      "#9999 Take Away",
      "Disiapkan",
      "Lunas",
      "QRIS (terkonfirmasi Xendit)",
      "QRIS (catat manual)",
      "Terbuka, sudah dibayar (1)",
      "Terbuka, belum dibayar (0)",
    ]) {
      expect(printed).toContain(line);
    }
  });
});

/** StarPRNT: ESC BEL n1 n2 BEL fires the drawer (pulse of 20 × 10 ms on and off); ESC d n cuts. */
const STAR_DRAWER_PULSE = [ESC, 0x07, 0x14, 0x14, 0x07];
const STAR_CUT = [ESC, 0x64];

describe("StarPRNT papers (a Star printer in its own mode)", () => {
  it("prints the known cash receipt in StarPRNT as the stored bytes: Star's drawer pulse before Star's cut, no ESC/POS", () => {
    const bytes = encodeReceipt(dineIn, {
      paper: 80,
      storeName: "Kedai Crepes",
      openDrawer: true,
      orderQr: true,
      language: "star-prnt",
    });
    expectFixture("receipt-star-80.bin", bytes);
    expect(contains(bytes, STAR_DRAWER_PULSE)).toBe(true);
    expect(contains(bytes, STAR_CUT)).toBe(true);
    expect(Buffer.from(bytes).indexOf(Buffer.from(STAR_DRAWER_PULSE))).toBeLessThan(
      Buffer.from(bytes).lastIndexOf(Buffer.from(STAR_CUT)),
    );
    expect(contains(bytes, DRAWER_PULSE)).toBe(false);
    expect(contains(bytes, CUT)).toBe(false);
    expect(text(bytes)).toContain("Rp 81.585");
  });

  it("prints the known kitchen ticket in StarPRNT as the stored bytes, with the cut and no drawer pulse", () => {
    const bytes = encodeKitchenTicket(dineIn, 80, undefined, "star-prnt");
    expectFixture("kitchen-star-80.bin", bytes);
    expect(contains(bytes, STAR_CUT)).toBe(true);
    expect(contains(bytes, STAR_DRAWER_PULSE)).toBe(false);
    expect(contains(bytes, CUT)).toBe(false);
    for (const line of ["#1055", "Meja A3", "+ Keju Ekstra", "Catatan:"]) expect(text(bytes)).toContain(line);
  });
});
