import {
  formatDateTime,
  OFFLINE_CLOCK_SKEW_MS,
  OFFLINE_MAX_AGE_MS,
  type OfflineOrderInput,
  type OrderNotice,
} from "@kedai/shared";
import { eq, max } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { type OrderOffline, orderStatusChanges } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { keptCatalog } from "./catalog-versions";
import { type OrderCatalog, orderCatalog } from "./order-catalog";
import type { PricedLine, SoldLine } from "./price-cart";

/*
 * What differs for a cashier's order the till took while it could not reach the server
 * (docs/business-rules.md#offline, docs/decisions/0026-offline-orders.md): its time, the catalog it
 * is priced with, and conflicts met at sync that are accepted with a notice instead of refused.
 */

/**
 * The register session an offline order is booked in, the cashier's open one `open`, and its time.
 * Refused when the till's time is ahead of the server's by more than OFFLINE_CLOCK_SKEW_MS (a till's
 * clock may run a little fast: two minutes is more than a synced clock drifts, far less than a
 * wrong one), older than OFFLINE_MAX_AGE_MS, or before the open session began (or no session is
 * open): the session it was taken in has been closed. A time within the skew before the opening or
 * after now is booked at the opening or now, so the order stays inside its session and the past.
 */
export function bookOfflineOrder<Session extends { openedAt: Date }>(
  takenAt: Date,
  open: Session | undefined,
  now: Date,
  timeZone: string,
): { session: Session; createdAt: Date } {
  if (takenAt.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MS) {
    throw refusal(
      "OFFLINE_TAKEN_IN_FUTURE",
      `Waktu pesanan offline (${formatDateTime(takenAt, timeZone)}) ada di masa depan. Periksa jam perangkat kasir.`,
      "offline.takenAt",
    );
  }
  if (now.getTime() - takenAt.getTime() > OFFLINE_MAX_AGE_MS) {
    throw refusal(
      "OFFLINE_TAKEN_TOO_LONG_AGO",
      `Pesanan offline dari ${formatDateTime(takenAt, timeZone)} sudah lebih dari 24 jam lalu dan tidak dapat disinkronkan.`,
      "offline.takenAt",
    );
  }
  if (!open) {
    throw refusal(
      "OFFLINE_SESSION_CLOSED",
      `Sesi kasir tempat pesanan offline dari ${formatDateTime(takenAt, timeZone)} dibuat sudah ditutup, dan tidak ada sesi kasir yang terbuka.`,
    );
  }
  if (takenAt.getTime() < open.openedAt.getTime() - OFFLINE_CLOCK_SKEW_MS) {
    throw refusal(
      "OFFLINE_SESSION_CLOSED",
      `Pesanan offline dari ${formatDateTime(takenAt, timeZone)} dibuat sebelum sesi kasir ini dibuka (${formatDateTime(open.openedAt, timeZone)}): sesi tempat pesanan itu dibuat sudah ditutup.`,
    );
  }
  const createdAt = new Date(Math.min(Math.max(takenAt.getTime(), open.openedAt.getTime()), now.getTime()));
  return { session: open, createdAt };
}

/**
 * The catalog an offline order is priced with: the version the till priced it with while that
 * version is kept, else the current one. `current` also says which products still exist.
 */
export async function offlineOrderCatalog(db: Database, tx: Tx, version: number) {
  const [current, kept] = await Promise.all([orderCatalog(db, tx), keptCatalog(db, tx, version)]);
  return { catalog: kept ?? current, current };
}

/** Lines priced with an older catalog: a product deleted since is sold under its name, without a link. */
export const linesOfExistingProducts = (lines: PricedLine[], current: OrderCatalog): SoldLine[] =>
  lines.map((line) =>
    current.products.has(line.item.productId) ? line : { ...line, item: { ...line.item, productId: null } },
  );

/** What the order stores about being taken offline. */
export const offlineColumn = (offline: OfflineOrderInput, pricedWith: OrderCatalog, now: Date): OrderOffline => ({
  deviceId: offline.deviceId,
  catalogVersion: offline.catalogVersion,
  pricedWithVersion: pricedWith.version,
  syncedAt: now.toISOString(),
});

/** The notices of an accepted offline order: a table taken meanwhile, a catalog version no longer kept. */
export function offlineNotices(
  offline: OfflineOrderInput,
  pricedWith: OrderCatalog,
  table: { name: string; takenMeanwhile: boolean } | undefined,
): OrderNotice[] {
  const notices: OrderNotice[] = [];
  if (table?.takenMeanwhile) {
    notices.push({
      code: "TABLE_TAKEN_MEANWHILE",
      message: `Meja "${table.name}" sudah dipakai pesanan lain saat pesanan offline ini masuk. Pesanan tetap dicatat di meja ini; periksa meja tersebut.`,
    });
  }
  if (pricedWith.version !== offline.catalogVersion) {
    notices.push({
      code: "CATALOG_VERSION_UNKNOWN",
      message:
        "Harga saat pesanan offline ini dibuat tidak lagi tersimpan di server: pesanan dihitung dengan harga saat ini, totalnya bisa berbeda dari struk.",
    });
  }
  return notices;
}

/**
 * When a move, cancel or payment a till made offline is booked: when the till made it, kept
 * after the order's last history line and no later than now, so the history stays in the order things
 * happened even when a till's clock is off.
 */
export async function offlineMoveTime(tx: Tx, orderId: string, takenAt: string): Promise<Date> {
  const [last] = await tx
    .select({ at: max(orderStatusChanges.changedAt) })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId));
  // A millisecond after it: PostgreSQL keeps microseconds, a Date only milliseconds, so the last
  // line's time read back can be up to a millisecond early, and a move booked at it sorted first.
  const earliest = last?.at ? last.at.getTime() + 1 : 0;
  return new Date(Math.min(Math.max(Date.parse(takenAt), earliest), Date.now()));
}
