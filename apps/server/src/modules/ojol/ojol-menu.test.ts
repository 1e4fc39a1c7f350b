import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocation,
  createOption,
  createOptionGroup,
  createProduct,
  createStockItem,
} from "../../../test/factories";
import { gofoodCallComplaints } from "../../../test/gofood-pages";
import { grabCallComplaints, grabSchemaErrors } from "../../../test/grab-openapi";
import { levelOf } from "../../../test/stock-ledger";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { platformCalls, platformLinks } from "../../db/schema";
import { FakeGofood, FakeGrab } from "./fakes/fake-platforms";
import { SecretBox } from "./secret-box";

/*
 * The menu side of the food platforms (docs/decisions/0057-ojol-menu-out.md) against the fake
 * GrabFood and GoFood on 127.0.0.1 the order side uses too: the outlet of the cashier's register is linked to both,
 * with a 12,5 % markup on GrabFood.
 */
const SECRET_KEY = "kunci-rahasia-ojol-uji-0123456789abcdef";
const grabCredentials = { clientId: "kedai-di-grab", clientSecret: "rahasia-kedai-di-grab" };
const goFoodCredentials = { clientId: "kedai-di-gobiz", clientSecret: "rahasia-kedai-di-gobiz" };
const GRAB_INBOUND = { id: "grab-ke-kedai", secret: "rahasia-grab-ke-kedai" };
const grab = await new FakeGrab(
  grabCredentials.clientId,
  grabCredentials.clientSecret,
  GRAB_INBOUND.id,
  GRAB_INBOUND.secret,
).start();
const goFood = await new FakeGofood(goFoodCredentials.clientId, goFoodCredentials.clientSecret).start();
const box = new SecretBox(SECRET_KEY);
afterAll(() => Promise.all([grab.close(), goFood.close()]));

const { ctx, db, clients, loginAs, place, outletId } = useTill({
  env: {
    OJOL_SECRET_KEY: SECRET_KEY,
    GRAB_API_URL: grab.url,
    GRAB_AUTH_URL: grab.url,
    GOBIZ_API_URL: goFood.url,
    GOBIZ_AUTH_URL: goFood.url,
  },
});

let admin: TestClient;
beforeAll(async () => {
  admin = await loginAs("admin");
  await db()
    .insert(platformLinks)
    .values([
      {
        outletId: outletId(),
        platform: "grabfood",
        merchantRef: "1-GRABUJI",
        enabled: true,
        markupPercent: 12.5,
        clientId: grabCredentials.clientId,
        inboundClientId: GRAB_INBOUND.id,
        secretsCipher: box.seal({
          clientSecret: grabCredentials.clientSecret,
          inboundSecret: GRAB_INBOUND.secret,
        }),
      },
      {
        outletId: outletId(),
        platform: "gofood",
        merchantRef: "GOFOOD-UJI",
        enabled: true,
        clientId: goFoodCredentials.clientId,
        secretsCipher: box.seal({ clientSecret: goFoodCredentials.clientSecret }),
      },
    ]);
});

const grabToken = async () => {
  const answer = await ctx
    .client()
    .post(
      "/api/ojol/grab/token",
      { client_id: GRAB_INBOUND.id, client_secret: GRAB_INBOUND.secret, grant_type: "client_credentials" },
      { csrf: false },
    );
  expect(answer.statusCode).toBe(200);
  return answer.json().access_token as string;
};

type GrabItem = {
  id: string;
  price: number;
  availableStatus: string;
  photos?: string[];
  modifierGroups: { modifiers: { id: string; price: number }[] }[];
};
const grabMenu = async (token: string) => {
  const answer = await ctx.client().get("/api/ojol/grab/menu?merchantID=1-GRABUJI", {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer;
};
const itemsOf = (menu: { categories: { items: GrabItem[] }[] }) =>
  menu.categories.flatMap((category) => category.items);

/** The calls go out after the answer: waits for them (a busy machine may take seconds). */
const eventually = <T>(read: () => T) => expect.poll(read, { timeout: 15_000, interval: 50 });

const sentTo = (fake: FakeGrab | FakeGofood, path: string) => fake.callsTo(path);
/** The minute job's menu sync, and the calls it queued sent. */
const sync = async () => {
  await ctx.app.ojol.syncMenus();
  await ctx.app.ojol.idle();
};
/** GoBiz's *Update GoFood Outlet Catalog* for the linked outlet (the Sync Menu page). */
const GOFOOD_CATALOG = "/integrations/gofood/outlets/GOFOOD-UJI/v1/catalog";
type CatalogPush = { menus: { menu_items: { external_id: string; in_stock: boolean; price: number }[] }[] };
const itemIn = (push: { body: unknown } | undefined, productId: string) =>
  (push?.body as CatalogPush | undefined)?.menus
    .flatMap((menu) => menu.menu_items)
    .find((item) => item.external_id === productId);
const catalogItem = (productId: string) => itemIn(sentTo(goFood, GOFOOD_CATALOG).at(-1), productId);

describe("GrabFood's Get food menu webhook", () => {
  it("answers the outlet's menu as the document's GetMenuNewResponse, prices raised by the markup to whole rupiah", async () => {
    const option = await createOption(db(), { name: "Keju Ekstra", price: 2000 });
    const group = await createOptionGroup(db(), { name: "Tambahan", optionIds: [option.id] });
    const crepe = await createProduct(db(), {
      name: "Crepe Cokelat",
      price: 9999,
      imageUrl: "/uploads/crepe-cokelat.jpg",
      groupIds: [group.id],
    });
    const elsewhere = await createProduct(db(), { locationId: (await createLocation(db())).id });

    const answer = await grabMenu(await grabToken());
    expect(answer.statusCode).toBe(200);
    const menu = answer.json();
    expect(grabSchemaErrors("GetMenuNewResponse", menu)).toEqual([]);
    expect(menu).toMatchObject({
      merchantID: "1-GRABUJI",
      partnerMerchantID: outletId(),
      currency: { code: "IDR", exponent: 2 },
    });
    const item = itemsOf(menu).find((candidate) => candidate.id === crepe.id);
    // 9.999 × 1,125 = 11.248,875 → Rp 11.249; in minor units (exponent 2).
    expect(item).toMatchObject({
      price: 1_124_900,
      availableStatus: "AVAILABLE",
      photos: ["https://kedai.test/uploads/crepe-cokelat.jpg"],
    });
    // 2.000 × 1,125 = Rp 2.250.
    expect(item?.modifierGroups[0].modifiers).toEqual([expect.objectContaining({ id: option.id, price: 225_000 })]);
    expect(itemsOf(menu).some((candidate) => candidate.id === elsewhere.id)).toBe(false);
  });

  it("refuses a wrong secret, a missing or forged token, and another merchant's menu", async () => {
    const wrong = await ctx
      .client()
      .post(
        "/api/ojol/grab/token",
        { client_id: GRAB_INBOUND.id, client_secret: "bukan-rahasianya", grant_type: "client_credentials" },
        { csrf: false },
      );
    expect(wrong.statusCode).toBe(401);
    expect((await grabMenu("")).statusCode).toBe(401);
    const token = await grabToken();
    expect((await grabMenu(`${token.split(".")[0]}.tanda-tangan-palsu`)).statusCode).toBe(401);
    const other = await ctx.client().get("/api/ojol/grab/menu?merchantID=1-LAIN", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe("sold out and paused reach both platforms", () => {
  it("'Habis' on an item updates its record on GrabFood and its stock on GoFood", async () => {
    const crepe = await createProduct(db(), { name: "Crepe Keju" });
    const habis = await admin.request("PATCH", `/api/menu/${crepe.id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(habis.statusCode).toBe(200);
    await eventually(() => sentTo(grab, "/partner/v1/menu").map((request) => request.body)).toContainEqual({
      merchantID: "1-GRABUJI",
      field: "ITEM",
      id: crepe.id,
      availableStatus: "UNAVAILABLE",
      maxStock: 0,
    });
    await eventually(() => catalogItem(crepe.id)?.in_stock).toBe(false);

    await admin.request("PATCH", `/api/menu/${crepe.id}/availability`, { payload: { isAvailable: true } });
    await eventually(() => sentTo(grab, "/partner/v1/menu").map((request) => request.body)).toContainEqual({
      merchantID: "1-GRABUJI",
      field: "ITEM",
      id: crepe.id,
      availableStatus: "AVAILABLE",
    });
    await eventually(() => catalogItem(crepe.id)?.in_stock).toBe(true);
    expect(grabCallComplaints(grab.calls)).toEqual([]);
    expect(gofoodCallComplaints(goFood.calls)).toEqual([]);
  });

  it("GoFood hears of each 'Habis' and each 'Tersedia' by one catalog push, as its Sync Menu page documents it", async () => {
    const crepe = await createProduct(db(), { name: "Crepe Stroberi" });
    await sync(); // the new item reaches the platforms first
    const sentBefore = goFood.calls.length;
    const pushes = () => sentTo(goFood, GOFOOD_CATALOG);
    const before = pushes().length;

    await admin.request("PATCH", `/api/menu/${crepe.id}/availability`, { payload: { isAvailable: false } });
    await eventually(() => pushes().length).toBe(before + 1);
    await sync(); // the minute's run after it: nothing changed since
    expect(pushes()).toHaveLength(before + 1);
    expect(pushes()[before]).toMatchObject({ method: "PUT", body: { request_id: expect.any(String) } });
    expect(itemIn(pushes()[before], crepe.id)).toMatchObject({ external_id: crepe.id, in_stock: false });

    await admin.request("PATCH", `/api/menu/${crepe.id}/availability`, { payload: { isAvailable: true } });
    await eventually(() => pushes().length).toBe(before + 2);
    await sync();
    expect(pushes()).toHaveLength(before + 2);
    expect(itemIn(pushes()[before + 1], crepe.id)).toMatchObject({ external_id: crepe.id, in_stock: true });
    // Nothing else went to GoFood for the two changes, and what went is in the pages' shape.
    expect(goFood.calls.slice(sentBefore).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${GOFOOD_CATALOG}`,
      `PUT ${GOFOOD_CATALOG}`,
    ]);
    expect(gofoodCallComplaints(goFood.calls)).toEqual([]);
  });

  it("a cashier's 'Habis' at the till reaches both at once, and 'Tersedia lagi' too; a guest's is refused", async () => {
    const crepe = await createProduct(db(), { name: "Crepe Matcha" });
    await sync(); // the new item reaches the platforms first
    const itemCalls = () =>
      sentTo(grab, "/partner/v1/menu")
        .map((request) => request.body as { id: string; availableStatus: string })
        .filter((body) => body.id === crepe.id)
        .map((body) => body.availableStatus);

    const guest = await ctx.client().request("PATCH", `/api/menu/${crepe.id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(guest.statusCode).toBe(401);
    await sync();
    expect(itemCalls()).toEqual([]);

    const habis = await clients.cashier.request("PATCH", `/api/menu/${crepe.id}/availability`, {
      payload: { isAvailable: false },
    });
    expect(habis.statusCode, habis.body).toBe(200);
    // No minute job here: the route's own sync sends it.
    await eventually(itemCalls).toEqual(["UNAVAILABLE"]);
    await eventually(() => catalogItem(crepe.id)?.in_stock).toBe(false);

    await clients.cashier.request("PATCH", `/api/menu/${crepe.id}/availability`, { payload: { isAvailable: true } });
    await eventually(itemCalls).toEqual(["UNAVAILABLE", "AVAILABLE"]);
    await eventually(() => catalogItem(crepe.id)?.in_stock).toBe(true);
    expect(grabCallComplaints(grab.calls)).toEqual([]);
    expect(gofoodCallComplaints(goFood.calls)).toEqual([]);
  });

  it("'Habis' then 'Tersedia lagi' while GrabFood is slow reach it one after the other, ending available", async () => {
    const crepe = await createProduct(db(), { name: "Crepe Kilat" });
    await sync();
    const itemCalls = () =>
      sentTo(grab, "/partner/v1/menu").filter((call) => (call.body as { id: string }).id === crepe.id);
    const setAvailable = async (isAvailable: boolean) => {
      const answer = await clients.cashier.request("PATCH", `/api/menu/${crepe.id}/availability`, {
        payload: { isAvailable },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    grab.delayMs = 400;
    try {
      await setAvailable(false);
      await eventually(() => itemCalls().length).toBe(1); // on its way
      await setAvailable(true);
      await eventually(() =>
        itemCalls().map((call) => (call.body as { availableStatus: string }).availableStatus),
      ).toEqual(["UNAVAILABLE", "AVAILABLE"]);
      // The second left only once the first was answered.
      expect(itemCalls().map((call) => call.alongside)).toEqual([0, 0]);

      // One that fails while a newer state waits is dropped: sent again, it would sell the item out.
      grab.failNext = 1;
      await setAvailable(false);
      await eventually(() => itemCalls().length).toBe(3);
      await setAvailable(true);
      await eventually(() => itemCalls().length).toBe(4);
      await ctx.app.ojol.catchUp();
      await ctx.app.ojol.idle();
      expect(itemCalls().map((call) => (call.body as { availableStatus: string }).availableStatus)).toEqual([
        "UNAVAILABLE",
        "AVAILABLE",
        "UNAVAILABLE",
        "AVAILABLE",
      ]);
    } finally {
      grab.delayMs = 0;
      grab.failNext = 0;
    }
  });

  it("an ingredient running out at the outlet sells the item out on both at the next sync", async () => {
    const banana = await createStockItem(db(), { name: "Pisang", quantityInStock: 1 }, { at: outletId() });
    const crepe = await createProduct(db(), {
      name: "Crepe Pisang",
      recipe: [{ stockItemId: banana.id, quantityUsed: 1 }],
    });
    await sync();
    const itemCalls = () =>
      sentTo(grab, "/partner/v1/menu").filter((request) => (request.body as { id: string }).id === crepe.id);
    expect(itemCalls()).toEqual([]);
    const pushesBefore = sentTo(goFood, GOFOOD_CATALOG).length;

    await place({ items: [{ productId: crepe.id, quantity: 1 }] });
    expect(await levelOf(db(), banana.id, outletId())).toBe(0);
    await sync(); // the minute job's run
    expect(itemCalls().map((request) => request.body)).toEqual([
      { merchantID: "1-GRABUJI", field: "ITEM", id: crepe.id, availableStatus: "UNAVAILABLE", maxStock: 0 },
    ]);
    expect(sentTo(goFood, GOFOOD_CATALOG)).toHaveLength(pushesBefore + 1);
    expect(catalogItem(crepe.id)?.in_stock).toBe(false);
    // Nothing changed since: nothing is sent again.
    const sent = grab.calls.length + goFood.calls.length;
    await sync();
    expect(grab.calls.length + goFood.calls.length).toBe(sent);
    expect(grabCallComplaints(grab.calls)).toEqual([]);
    expect(gofoodCallComplaints(goFood.calls)).toEqual([]);
  });

  it("'Tutup sementara' pauses the outlet on both, and opening again unpauses it", async () => {
    const close = await clients.cashier.put(`/api/ojol/outlets/${outletId()}/pause`, { paused: true });
    expect(close.statusCode).toBe(200);
    expect(close.json()).toEqual({ outletId: outletId(), linked: true, paused: true });
    expect((await clients.cashier.get(`/api/ojol/outlets/${outletId()}`)).json()).toEqual({
      outletId: outletId(),
      linked: true,
      paused: true,
    });
    await eventually(() => sentTo(grab, "/partner/v1/merchant/pause").map((request) => request.body)).toEqual([
      { merchantID: "1-GRABUJI", isPause: true, duration: "24h" },
    ]);
    await eventually(() =>
      sentTo(goFood, "/integrations/gofood/outlets/GOFOOD-UJI/v1/properties").map((r) => [r.method, r.body]),
    ).toEqual([["PATCH", { force_close: true }]]);

    // Grab ends a pause after 24 h: the sync pauses again one that is still on before then.
    await sync();
    expect(sentTo(grab, "/partner/v1/merchant/pause")).toHaveLength(1);
    await db()
      .update(platformCalls)
      .set({ sentAt: new Date(Date.now() - 23.5 * 60 * 60 * 1000) })
      .where(eq(platformCalls.action, "pause"));
    await sync();
    expect(sentTo(grab, "/partner/v1/merchant/pause")).toHaveLength(2);

    expect((await clients.cashier.put(`/api/ojol/outlets/${outletId()}/pause`, { paused: false })).statusCode).toBe(
      200,
    );
    await eventually(() => sentTo(grab, "/partner/v1/merchant/pause").map((request) => request.body)).toEqual([
      { merchantID: "1-GRABUJI", isPause: true, duration: "24h" },
      { merchantID: "1-GRABUJI", isPause: true, duration: "24h" },
      { merchantID: "1-GRABUJI", isPause: false },
    ]);
    await eventually(() =>
      sentTo(goFood, "/integrations/gofood/outlets/GOFOOD-UJI/v1/properties").map((r) => r.body),
    ).toEqual([{ force_close: true }, { force_close: false }]);
    expect(grabCallComplaints(grab.calls)).toEqual([]);
    expect(gofoodCallComplaints(goFood.calls)).toEqual([]);
  });

  it("calls nothing for an outlet whose links have no credentials", async () => {
    const outlet = await createLocation(db());
    await db()
      .insert(platformLinks)
      .values([
        { outletId: outlet.id, platform: "grabfood", merchantRef: "1-TANPAKUNCI", enabled: true },
        {
          outletId: outlet.id,
          platform: "gofood",
          merchantRef: "GOFOOD-TANPAKUNCI",
          enabled: true,
          clientId: "ada-id",
        },
      ]);
    const crepe = await createProduct(db(), { locationId: outlet.id });
    await admin.request("PATCH", `/api/menu/${crepe.id}/availability`, { payload: { isAvailable: false } });
    expect((await clients.cashier.put(`/api/ojol/outlets/${outlet.id}/pause`, { paused: true })).statusCode).toBe(200);
    await sync();
    const aboutIt = [...grab.calls, ...goFood.calls].filter((request) =>
      JSON.stringify([request.path, request.body]).includes("TANPAKUNCI"),
    );
    expect(aboutIt).toEqual([]);
  });
});
