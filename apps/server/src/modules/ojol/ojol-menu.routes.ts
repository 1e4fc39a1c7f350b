import { AREA_ROLES, idParams, ojolOutletState, ojolPauseBody } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { now } from "../../lib/clock";
import { grabLinkOf, issueGrabPartnerToken } from "./grab/grab-partner-auth";
import { getOutletOjolState, setOutletPaused } from "./menu-sync";
import { readOutletMenu } from "./outlet-menu";
import { grabMenuAnswer } from "./platform-menus";

const tags = ["ojol"];

/** `PartnerOauthRequest` of GrabFood's document (the fields Kedai reads). */
const grabTokenBody = z.object({
  client_id: z.string().max(200),
  client_secret: z.string().max(500),
  grant_type: z.string().max(100),
  scope: z.string().max(500).optional(),
});
const grabTokenAnswer = z.object({ access_token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number() });
const grabMenuQuery = z.object({
  merchantID: z.string().max(100).optional(),
  partnerMerchantID: z.string().max(100).optional(),
});
/** `GetMenuNewResponse`: its own shape, checked against GrabFood's document in the tests. */
const grabMenuBody = z.looseObject({ categories: z.array(z.unknown()) });

/**
 * The food platforms' side of the menu (docs/decisions/0062-ojol-menu-out.md): GrabFood's token and
 * menu webhooks (called by Grab, proven by Grab's client secret and then its bearer token, not by
 * a session or CSRF token), and the till's 'Tutup sementara' per outlet.
 */
export const ojolMenuRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.post(
    "/grab/oauth/token",
    {
      schema: { body: grabTokenBody, response: answers({ 200: grabTokenAnswer }), tags },
      config: { access: "public", csrf: false },
    },
    (request) => issueGrabPartnerToken(app.db, env, request.body, now()),
  );

  app.get(
    "/grab/menu",
    {
      schema: { querystring: grabMenuQuery, response: answers({ 200: grabMenuBody }), tags },
      config: { access: "public" },
    },
    async (request) => {
      const link = await grabLinkOf(app.db, env, request, request.query.merchantID);
      return grabMenuAnswer(await readOutletMenu(app.db, link, env.PUBLIC_URL), link);
    },
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
    async (request) => {
      const answer = await setOutletPaused(app.db, env, request.params.id, request.body.paused);
      void app.ojolMenu.send();
      return answer;
    },
  );
};
