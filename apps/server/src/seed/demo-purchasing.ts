import {
  type PurchasePaymentMethod,
  purchaseLineSubtotal,
  type StockAdjustmentType,
  type StockRequestStatus,
  signedAdjustment,
  toDateKey,
} from "@kedai/shared";
import type { Tx } from "../db/client";
import { purchaseItems, purchases, stockAdjustments, stockRequestItems, stockRequests, suppliers } from "../db/schema";
import type { SeededStockItem, StockKey } from "./demo-catalog";
import { localTime } from "./demo-orders";
import type { DemoMovement } from "./demo-stock-ledger";

type Person = { id: string; name: string };
export type DemoPurchasingContext = {
  stock: Record<StockKey, SeededStockItem>;
  /** Who records purchases and adjustments, and ships requests. */
  manager: Person;
  admin: Person;
  member: { id: string; outletName: string };
  /** Where purchases are received and adjustments made (the demo's selling outlet), and head office, which ships. */
  outletId: string;
  headOfficeId: string;
  now: Date;
  timeZone: string;
};

const SUPPLIERS = {
  bahanKue: {
    name: "CV Sumber Bahan Kue",
    contactPerson: "Pak Asep",
    phone: "0224231188",
    address: "Jl. Otto Iskandardinata No. 210, Bandung",
    notes: "Tepung, gula, mentega. Kirim Senin & Kamis, minimal order Rp 500.000.",
  },
  susuLembang: {
    name: "Koperasi Susu Lembang",
    contactPerson: "Bu Nining",
    phone: "081320045512",
    address: "Jl. Raya Lembang No. 45, Kabupaten Bandung Barat",
    notes: "Susu segar, krim, keju. Bayar transfer paling lambat 7 hari.",
  },
  tokoBuah: {
    name: "Toko Buah Segar Caringin",
    contactPerson: "Kang Dadan",
    phone: "085624117730",
    address: "Pasar Induk Caringin Blok C-12, Bandung",
    notes: "Stroberi Lembang dan pisang raja, pesan sehari sebelumnya.",
  },
  kemasan: {
    name: "PT Kemasan Nusantara",
    contactPerson: "Rudi Hartono",
    phone: "02187712345",
    address: "Kawasan Industri Pulogadung, Jakarta Timur",
    notes: "Kotak, cup dan kantong berlogo. Pengiriman 3–5 hari kerja.",
  },
  kopi: {
    name: "Roastery Kopi Priangan",
    contactPerson: "Teh Rina",
    phone: "081298761234",
    address: "Jl. Cipaganti No. 77, Bandung",
    notes: "Arabika Java Preanger, sangrai medium.",
  },
} as const;
type SupplierKey = keyof typeof SUPPLIERS;

type PurchasePlan = {
  daysAgo: number;
  supplier: SupplierKey;
  invoice: string;
  paymentMethod: PurchasePaymentMethod;
  notes?: string;
  lines: [StockKey, number][];
};

/** Restocking over the last two months: dry goods every two weeks or so, fresh things weekly. */
const PURCHASES: PurchasePlan[] = [
  {
    daysAgo: 58,
    supplier: "bahanKue",
    invoice: "SBK/2026/0912",
    paymentMethod: "Transfer",
    lines: [
      ["tepung", 25000],
      ["gula", 10000],
      ["mentega", 5000],
      ["cokelatLeleh", 3000],
    ],
  },
  {
    daysAgo: 55,
    supplier: "kemasan",
    invoice: "KN-INV-44871",
    paymentMethod: "Hutang",
    notes: "Jatuh tempo 30 hari.",
    lines: [
      ["kotak", 500],
      ["cup", 500],
      ["kantong", 500],
    ],
  },
  {
    daysAgo: 51,
    supplier: "susuLembang",
    invoice: "KSL-0815",
    paymentMethod: "Transfer",
    lines: [
      ["susu", 15000],
      ["krim", 3000],
      ["keju", 4000],
      ["creamCheese", 2000],
    ],
  },
  {
    daysAgo: 44,
    supplier: "tokoBuah",
    invoice: "",
    paymentMethod: "Cash",
    notes: "Nota tulisan tangan.",
    lines: [
      ["pisang", 60],
      ["stroberi", 1500],
    ],
  },
  {
    daysAgo: 40,
    supplier: "kopi",
    invoice: "RKP-2026-118",
    paymentMethod: "Transfer",
    lines: [
      ["kopi", 2000],
      ["gulaAren", 2000],
    ],
  },
  {
    daysAgo: 33,
    supplier: "bahanKue",
    invoice: "SBK/2026/1003",
    paymentMethod: "Transfer",
    lines: [
      ["tepung", 25000],
      ["telur", 180],
      ["skm", 4000],
      ["meses", 2000],
      ["oreo", 2000],
    ],
  },
  {
    daysAgo: 26,
    supplier: "susuLembang",
    invoice: "KSL-0871",
    paymentMethod: "Hutang",
    notes: "Dibayar bersama tagihan bulan depan.",
    lines: [
      ["susu", 12000],
      ["keju", 3000],
      ["esKrim", 5000],
    ],
  },
  {
    daysAgo: 19,
    supplier: "tokoBuah",
    invoice: "",
    paymentMethod: "Cash",
    lines: [
      ["pisang", 50],
      ["stroberi", 1200],
      ["selada", 800],
    ],
  },
  {
    daysAgo: 12,
    supplier: "bahanKue",
    invoice: "SBK/2026/1041",
    paymentMethod: "Transfer",
    lines: [
      ["tepung", 20000],
      ["telur", 150],
      ["gula", 8000],
      ["mentega", 3000],
      ["tuna", 2000],
      ["mayones", 2000],
    ],
  },
  {
    daysAgo: 5,
    supplier: "kemasan",
    invoice: "KN-INV-45210",
    paymentMethod: "Transfer",
    lines: [
      ["kotak", 400],
      ["kantong", 300],
    ],
  },
  {
    daysAgo: 2,
    supplier: "tokoBuah",
    invoice: "",
    paymentMethod: "Cash",
    notes: "Stroberi untuk akhir pekan.",
    lines: [
      ["pisang", 40],
      ["stroberi", 1000],
    ],
  },
];

type AdjustmentPlan = { daysAgo: number; item: StockKey; type: StockAdjustmentType; quantity: number; notes: string };

/** The stored quantity of a planned adjustment; the plans hold positive quantities, signed by their type. */
const demoAdjustmentQuantity = (type: StockAdjustmentType, quantity: number): number => {
  const signed = signedAdjustment(type, quantity);
  if (signed === null) throw new Error(`Demo adjustment of ${type} has a quantity its type refuses: ${quantity}`);
  return signed;
};

/** One of each kind the back office records: spoiled, expired, lost, returned, found, other. */
const ADJUSTMENTS: AdjustmentPlan[] = [
  { daysAgo: 47, item: "telur", type: "Rusak", quantity: 12, notes: "Pecah saat bongkar muat." },
  { daysAgo: 38, item: "krim", type: "Kadaluarsa", quantity: 500, notes: "Lewat tanggal, dibuang." },
  { daysAgo: 30, item: "kantong", type: "Hilang", quantity: 20, notes: "Selisih hitung stok akhir bulan." },
  { daysAgo: 24, item: "keju", type: "Return Supplier", quantity: 1000, notes: "Kemasan bocor, dikembalikan." },
  { daysAgo: 17, item: "oreo", type: "Ditemukan", quantity: 300, notes: "Dus tersimpan di gudang belakang." },
  { daysAgo: 9, item: "stroberi", type: "Rusak", quantity: 250, notes: "Busuk karena kulkas mati semalam." },
  { daysAgo: 4, item: "esBatu", type: "Lainnya", quantity: 2000, notes: "Es batu dari tetangga outlet." },
];

type RequestPlan = {
  daysAgo: number;
  status: StockRequestStatus;
  notes: string;
  cancelReason?: string;
  /** Shipped this many days ago (Dikirim Sebagian, Dikirim, Selesai). */
  shippedDaysAgo?: number;
  /** Item, quantity asked for, and what was shipped of it when not all of it (a partial shipment). */
  lines: [StockKey, number, number?][];
};

/** What was shipped of a planned line: all of it once shipped, unless the plan says how much. */
const shippedOf = (plan: RequestPlan, [, quantity, shipped]: RequestPlan["lines"][number]) =>
  plan.shippedDaysAgo === undefined ? 0 : (shipped ?? quantity);

/** The franchise member's requests, one in every status (one shipped in part, the rest still open). */
const REQUESTS: RequestPlan[] = [
  {
    daysAgo: 41,
    status: "Selesai",
    shippedDaysAgo: 40,
    notes: "Stok awal bulan.",
    lines: [
      ["tepung", 5000],
      ["cokelatLeleh", 1000],
      ["keju", 1000],
    ],
  },
  {
    daysAgo: 22,
    status: "Dibatalkan",
    notes: "Tambahan untuk bazar sekolah.",
    cancelReason: "Bazar diundur, mitra membatalkan.",
    lines: [["pisang", 30]],
  },
  {
    daysAgo: 14,
    status: "Selesai",
    shippedDaysAgo: 13,
    notes: "Rutin dua mingguan.",
    lines: [
      ["tepung", 5000],
      ["susu", 3000],
      ["gula", 2000],
    ],
  },
  {
    daysAgo: 6,
    status: "Dikirim",
    shippedDaysAgo: 5,
    notes: "Untuk promo akhir pekan.",
    lines: [
      ["mentega", 500],
      ["skm", 1000],
    ],
  },
  {
    daysAgo: 4,
    status: "Dikirim Sebagian",
    shippedDaysAgo: 3,
    notes: "Stok susu pusat menipis, kirim yang ada dulu.",
    lines: [
      ["tepung", 3000],
      ["susu", 4000, 1500],
    ],
  },
  {
    daysAgo: 3,
    status: "Diproses",
    notes: "Topping habis.",
    lines: [
      ["oreo", 500],
      ["meses", 300],
    ],
  },
  {
    daysAgo: 1,
    status: "Diajukan",
    notes: "Persiapan minggu depan.",
    lines: [
      ["tepung", 4000],
      ["telur", 60],
      ["cokelatLeleh", 800],
    ],
  },
];

/**
 * Head office's purchasing for the demo: suppliers, two months of purchases (riwayat pembelian),
 * stock adjustments of every type, and the franchise member's stock requests in every status.
 * Purchases are bought at the item's current cost, so the moving-average costs, and with them the
 * products' cost of goods, stay as seeded. Answers the stock movements they made.
 */
export async function insertDemoPurchasing(tx: Tx, ctx: DemoPurchasingContext) {
  const supplierKeys = Object.keys(SUPPLIERS) as SupplierKey[];
  const supplierRows = await tx
    .insert(suppliers)
    .values(
      supplierKeys.map((key) => ({ ...SUPPLIERS[key], createdAt: localTime(ctx, 61, 9, supplierKeys.indexOf(key)) })),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierId = (key: SupplierKey) => supplierRows.find((row) => row.name === SUPPLIERS[key].name)!.id;
  const by = ctx.manager;
  const day = (daysAgo: number) => toDateKey(localTime(ctx, daysAgo, 12, 0), ctx.timeZone);
  const movements: DemoMovement[] = [];

  const purchaseRows = await tx
    .insert(purchases)
    .values(
      PURCHASES.map((plan) => ({
        supplierId: supplierId(plan.supplier),
        locationId: ctx.outletId,
        invoiceNumber: plan.invoice || null,
        purchaseDate: day(plan.daysAgo),
        paymentMethod: plan.paymentMethod,
        notes: plan.notes ?? null,
        totalCost: plan.lines.reduce((sum, [key, qty]) => sum + purchaseLineSubtotal(qty, ctx.stock[key].cost), 0),
        byUserId: by.id,
        byName: by.name,
        createdAt: localTime(ctx, plan.daysAgo, 9, 30),
      })),
    )
    .returning({ id: purchases.id, createdAt: purchases.createdAt, invoiceNumber: purchases.invoiceNumber });
  // RETURNING order is not something to rely on: matched by their distinct times.
  const purchaseOf = (plan: PurchasePlan) =>
    purchaseRows.find((row) => row.createdAt.getTime() === localTime(ctx, plan.daysAgo, 9, 30).getTime())!;
  await tx.insert(purchaseItems).values(
    PURCHASES.flatMap((plan) =>
      plan.lines.map(([key, quantity], position) => ({
        purchaseId: purchaseOf(plan).id,
        stockItemId: ctx.stock[key].id,
        unitName: ctx.stock[key].unitName,
        quantity,
        purchasePrice: ctx.stock[key].cost,
        subtotal: purchaseLineSubtotal(quantity, ctx.stock[key].cost),
        position,
      })),
    ),
  );
  for (const plan of PURCHASES) {
    const row = purchaseOf(plan);
    const label = row.invoiceNumber ?? SUPPLIERS[plan.supplier].name;
    for (const [key, quantity] of plan.lines) {
      movements.push({
        stockItemId: ctx.stock[key].id,
        locationId: ctx.outletId,
        quantity,
        reason: "purchase",
        reference: { type: "purchase", id: row.id, label },
        by,
        at: row.createdAt,
      });
    }
  }

  const adjustmentRows = await tx
    .insert(stockAdjustments)
    .values(
      ADJUSTMENTS.map((plan) => ({
        stockItemId: ctx.stock[plan.item].id,
        unitName: ctx.stock[plan.item].unitName,
        quantity: demoAdjustmentQuantity(plan.type, plan.quantity),
        type: plan.type,
        locationId: ctx.outletId,
        notes: plan.notes,
        date: day(plan.daysAgo),
        byUserId: by.id,
        byName: by.name,
        createdAt: localTime(ctx, plan.daysAgo, 21, 15),
      })),
    )
    .returning({
      id: stockAdjustments.id,
      stockItemId: stockAdjustments.stockItemId,
      quantity: stockAdjustments.quantity,
      type: stockAdjustments.type,
      createdAt: stockAdjustments.createdAt,
    });
  for (const row of adjustmentRows) {
    movements.push({
      stockItemId: row.stockItemId!,
      locationId: ctx.outletId,
      quantity: row.quantity,
      reason: "adjustment",
      reference: { type: "adjustment", id: row.id, label: row.type },
      by,
      at: row.createdAt,
    });
  }

  const requestRows = await tx
    .insert(stockRequests)
    .values(
      REQUESTS.map((plan) => ({
        memberId: ctx.member.id,
        outletName: ctx.member.outletName,
        status: plan.status,
        notes: plan.notes,
        cancelReason: plan.cancelReason ?? null,
        createdAt: localTime(ctx, plan.daysAgo, 8, 45),
        updatedAt: localTime(ctx, plan.shippedDaysAgo ?? plan.daysAgo, plan.status === "Selesai" ? 16 : 10, 0),
      })),
    )
    .returning({ id: stockRequests.id, createdAt: stockRequests.createdAt });
  const requestOf = (plan: RequestPlan) =>
    requestRows.find((row) => row.createdAt.getTime() === localTime(ctx, plan.daysAgo, 8, 45).getTime())!;
  await tx.insert(stockRequestItems).values(
    REQUESTS.flatMap((plan) =>
      plan.lines.map((line, position) => ({
        requestId: requestOf(plan).id,
        stockItemId: ctx.stock[line[0]].id,
        unitName: ctx.stock[line[0]].unitName,
        quantity: line[1],
        shippedQuantity: shippedOf(plan, line),
        position,
      })),
    ),
  );
  for (const plan of REQUESTS) {
    if (plan.shippedDaysAgo === undefined) continue;
    for (const line of plan.lines) {
      movements.push({
        stockItemId: ctx.stock[line[0]].id,
        locationId: ctx.headOfficeId,
        quantity: -shippedOf(plan, line),
        reason: "shipment",
        reference: { type: "stock_request", id: requestOf(plan).id, label: ctx.member.outletName },
        by: ctx.admin,
        at: localTime(ctx, plan.shippedDaysAgo, 10, 0),
      });
    }
  }

  return {
    counts: {
      suppliers: supplierRows.length,
      purchases: purchaseRows.length,
      stockAdjustments: adjustmentRows.length,
      stockRequests: requestRows.length,
    },
    movements,
  };
}
