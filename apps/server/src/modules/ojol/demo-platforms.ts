import { OJOL_PLATFORM_LABELS, type OjolPlatform, ojolOrderLabel } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { platformLinks } from "../../db/schema";
import { conflict, notFound } from "../../lib/app-error";
import {
  type Deliver,
  FakeGofood,
  FakeGrab,
  gofoodNotificationOf,
  grabOrder,
  type RecordedCall,
} from "./fakes/fake-platforms";
import { GOFOOD_EVENTS } from "./gofood/gofood-contract";
import { GRAB_PATHS } from "./grab/grab-contract";
import { type OutletMenu, readOutletMenu } from "./outlet-menu";
import type { PlatformUrls } from "./platform-calls";
import { Running } from "./running";

const GOFOOD_DRIVER = "Asep (simulasi)";

type Link = Pick<typeof platformLinks.$inferSelect, "id" | "platform" | "merchantRef">;
type PickedItem = {
  id: string;
  price: number;
  options: { id: string; name: string; price: number }[];
  /** Only for an item the platform's menu has and Kedai's does not: Kedai has no name of its own for it. */
  name?: string;
};

/**
 * The item each platform's menu has and Kedai's does not (set up on the platform by hand): its id is
 * the platform's own, so Kedai cannot match it until the cashier maps it ('Cocokkan menu'); the
 * platform prices it. GrabFood's order names no item, so Kedai shows it by its id.
 */
export const DEMO_UNKNOWN_ITEMS = {
  grabfood: { id: "grab-crepes-durian", name: "Crepes Durian (menu GrabFood)", price: 30_000, options: [] },
  gofood: { id: "gofood-crepes-durian", name: "Crepes Durian (menu GoFood)", price: 30_000, options: [] },
} satisfies Record<OjolPlatform, PickedItem>;

/**
 * The food platforms of the demo (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md): the
 * fakes of GrabFood and GoFood, started inside the app on loopback when first needed, which Kedai
 * calls as it calls the real ones; 'Simulasi pesanan ojol' makes one send the outlet an order
 * through Kedai's real webhook (token or signature, inbox, processing), and each fake's driver
 * delivers what Kedai made as the platform would: GrabFood's once told the order is ready, GoFood's
 * a few minutes after it was accepted.
 */
export class DemoPlatforms {
  private fakes: Promise<{ grab: FakeGrab; gofood: FakeGofood }> | undefined;
  /** The orders the demo sent, by platform and the platform's id: where its driver delivers. */
  private readonly sent = new Map<string, Link>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Running();
  /**
   * How long each platform's driver takes: GrabFood's collects an order this long after Kedai
   * marked it ready ('Siap'); GoFood hears nothing of 'Siap' (ADR 0055), so its driver delivers
   * this long after the order was accepted. A test may shorten them.
   */
  readonly driverMs = { grabfood: 5_000, gofood: 3 * 60_000 };

  constructor(
    /** How a fake reaches Kedai: the app's own request handling. */
    private readonly deliver: Deliver,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  private started() {
    this.fakes ??= Promise.all([new FakeGrab().start(), new FakeGofood().start()]).then(([grab, gofood]) => {
      grab.onCall = (call) => this.grabTook(grab, call);
      gofood.onCall = (call) => this.gofoodTook(gofood, call);
      return { grab, gofood };
    });
    return this.fakes;
  }

  async urls(): Promise<PlatformUrls> {
    const { grab, gofood } = await this.started();
    return { grabApi: grab.url, grabAuth: grab.url, gobizApi: gofood.url, gobizAuth: gofood.url };
  }

  /**
   * The platform sends the link's outlet an order of what its menu sells, and with `unknownItem`
   * also its item Kedai does not know; answers the order's label.
   */
  async sendOrder(link: Link, menu: OutletMenu, unknownItem = false): Promise<string> {
    const picked = pickItems(menu);
    if (picked.length === 0) throw conflict("Tidak ada menu yang tersedia di outlet ini untuk dipesan.");
    const items = unknownItem ? [...picked, DEMO_UNKNOWN_ITEMS[link.platform]] : picked;
    const sent = link.platform === "grabfood" ? await this.grabOrder(link, items) : await this.gofoodOrder(link, items);
    if (sent.status !== 200)
      throw conflict(`Kedai menolak pesanan simulasi ${OJOL_PLATFORM_LABELS[link.platform]} (${sent.status}).`);
    this.sent.set(`${link.platform}:${sent.orderId}`, link);
    return sent.label;
  }

  /** GrabFood's *Submit order*, to be accepted by the cashier, after its token. */
  private async grabOrder(link: Link, items: PickedItem[]) {
    const { grab } = await this.started();
    const orderId = `DEMO-${Date.now()}`;
    const order = grabOrder(
      link.merchantRef,
      orderId,
      items.map(({ id, price, options }) => ({ id, quantity: 1, price, modifiers: options })),
    );
    const { status } = await grab.submitOrder(this.deliver, order);
    return { orderId, label: ojolOrderLabel("grabfood", order.shortOrderNumber), status };
  }

  /** GoFood's signed `awaiting_merchant_acceptance`. */
  private async gofoodOrder(link: Link, items: PickedItem[]) {
    const { gofood } = await this.started();
    const orderId = `F-${String(Date.now()).slice(-9)}`;
    const lines = items.map(({ id, price, options, name }) => ({
      external_id: id,
      quantity: 1,
      price,
      name,
      variants: options.map((option) => ({ external_id: option.id, name: option.name })),
    }));
    const notification = gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, orderId, lines);
    const { status } = await gofood.notify(this.deliver, link.id, notification);
    return { orderId, label: ojolOrderLabel("gofood", orderId), status };
  }

  /** GrabFood marked ready: its driver collects and delivers. */
  private grabTook(grab: FakeGrab, call: RecordedCall) {
    if (call.path !== GRAB_PATHS.markReady) return;
    const orderID = String((call.body as { orderID?: unknown } | null)?.orderID ?? "");
    const link = this.sent.get(`grabfood:${orderID}`);
    if (!link) return;
    this.later(this.driverMs.grabfood, () =>
      grab.pushState(this.deliver, { merchantID: link.merchantRef, orderID, state: "DELIVERED" }),
    );
  }

  /** GoFood accepted: a driver is on the way, and delivers a few minutes later. */
  private gofoodTook(gofood: FakeGofood, call: RecordedCall) {
    const orderNumber = /\/orders\/[^/]+\/([^/]+)\/accepted$/.exec(call.path)?.[1] ?? "";
    const link = this.sent.get(`gofood:${orderNumber}`);
    if (!link) return;
    const notify = (event: string) => () =>
      gofood.notify(
        this.deliver,
        link.id,
        gofoodNotificationOf(event, link.merchantRef, orderNumber, [], { driver: GOFOOD_DRIVER }),
      );
    this.later(0, notify(GOFOOD_EVENTS.driverOtwPickup));
    this.later(this.driverMs.gofood, notify(GOFOOD_EVENTS.completed));
  }

  private later(ms: number, work: () => Promise<unknown>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.running.track(
        work().catch((err) => this.log.warn({ err: String(err) }, "demo platform webhook failed")),
      );
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Nothing more is sent; the fakes stop. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.running.idle();
    const fakes = await this.fakes;
    await Promise.all([fakes?.grab.close(), fakes?.gofood.close()]);
  }
}

/**
 * One or two items the outlet sells now, at the platform's prices (the link's markup), each with
 * the first option of every required group.
 */
function pickItems(menu: OutletMenu): PickedItem[] {
  const available = menu.categories.flatMap((category) => category.items).filter((item) => item.available);
  const first = Math.floor(Math.random() * available.length);
  const chosen = available.length > 1 ? [available[first], available[(first + 1) % available.length]] : available;
  return chosen.map((item) => {
    const options = item.groups.flatMap((group) => (group.required && group.options[0] ? [group.options[0]] : []));
    return { id: item.id, price: item.price + options.reduce((sum, option) => sum + option.price, 0), options };
  });
}

/**
 * 'Simulasi pesanan ojol': only in demo mode (`demo` null otherwise), for an outlet linked to the
 * platform; `unknownItem` adds the platform's item Kedai does not know (DEMO_UNKNOWN_ITEMS). Answers
 * what to tell the cashier.
 */
export async function simulateOjolOrder(
  db: Database,
  demo: DemoPlatforms | null,
  publicUrl: string,
  request: { outletId: string; platform: OjolPlatform; unknownItem?: boolean },
): Promise<{ message: string }> {
  if (!demo) throw notFound("Simulasi pesanan ojol hanya ada di mode demo.");
  const [link] = await db
    .select()
    .from(platformLinks)
    .where(and(eq(platformLinks.outletId, request.outletId), eq(platformLinks.platform, request.platform)));
  if (!link?.enabled) throw conflict(`Outlet ini belum ditautkan ke ${OJOL_PLATFORM_LABELS[request.platform]}.`);
  const sent = await demo.sendOrder(link, await readOutletMenu(db, link, publicUrl), request.unknownItem);
  return {
    message: request.unknownItem
      ? `Pesanan simulasi ${sent} masuk, dengan satu menu yang belum dikenali Kedai.`
      : `Pesanan simulasi ${sent} masuk.`,
  };
}
