import { AREA_ROLES, activePromoList, promoVerifyAnswer, promoVerifyBody } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { listActivePromos, verifyPromoCode } from "./promos.service";

const tags = ["promos"];

/** What the till offers (the promos active today), and the storefront's check of a promo code. */
export const promoRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
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
