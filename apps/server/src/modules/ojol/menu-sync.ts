import { randomUUID } from "node:crypto";
import type { OjolOutletState } from "@kedai/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Env } from "../../config/env";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { catalogVersion, locations, platformCalls, platformLinks } from "../../db/schema";
import { now } from "../../lib/clock";
import { findByIdOr404 } from "../../lib/find-by-id";
import { runJobAlone } from "../../lib/write-guards";
import { gofoodOutletPath } from "./gofood/gofood-contract";
import { readOutletMenu, soldOutIds } from "./outlet-menu";
import { callsOut, type OutletCall, queueOutletCall } from "./platform-calls";
import {
  goFoodCatalog,
  goFoodForceClose,
  grabItemAvailability,
  grabMenuNotification,
  grabPause,
} from "./platform-menus";
import type { SecretBox } from "./secret-box";

type Link = typeof platformLinks.$inferSelect;

const OUTLET_NOT_FOUND = "Outlet tidak ditemukan.";

async function currentCatalogVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: catalogVersion.version }).from(catalogVersion).limit(1);
  return row?.version ?? 1;
}

/** Grab ends a pause after 24 h (its longest): one still on is sent again an hour before. */
const GRAB_PAUSE_RESEND_MS = 23 * 60 * 60 * 1000;

/** Whether a paused GrabFood link's last pause is about to run out (or was never sent). */
async function grabPauseRunsOut(tx: Tx, linkId: string): Promise<boolean> {
  const [last] = await tx
    .select({ sentAt: platformCalls.sentAt })
    .from(platformCalls)
    .where(and(eq(platformCalls.linkId, linkId), eq(platformCalls.action, "pause")))
    .orderBy(desc(platformCalls.createdAt))
    .limit(1);
  if (!last) return true;
  return last.sentAt !== null && last.sentAt.getTime() < now().getTime() - GRAB_PAUSE_RESEND_MS;
}

/**
 * What one link's platform must be told so its menu matches Kedai's now, queued in `tx`
 * (docs/decisions/0057-ojol-menu-out.md): the menu changed (the catalog version moved: products,
 * options, prices, settings) → GrabFood is notified and pulls it, GoFood gets the whole catalog;
 * an item became sold out or available again → GrabFood gets *Update menu record* for that item,
 * GoFood the catalog (its `in_stock`); a Grab pause about to run out → paused again. Nothing
 * changed → nothing is sent.
 */
async function syncLink(tx: Tx, env: Env, link: Link, version: number): Promise<void> {
  const menu = await readOutletMenu(tx, link, env.PUBLIC_URL);
  const soldOut = soldOutIds(menu);
  const before = new Set(link.soldOutProductIds);
  const flipped = [
    ...soldOut.filter((id) => !before.has(id)),
    ...link.soldOutProductIds.filter((id) => !soldOut.includes(id)),
  ];
  const menuChanged = version !== link.menuVersion;
  const calls: OutletCall[] = [];
  if (link.platform === "grabfood") {
    for (const productId of flipped) {
      calls.push({
        action: `item:${productId}`,
        method: "PUT",
        path: "/partner/v1/menu",
        body: grabItemAvailability(link.merchantRef, productId, !soldOut.includes(productId)),
      });
    }
    if (menuChanged) {
      calls.push({
        action: "menu",
        method: "POST",
        path: "/partner/v1/merchant/menu/notification",
        body: grabMenuNotification(link.merchantRef),
      });
    }
  } else if (menuChanged || flipped.length > 0) {
    calls.push({
      action: "menu",
      method: "PUT",
      path: gofoodOutletPath(link.merchantRef, "v1/catalog"),
      body: goFoodCatalog(menu, randomUUID()),
    });
  }
  if (link.platform === "grabfood" && link.paused && (await grabPauseRunsOut(tx, link.id))) {
    calls.push(pauseCall(link, true));
  }
  for (const call of calls) await queueOutletCall(tx, link.id, call);
  if (calls.length > 0 || menuChanged) {
    await tx
      .update(platformLinks)
      .set({ menuVersion: version, soldOutProductIds: soldOut })
      .where(eq(platformLinks.id, link.id));
  }
}

/**
 * Brings every link that calls out up to date with the menu (run by the minute job and after a
 * write that may sell an item out); links without credentials are left alone. What it queues is
 * sent after the commit.
 */
export async function syncOjolMenus(db: Database, env: Env, box: SecretBox): Promise<void> {
  // One instance at a time: two would both see the same change and queue it twice.
  await runJobAlone(db, "ojol-menu-sync", async (tx) => {
    const links = (await tx.select().from(platformLinks)).filter((link) => callsOut(box, link));
    if (links.length === 0) return;
    const version = await currentCatalogVersion(tx);
    for (const link of links) await syncLink(tx, env, link, version);
  });
}

/** Tells the link's platform the outlet is paused or open again. */
function pauseCall(link: Link, paused: boolean): OutletCall {
  return link.platform === "grabfood"
    ? { action: "pause", method: "PUT", path: "/partner/v1/merchant/pause", body: grabPause(link.merchantRef, paused) }
    : {
        action: "pause",
        method: "PATCH",
        path: gofoodOutletPath(link.merchantRef, "v1/properties"),
        body: goFoodForceClose(paused),
      };
}

/**
 * 'Tutup sementara' (or open again) for an outlet's ojol orders: every link of the outlet records
 * it, and each that calls out tells its platform (GrabFood *Pause store*, GoFood `force_close`).
 * A link already in that state sends nothing again.
 */
export async function setOutletPaused(
  db: Database,
  box: SecretBox,
  outletId: string,
  paused: boolean,
): Promise<OjolOutletState> {
  await findByIdOr404(db, locations, outletId, OUTLET_NOT_FOUND);
  await db.transaction(async (tx) => {
    const links = await tx.select().from(platformLinks).where(eq(platformLinks.outletId, outletId));
    for (const link of links.filter((candidate) => candidate.paused !== paused)) {
      await tx.update(platformLinks).set({ paused }).where(eq(platformLinks.id, link.id));
      if (callsOut(box, link)) await queueOutletCall(tx, link.id, pauseCall(link, paused));
    }
  });
  return getOutletOjolState(db, outletId);
}

/**
 * Whether the till shows 'Tutup sementara' for its outlet (a link switched on) and in which state:
 * paused while any of its links is.
 */
export async function getOutletOjolState(db: DbOrTx, outletId: string): Promise<OjolOutletState> {
  await findByIdOr404(db, locations, outletId, OUTLET_NOT_FOUND);
  const links = await db
    .select({ enabled: platformLinks.enabled, paused: platformLinks.paused })
    .from(platformLinks)
    .where(eq(platformLinks.outletId, outletId));
  return {
    outletId,
    linked: links.some((link) => link.enabled),
    paused: links.some((link) => link.paused),
  };
}
