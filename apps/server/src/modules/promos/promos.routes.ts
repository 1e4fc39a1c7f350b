import { AREA_ROLES, activePromoList } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { listActivePromos } from "./promos.service";

const tags = ["promos"];

/** What the till offers: the promos active today. */
export const promoRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/active",
    { schema: { response: answers({ 200: activePromoList }), tags }, config: { access: AREA_ROLES.pos } },
    async () => listActivePromos(app.db, env.BUSINESS_TIMEZONE),
  );
};
