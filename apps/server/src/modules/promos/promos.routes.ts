import {
  AREA_ROLES,
  activePromoList,
  deleteAnswer,
  idParams,
  promoBody,
  promoList,
  promoRecord,
  promoVerifyAnswer,
  promoVerifyBody,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { createPromo, deletePromo, listActivePromos, listPromos, updatePromo, verifyPromoCode } from "./promos.service";

const tags = ["promos"];
/** Promos give money away: only admin and manager set them up (the till only applies them). */
const manage = AREA_ROLES.finance;

/**
 * The back office's promo management, what the till offers (the promos active today), and the
 * storefront's check of a promo code.
 */
export const promoRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get("/", { schema: { response: answers({ 200: promoList }), tags }, config: { access: manage } }, async () =>
    listPromos(app.db, env.BUSINESS_TIMEZONE),
  );

  app.post(
    "/",
    { schema: { body: promoBody, response: answers({ 201: promoRecord }), tags }, config: { access: manage } },
    async (request, reply) => reply.status(201).send(await createPromo(app.db, request.body, env.BUSINESS_TIMEZONE)),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: updateBody(promoBody), response: answers({ 200: promoRecord }), tags },
      config: { put: "record", access: manage },
    },
    async (request) => updatePromo(app.db, request.params.id, request.body, env.BUSINESS_TIMEZONE),
  );

  app.delete(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access: manage } },
    async (request) => deletePromo(app.db, request.params.id, await staffCaller(request)),
  );

  app.get(
    "/active",
    { schema: { response: answers({ 200: activePromoList }), tags }, config: { access: AREA_ROLES.pos } },
    async () => listActivePromos(app.db, env.BUSINESS_TIMEZONE),
  );

  app.post(
    "/verify",
    {
      schema: { body: promoVerifyBody, response: answers({ 200: promoVerifyAnswer }), tags },
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => verifyPromoCode(app.db, request.body.code, env.BUSINESS_TIMEZONE),
  );
};
