import {
  AREA_ROLES,
  deleteAnswer,
  grabMenuResponse,
  grabPartnerTokenAnswer,
  idParams,
  messageAnswer,
  OJOL_MAP_REVIEW_ROLES,
  OJOL_MAPPING_ROLES,
  ojolItemMapList,
  ojolItemMapQuery,
  ojolMapBody,
  ojolOutletState,
  ojolPauseBody,
  ojolRejectBody,
  ojolSimulateBody,
  ojolUnmappedQuery,
  orderAnswer,
  orderList,
  platformConnectionTest,
  platformLinkBody,
  platformLinkList,
  platformLinkRecord,
} from "@kedai/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Env } from "../../config/env";
import { databaseWorkFirst } from "../../db/database-turns";
import { answers } from "../../lib/answers";
import { AppError, badRequest } from "../../lib/app-error";
import { sameSecret } from "../../lib/secrets";
import { staffCaller } from "../../plugins/auth";
import { simulateOjolOrder } from "./demo-platforms";
import { GOFOOD_SIGNATURE_HEADER, gofoodNotification } from "./gofood/gofood-contract";
import { grabOrderState, grabPartnerTokenRequest, grabSubmitOrder } from "./grab/grab-contract";
import { storeWebhook } from "./inbox";
import { deleteItemMap, listItemMaps, listUnmappedOrders } from "./item-maps";
import { mapPlatformItems } from "./map-platform-items";
import { getOutletOjolState, setOutletPaused } from "./menu-sync";
import { acceptPlatformOrder, rejectPlatformOrder } from "./ojol-orders";
import { readOutletMenu } from "./outlet-menu";
import {
  findLink,
  linkOfMerchant,
  linkOfOrder,
  linkWithInboundCredentials,
  listPlatformLinks,
  savePlatformLink,
  testPlatformLink,
} from "./platform-links";
import { grabMenuAnswer } from "./platform-menus";
import { goSignatureMatches } from "./secret-box";

const tags = ["ojol"];
/** Linking an outlet to a platform holds the platform's secrets: admin only. */
const LINKS = ["admin"] as const;
/** How long Kedai's GrabFood token lasts: GrabFood's own default (7 days, `expires_in` 604799). */
const GRAB_TOKEN_SECONDS = 604_799;

const grabMenuQuery = z.object({
  merchantID: z.string().max(100).optional(),
  partnerMerchantID: z.string().max(100).optional(),
});
const refused = (message: string) => new AppError("UNAUTHENTICATED", { message });

/** Linking (back office), accepting and rejecting, mapping an unknown item, 'Tutup sementara' (till). */
export const ojolRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // A webhook stored while the app was down or busy, and calls a platform did not take, are
  // worked off once the app is up.
  app.addHook("onReady", async () => {
    void app.ojol.catchUp().catch((err) => app.log.error({ err }, "ojol catch-up failed"));
  });
  // Child hooks run before the database closes: work under way ends first.
  app.addHook("onClose", () => app.ojol.close());

  app.get(
    "/links",
    { schema: { response: answers({ 200: platformLinkList }), tags }, config: { access: LINKS } },
    async () => listPlatformLinks(app.db, app.ojol.box),
  );

  app.post(
    "/links",
    {
      schema: { body: platformLinkBody, response: answers({ 200: platformLinkRecord }), tags },
      config: { access: LINKS },
    },
    async (request) => savePlatformLink(app.db, app.ojol.box, app.ojol.calls, request.body),
  );

  app.post(
    "/links/:id/test",
    {
      schema: { params: idParams, response: answers({ 200: platformConnectionTest }), tags },
      config: { access: LINKS },
    },
    async (request) => testPlatformLink(app.db, app.ojol.box, app.ojol.calls, request.params.id),
  );

  app.post(
    "/orders/:id/accept",
    {
      schema: { params: idParams, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await acceptPlatformOrder(app.db, await staffCaller(request), request.params.id, linkOfOrder),
    }),
  );

  app.post(
    "/orders/:id/reject",
    {
      schema: { params: idParams, body: ojolRejectBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await rejectPlatformOrder(
        app.db,
        await staffCaller(request),
        request.params.id,
        request.body.reason,
        linkOfOrder,
      ),
    }),
  );

  // 'Cocokkan menu': a flagged order's unknown items mapped to the menu (docs/business-rules.md#ojol).
  app.post(
    "/orders/:id/map-items",
    {
      schema: { params: idParams, body: ojolMapBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: OJOL_MAPPING_ROLES },
    },
    async (request) => ({
      data: await mapPlatformItems(
        app.db,
        await staffCaller(request),
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
      ),
    }),
  );

  // The back office's review of what the tills mapped (docs/decisions/0063-mapping-a-platforms-unknown-item-at-the-till.md).
  app.get(
    "/item-maps",
    {
      schema: { querystring: ojolItemMapQuery, response: answers({ 200: ojolItemMapList }), tags },
      config: { access: OJOL_MAP_REVIEW_ROLES },
    },
    (request) => listItemMaps(app.db, request.query),
  );

  app.delete(
    "/item-maps/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: OJOL_MAP_REVIEW_ROLES },
    },
    async (request) => deleteItemMap(app.db, request.params.id, await staffCaller(request)),
  );

  app.get(
    "/orders/unmapped",
    {
      schema: { querystring: ojolUnmappedQuery, response: answers({ 200: orderList }), tags },
      config: { access: OJOL_MAP_REVIEW_ROLES },
    },
    (request) => listUnmappedOrders(app.db, request.query),
  );

  app.get(
    "/outlets/:id",
    {
      schema: { params: idParams, response: answers({ 200: ojolOutletState }), tags },
      config: { access: AREA_ROLES.pos },
    },
    (request) => getOutletOjolState(app.db, request.params.id),
  );

  app.put(
    "/outlets/:id/pause",
    {
      schema: { params: idParams, body: ojolPauseBody, response: answers({ 200: ojolOutletState }), tags },
      config: { access: AREA_ROLES.pos, put: "action" },
    },
    (request) => setOutletPaused(app.db, app.ojol.box, request.params.id, request.body.paused),
  );

  // The demo's 'Simulasi pesanan ojol': refused outside demo mode (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md).
  app.post(
    "/demo/orders",
    {
      schema: { body: ojolSimulateBody, response: answers({ 200: messageAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    (request) => simulateOjolOrder(app.db, app.ojol.demo, env.PUBLIC_URL, request.body),
  );

  await app.register(platformWebhookRoutes, { env });
};

/**
 * What the platforms call (docs/decisions/0056-ojol-orders-in.md): no session and no CSRF token,
 * but GrabFood's bearer token (from Kedai's token endpoint) or GoFood's signature, checked before
 * the body is read further; then stored, answered, and processed from the store.
 */
const platformWebhookRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // The body as the bytes came: GoFood signs exactly those.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
  const parsed = (raw: unknown) => {
    try {
      return JSON.parse(String(raw)) as unknown;
    } catch {
      throw new AppError("BAD_JSON");
    }
  };

  // GrabFood's *Get partner access token webhook*: its client credentials for Kedai's token.
  app.post(
    "/grab/token",
    { schema: { response: answers({ 200: grabPartnerTokenAnswer }), tags }, config: { access: "public", csrf: false } },
    async (request) => {
      const sent = grabPartnerTokenRequest.safeParse(parsed(request.body));
      if (!sent.success) throw badRequest("Permintaan token tidak valid.");
      // GrabFood asks for it right before a webhook when its token has run out: one read, first too.
      const link = await databaseWorkFirst(() =>
        linkWithInboundCredentials(
          app.db,
          app.ojol.box,
          "grabfood",
          sent.data.client_id,
          sent.data.client_secret,
          sameSecret,
        ),
      );
      if (!link) throw refused("Kredensial GrabFood tidak valid.");
      // GrabFood's credentials are its partner's, not one outlet's: the token names them, and each
      // webhook's merchantID names the outlet.
      const token = app.ojol.box.issueToken(link.inboundClientId, Date.now() + GRAB_TOKEN_SECONDS * 1000);
      return { access_token: token, token_type: "Bearer" as const, expires_in: GRAB_TOKEN_SECONDS };
    },
  );

  // The bearer token Kedai issued, before the body is read.
  const grabClients = new WeakMap<FastifyRequest, string>();
  const fromGrab = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const clientId = app.ojol.box.tokenSubject(header?.startsWith("Bearer ") ? header.slice(7) : undefined);
    if (!clientId) {
      request.log.warn("GrabFood webhook with a wrong or missing token refused");
      throw refused("Token GrabFood tidak valid.");
    }
    grabClients.set(request, clientId);
  };
  /** The enabled link of the webhook's merchant, among those the token's credentials are for. */
  const grabLink = async (request: FastifyRequest, merchantID: string) => {
    const link = await linkOfMerchant(app.db, "grabfood", merchantID);
    if (!link?.enabled || link.inboundClientId !== grabClients.get(request))
      throw refused("Merchant GrabFood ini tidak ditautkan ke outlet mana pun.");
    return link;
  };

  // GrabFood's *Get food menu webhook* (docs/decisions/0057-ojol-menu-out.md): the outlet's menu
  // with the link's markup.
  app.get(
    "/grab/menu",
    {
      schema: { querystring: grabMenuQuery, response: answers({ 200: grabMenuResponse }), tags },
      config: { access: "public" },
      onRequest: fromGrab,
    },
    async (request) => {
      const link = await grabLink(request, request.query.merchantID ?? "");
      return grabMenuAnswer(await readOutletMenu(app.db, link, env.PUBLIC_URL), link);
    },
  );

  app.post(
    "/grab/orders",
    {
      schema: { response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: fromGrab,
    },
    async (request) =>
      // Answered within the platform's timeout even at rush hour: its reads and its one write go
      // first (db/database-turns.ts), here and in the two webhooks below.
      databaseWorkFirst(async () => {
        const order = grabSubmitOrder.safeParse(parsed(request.body));
        if (!order.success) throw badRequest("Pesanan GrabFood tidak valid.");
        await storeWebhook(app.db, {
          platform: "grabfood",
          kind: "submit-order",
          dedupeKey: `submit-order:${order.data.orderID}`,
          linkId: (await grabLink(request, order.data.merchantID)).id,
          body: String(request.body),
        });
        return { message: "Diterima." };
      }),
  );

  app.post(
    "/grab/order-state",
    {
      schema: { response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
      onRequest: fromGrab,
    },
    async (request) =>
      databaseWorkFirst(async () => {
        const state = grabOrderState.safeParse(parsed(request.body));
        if (!state.success) throw badRequest("Status pesanan GrabFood tidak valid.");
        await storeWebhook(app.db, {
          platform: "grabfood",
          kind: "order-state",
          dedupeKey: `order-state:${state.data.orderID}:${state.data.state}`,
          linkId: (await grabLink(request, state.data.merchantID)).id,
          body: String(request.body),
        });
        return { message: "Diterima." };
      }),
  );

  // GoFood's notifications, one address per link (its notification secret): signature first.
  app.post(
    "/gofood/:id/notifications",
    {
      schema: { params: idParams, response: answers({ 200: messageAnswer }), tags },
      config: { access: "public", csrf: false },
    },
    async (request) =>
      databaseWorkFirst(async () => {
        const raw = String(request.body ?? "");
        const link = await findLink(app.db, request.params.id).catch(() => undefined);
        const secret = link?.enabled ? app.ojol.box.open<{ inboundSecret?: string }>(link.secretsCipher) : null;
        const signature = request.headers[GOFOOD_SIGNATURE_HEADER];
        if (
          link?.platform !== "gofood" ||
          !goSignatureMatches(secret?.inboundSecret, raw, typeof signature === "string" ? signature : undefined)
        ) {
          request.log.warn("GoFood notification with a wrong or missing signature refused");
          throw refused("Tanda tangan GoFood tidak valid.");
        }
        const notification = gofoodNotification.safeParse(parsed(raw));
        if (!notification.success) throw badRequest("Notifikasi GoFood tidak valid.");
        if (notification.data.body.outlet.id !== link.merchantRef)
          throw badRequest("Notifikasi ini untuk outlet GoFood lain.");
        await storeWebhook(app.db, {
          platform: "gofood",
          kind: notification.data.header.event_name,
          dedupeKey: notification.data.header.event_id,
          linkId: link.id,
          body: raw,
        });
        return { message: "OK" };
      }),
  );
};
