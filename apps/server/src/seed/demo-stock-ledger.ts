import type { StockMovementReason, StockMovementReferenceType } from "@kedai/shared";
import type { Tx } from "../db/client";
import { stockMovements } from "../db/schema";
import { toFourDecimals } from "../db/schema/columns";
import { rebuildStockLevels } from "../modules/stock/stock-levels";
import type { SeededStockItem } from "./demo-catalog";

/** One change of an item's quantity at a location in the demo's history, when it happened. */
export type DemoMovement = {
  stockItemId: string;
  locationId: string;
  quantity: number;
  reason: StockMovementReason;
  reference?: { type: StockMovementReferenceType; id: string; label: string };
  by?: { id: string; name: string } | null;
  at: Date;
};

/** Head office's part of each item's planned quantity, rounded down to a whole unit. */
const HEAD_OFFICE_SHARE = 0.4;

/** Rows per insert: well under PostgreSQL's 65 535 parameters of one statement. */
const CHUNK = 1000;

/**
 * Writes the stock ledger of the demo's history (docs/business-rules.md#stock): opening movements
 * at `openedAt`, then every purchase, sale, adjustment and shipment at its own time and location;
 * each location's level and each item's total are then the sums of those movements. An item's
 * planned quantity is the business's total today: head office holds HEAD_OFFICE_SHARE of it (the
 * warehouse the franchise members are supplied from), `locations.main` (the selling outlet) the
 * rest; any other location opens with just enough for its history never to end below zero, and a
 * location whose history alone brings more than its share opens at zero and holds what it leaves.
 */
export async function writeDemoStockLedger(
  tx: Tx,
  stock: SeededStockItem[],
  history: DemoMovement[],
  openedAt: Date,
  locations: { main: string; headOffice: string },
): Promise<number> {
  const net = new Map<string, Map<string, number>>();
  for (const move of history) {
    const atItem = net.get(move.stockItemId) ?? new Map<string, number>();
    atItem.set(move.locationId, toFourDecimals((atItem.get(move.locationId) ?? 0) + move.quantity));
    net.set(move.stockItemId, atItem);
  }
  const openings: DemoMovement[] = [];
  const open = (stockItemId: string, locationId: string, quantity: number) => {
    if (quantity > 0) openings.push({ stockItemId, locationId, quantity, reason: "opening", at: openedAt });
  };
  for (const item of stock) {
    const atItem = net.get(item.id) ?? new Map<string, number>();
    const shares = new Map([[locations.headOffice, Math.floor(item.quantity * HEAD_OFFICE_SHARE)]]);
    let heldElsewhere = 0;
    for (const locationId of new Set([...atItem.keys(), locations.headOffice])) {
      if (locationId === locations.main) continue;
      const moved = atItem.get(locationId) ?? 0;
      const share = shares.get(locationId) ?? 0;
      open(item.id, locationId, toFourDecimals(share - moved));
      heldElsewhere = toFourDecimals(heldElsewhere + Math.max(share, moved));
    }
    open(item.id, locations.main, toFourDecimals(item.quantity - heldElsewhere - (atItem.get(locations.main) ?? 0)));
  }
  const rows = [...openings, ...history]
    .filter((move) => move.quantity !== 0)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((move) => ({
      stockItemId: move.stockItemId,
      locationId: move.locationId,
      quantity: move.quantity,
      reason: move.reason,
      referenceType: move.reference?.type ?? null,
      referenceId: move.reference?.id ?? null,
      referenceLabel: move.reference?.label ?? null,
      byUserId: move.by?.id ?? null,
      byName: move.by?.name ?? null,
      createdAt: move.at,
    }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(stockMovements).values(rows.slice(start, start + CHUNK));
  }
  await rebuildStockLevels(tx);
  return rows.length;
}
