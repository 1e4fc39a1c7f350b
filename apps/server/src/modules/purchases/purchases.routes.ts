import { AREA_ROLES, purchaseBody, purchaseCreatedAnswer, purchaseList, purchaseListQuery } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { createPurchase, listPurchases } from "./purchases.service";

const tags = ["purchases"];
const access = AREA_ROLES.admin;

export const purchaseRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    { schema: { querystring: purchaseListQuery, response: answers({ 200: purchaseList }), tags }, config: { access } },
    async (request) => listPurchases(app.db, request.query),
  );

  app.post(
    "/",
    {
      schema: { body: purchaseBody, response: answers({ 201: purchaseCreatedAnswer }), tags },
      config: { access },
    },
    async (request, reply) => {
      const data = await createPurchase(app.db, await staffCaller(request), request.body, env.BUSINESS_TIMEZONE);
      return reply.status(201).send({ message: "Pembelian berhasil dicatat.", data });
    },
  );
};
