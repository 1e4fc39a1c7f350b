import { AREA_ROLES, refundList, refundListQuery } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { listRefundsAwaitingTransfer } from "./list-refunds";

const tags = ["refunds"];

/** The refunds staff still owe a bank transfer: managers and admins work through them. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: refundListQuery, response: answers({ 200: refundList }), tags },
      config: { access: AREA_ROLES.finance },
    },
    async (request) => listRefundsAwaitingTransfer(app.db, request.query),
  );
};
