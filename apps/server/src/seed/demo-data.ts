import { addDays, slugify, toDateKey } from "@kedai/shared";
import type { Env } from "../config/env";
import type { Database } from "../db/client";
import { customerAddresses, customers, diningTables, locations, promos, users } from "../db/schema";
import { hashPassword } from "../modules/auth/password";
import { ojolSecretKey } from "../modules/ojol/ojol-key";
import { SecretBox } from "../modules/ojol/secret-box";
import { rebuildSalesRollups } from "../modules/reports/sales-rollups";
import { saveSettings } from "../modules/settings/settings.service";
import { headOffice } from "../modules/stock/stock-locations";
import { insertDemoAttendance } from "./demo-attendance";
import { DEMO_PRODUCT_IMAGES, insertDemoCatalog } from "./demo-catalog";
import { insertDemoFinance } from "./demo-finance";
import { insertDemoOjolLinks } from "./demo-ojol";
import { insertDemoOrders, localTime } from "./demo-orders";
import { insertDemoPurchasing } from "./demo-purchasing";
import { demoSettings } from "./demo-settings";
import { writeDemoStockLedger } from "./demo-stock-ledger";
import { copySeedAssets, DEMO_SITE_IMAGES } from "./seed-assets";

const DEMO_PASSWORD = "rahasia123";

export type SeedDemoOptions = {
  /** Folder holding the demo pictures; defaults to apps/server/seed-assets next to the source. */
  assetsDir?: string | URL;
  /** "Now" for the order history (tests); defaults to the current time. */
  now?: Date;
};

const DAY = 24 * 60 * 60 * 1000;

/** The demo's history starts this many days ago (the stock's opening, the first purchase). */
const HISTORY_START_DAYS = 61;

/**
 * The demo shop, a business that has been running for two months: settings, two outlets, the menu
 * with recipes and stock, tables, promos, the six demo accounts, the Pusat outlet on GrabFood and
 * GoFood (the demo's fake platforms), orders in every status, channel and payment method, suppliers and purchases, stock adjustments, the franchise member's stock
 * requests, expenses, catering enquiries and last month's attendance. Dates count back from
 * `now` in the business time zone. Every stock change of that history is in the stock ledger and
 * the daily sales rollups are rebuilt from the orders, so every screen adds up. Runs only on an
 * empty database in demo mode (prepare-data.ts decides). Pictures are copied first; everything in
 * the database is written in one short transaction of multi-row inserts.
 */
export async function seedDemoData(db: Database, env: Env, options: SeedDemoOptions = {}) {
  const now = options.now ?? new Date();
  await copySeedAssets(env.DATA_DIR, [...DEMO_PRODUCT_IMAGES, ...Object.values(DEMO_SITE_IMAGES)], options.assetsDir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const settings = await saveSettings(tx, demoSettings());

    const locationRows = await tx
      .insert(locations)
      .values(
        [
          { name: "Kedai Crepes Pusat", address: "Jl. Braga No. 12, Bandung" },
          { name: "Kedai Crepes Dago", address: "Jl. Ir. H. Juanda No. 88, Bandung" },
        ].map((l) => ({ ...l, slug: slugify(l.name) })),
      )
      .returning({ id: locations.id, name: locations.name });
    const pusat = locationRows.find((l) => l.name === "Kedai Crepes Pusat")!;

    // The demo team was hired a year before the demo's history begins, so every report pays them.
    const demoStaffStart = addDays(toDateKey(now, env.BUSINESS_TIMEZONE), -365);
    const staffRows = await tx
      .insert(users)
      .values(
        [
          {
            fullName: "Admin Kedai",
            username: "admin",
            role: "admin" as const,
            phone: "081234567801",
            payrollRate: 0,
          },
          {
            fullName: "Maya Manajer",
            username: "manajer",
            role: "manager" as const,
            phone: "081234567802",
            payrollRate: 6_500_000,
          },
          {
            fullName: "Kiki Kasir",
            username: "kasir",
            role: "cashier" as const,
            phone: "081234567803",
            payrollRate: 3_800_000,
          },
          {
            fullName: "Sari Staf",
            username: "staf",
            role: "staff" as const,
            phone: "081234567804",
            payrollType: "hourly" as const,
            payrollRate: 18_000,
          },
        ].map((u) => ({ ...u, passwordHash, assignedLocationId: pusat.id, startDate: demoStaffStart })),
      )
      .returning({ id: users.id, username: users.username, fullName: users.fullName });
    const staff = (username: string) => {
      const row = staffRows.find((u) => u.username === username)!;
      return { id: row.id, name: row.fullName };
    };

    const customerRows = await tx
      .insert(customers)
      .values([
        {
          name: "Putri Pelanggan",
          email: "pelanggan@contoh.id",
          phone: "081234500001",
          passwordHash,
          loyaltyPoints: 120,
          address: "Jl. Cihampelas No. 45, Bandung",
        },
        {
          name: "Budi Mitra",
          email: "mitra@contoh.id",
          phone: "081234500002",
          passwordHash,
          customerType: "Franchise" as const,
          outletName: "Kedai Crepes Cimahi",
          outletAddress: "Jl. Amir Machmud No. 5, Cimahi",
        },
      ])
      .returning({ id: customers.id, email: customers.email, name: customers.name, phone: customers.phone });
    const pelanggan = customerRows.find((c) => c.email === "pelanggan@contoh.id")!;
    const mitra = customerRows.find((c) => c.email === "mitra@contoh.id")!;
    const home = {
      label: "Rumah",
      detail: "Jl. Cihampelas No. 45, RT 02/RW 05, Cipaganti, Coblong, Bandung 40131",
      notes: "Pagar hitam, sebelah warung Bu Enok",
    };
    await tx.insert(customerAddresses).values([
      { customerId: pelanggan.id, ...home },
      {
        customerId: pelanggan.id,
        label: "Kantor",
        detail: "Jl. Asia Afrika No. 8, Lantai 3, Braga, Sumur Bandung, Bandung 40111",
        notes: "Titip di resepsionis",
      },
    ]);

    const tableRows = await tx
      .insert(diningTables)
      .values([2, 2, 4, 4, 4, 4, 6, 6].map((capacity, i) => ({ name: `Meja ${i + 1}`, capacity })))
      .returning({ id: diningTables.id, name: diningTables.name });
    tableRows.sort((a, b) => Number(a.name.slice(5)) - Number(b.name.slice(5)));

    const promoRows = await tx
      .insert(promos)
      .values([
        {
          name: "Diskon Crepes 10%",
          code: "CREPES10",
          type: "percentage" as const,
          value: 10,
          startDate: new Date(now.getTime() - 30 * DAY),
          endDate: new Date(now.getTime() + 60 * DAY),
          description: "Potongan 10% untuk semua menu, berlaku di outlet dan pesanan online.",
          isActive: true,
        },
        {
          name: "Hemat Rp 5.000",
          code: "HEMAT5K",
          type: "fixed_amount" as const,
          value: 5000,
          startDate: new Date(now.getTime() - 7 * DAY),
          endDate: new Date(now.getTime() + 30 * DAY),
          description: "Potongan Rp 5.000 untuk setiap transaksi.",
          isActive: true,
        },
        {
          name: "Promo Gajian",
          code: "GAJIAN15",
          type: "fixed_amount" as const,
          value: 15000,
          startDate: new Date(now.getTime() - 45 * DAY),
          endDate: new Date(now.getTime() - 40 * DAY),
          description: "Potongan Rp 15.000 saat tanggal gajian (sudah berakhir).",
          isActive: false,
        },
      ])
      .returning({ id: promos.id, code: promos.code, name: promos.name });
    const crepes10 = promoRows.find((p) => p.code === "CREPES10")!;

    const catalog = await insertDemoCatalog(tx, pusat.id);
    const ojolLinks = await insertDemoOjolLinks(tx, new SecretBox(ojolSecretKey(env)), pusat.id);

    const history = await insertDemoOrders(tx, {
      catalog,
      settings,
      location: pusat,
      cashier: staff("kasir"),
      waiters: [staff("kasir"), staff("staf")],
      tables: tableRows,
      customer: {
        id: pelanggan.id,
        name: pelanggan.name,
        phone: pelanggan.phone,
        email: pelanggan.email,
        addressDetail: home.detail,
        addressNotes: home.notes,
      },
      promo: { id: crepes10.id, name: crepes10.name, type: "percentage", value: 10 },
      now,
      timeZone: env.BUSINESS_TIMEZONE,
    });
    await rebuildSalesRollups(tx, env.BUSINESS_TIMEZONE);

    const timeZone = env.BUSINESS_TIMEZONE;
    const headOfficeId = (await headOffice(tx))._id;
    const purchasing = await insertDemoPurchasing(tx, {
      stock: catalog.stock,
      manager: staff("manajer"),
      admin: staff("admin"),
      member: { id: mitra.id, outletName: "Kedai Crepes Cimahi" },
      outletId: pusat.id,
      headOfficeId,
      now,
      timeZone,
    });
    const movements = await writeDemoStockLedger(
      tx,
      Object.values(catalog.stock),
      [...history.movements, ...purchasing.movements],
      localTime({ now, timeZone }, HISTORY_START_DAYS, 7, 0),
      { main: pusat.id, headOffice: headOfficeId },
    );
    const finance = await insertDemoFinance(tx, { admin: staff("admin"), now, timeZone });

    const attendanceRows = await insertDemoAttendance(tx, {
      cashier: staff("kasir"),
      staff: staff("staf"),
      location: pusat,
      now,
      timeZone: env.BUSINESS_TIMEZONE,
    });

    return {
      locations: locationRows.length,
      staff: staffRows.length,
      customers: customerRows.length,
      addresses: 2,
      tables: tableRows.length,
      promos: promoRows.length,
      ...catalog.counts,
      orders: history.orders,
      orderItems: history.items,
      ...purchasing.counts,
      stockMovements: movements,
      ...finance.counts,
      attendance: attendanceRows,
      ojolLinks,
    };
  });
}
