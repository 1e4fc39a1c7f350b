import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { optionGroup } from "../customizations/customizations.contract";
import { settingsSchema } from "../settings/settings.contract";

/*
 * Orders a till took while it could not reach the server, sent once it could again
 * (docs/business-rules.md#offline, docs/decisions/0026-offline-orders.md).
 */

/** How far a till's clock may run ahead of the server's before its order counts as "in the future". */
export const OFFLINE_CLOCK_SKEW_MS = 2 * 60 * 1000;
/** The oldest order a till may still sync: a day of trading. */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const BAD_TAKEN_AT = "Waktu pesanan offline harus berupa tanggal-waktu ISO 8601.";
const BAD_VERSION = "Versi katalog pesanan offline tidak valid.";
const BAD_DEVICE = "ID perangkat kasir wajib diisi (maksimal 100 karakter).";

/**
 * The `offline` part of a cashier's POST /api/orders: when the till took the order (the order's
 * time in lists and reports), the catalog version it priced the order with (the `version` of
 * GET /api/orders/catalog) and the till's own device id.
 */
export const offlineOrderInput = z.object(
  {
    takenAt: z.iso.datetime({ offset: true, error: BAD_TAKEN_AT }),
    catalogVersion: z.number({ error: BAD_VERSION }).int(BAD_VERSION).min(1, BAD_VERSION),
    deviceId: z.string({ error: BAD_DEVICE }).trim().min(1, BAD_DEVICE).max(100, BAD_DEVICE),
  },
  { error: "Data pesanan offline tidak valid." },
);
export type OfflineOrderInput = z.infer<typeof offlineOrderInput>;

/**
 * The `offline` part of a status move or a cancel the till made while it could not reach the
 * server (PUT /api/orders/{id}/status): when it was made, and by which till.
 */
export const offlineMoveInput = offlineOrderInput.pick({ takenAt: true, deviceId: true });
export type OfflineMoveInput = z.infer<typeof offlineMoveInput>;

/** What an order taken offline records: the till, the version it asked for and the one it was priced with. */
export const offlineOrderRecord = z.object({
  deviceId: z.string(),
  catalogVersion: z.number().int(),
  /** Differs from catalogVersion when the till's version was no longer kept: priced with the catalog of then. */
  pricedWithVersion: z.number().int(),
  /** When the order reached the server; the order's `createdAt` is when the till took it. */
  syncedAt: timestamp,
});
export type OfflineOrderRecord = z.infer<typeof offlineOrderRecord>;

/**
 * Something the till should show about an order it synced that was accepted all the same:
 * TABLE_TAKEN_MEANWHILE, its table had meanwhile been taken by another order (both stay on it);
 * CATALOG_VERSION_UNKNOWN, the catalog version it was priced with is no longer kept, so it was
 * priced with the current catalog and its total may differ from the receipt.
 */
export const ORDER_NOTICE_CODES = ["TABLE_TAKEN_MEANWHILE", "CATALOG_VERSION_UNKNOWN"] as const;
export const orderNotice = z.object({ code: z.enum(ORDER_NOTICE_CODES), message: z.string() });
export type OrderNotice = z.infer<typeof orderNotice>;

/**
 * GET /api/orders/catalog: everything the server prices a cashier's order from, as one version.
 * A till prices its cart from this (online, and offline from its copy) and names `version` on an
 * order it took offline; the server then prices that order with this same catalog.
 */
export const tillCatalog = z.object({
  version: z.number().int(),
  /** Every product, available or not, with its option groups and database prices. */
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      price: z.number().int(),
      isAvailable: z.boolean(),
      groups: z.array(optionGroup),
    }),
  ),
  /** The rates and fees (service, tax, packaging) among the settings. */
  settings: settingsSchema,
  /** Each outlet's own tax (both null when it has none: the settings' tax applies). */
  outletTaxes: z.array(
    z.object({ _id: z.string(), taxRatePercent: z.number().nullable(), taxLabel: z.string().nullable() }),
  ),
});
export type TillCatalog = z.infer<typeof tillCatalog>;
