import {
  AREA_ROLES,
  stockAdjustmentBody,
  stockAdjustmentCreatedAnswer,
  stockAdjustmentList,
  stockAdjustmentListQuery,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { createStockAdjustment, listStockAdjustments } from "./stock-adjustments.service";

const tags = ["stock-adjustments"];
const access = AREA_ROLES.admin;

export const stockAdjustmentRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: stockAdjustmentListQuery, response: answers({ 200: stockAdjustmentList }), tags },
      config: { access },
    },
    async (request) => listStockAdjustments(app.db, request.query),
  );

  app.post(
    "/",
    {
      schema: { body: stockAdjustmentBody, response: answers({ 201: stockAdjustmentCreatedAnswer }), tags },
      config: { access },
    },
    async (request, reply) => {
      const caller = await staffCaller(request);
      const data = await createStockAdjustment(app.db, caller, request.body, env.BUSINESS_TIMEZONE);
      return reply.status(201).send({ message: "Penyesuaian stok berhasil dicatat.", data });
    },
  );
};
