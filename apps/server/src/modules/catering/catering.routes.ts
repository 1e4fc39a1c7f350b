import { AREA_ROLES, cateringBody, cateringList, cateringListQuery, cateringReceivedAnswer } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { listCateringRequests, submitCateringRequest } from "./catering.service";

const tags = ["catering"];

/** The storefront's catering form, and the admins' list of what came in. */
export const cateringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      schema: { body: cateringBody, response: answers({ 201: cateringReceivedAnswer }), tags },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.status(201).send(await submitCateringRequest(app.db, request.body)),
  );

  app.get(
    "/",
    {
      schema: { querystring: cateringListQuery, response: answers({ 200: cateringList }), tags },
      config: { access: AREA_ROLES.finance },
    },
    async (request) => listCateringRequests(app.db, request.query),
  );
};
