import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  stockItemBody,
  stockItemRecord,
  stockItemUpdateBody,
  stockList,
  stockListQuery,
  stockMovementList,
  stockMovementListQuery,
  stockThresholdBody,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import {
  createStockItem,
  deleteStockItem,
  getStockItem,
  listStockCatalog,
  listStockItems,
  setLowStockThreshold,
  updateStockItem,
} from "./stock.service";
import { listStockMovements } from "./stock-movements";

const tags = ["stock"];
const access = AREA_ROLES.admin;

export const stockRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Franchise members read the list too, for their stock request form, in a reduced form.
  app.get(
    "/",
    {
      schema: { querystring: stockListQuery, response: answers({ 200: stockList }), tags },
      config: { access: [...access, "franchise"] },
    },
    async (request) => {
      const principal = await request.principal();
      return principal?.kind === "customer"
        ? listStockCatalog(app.db, request.query)
        : listStockItems(app.db, request.query);
    },
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: stockItemRecord }), tags }, config: { access } },
    async (request) => getStockItem(app.db, request.params.id),
  );

  app.get(
    "/:id/movements",
    {
      schema: {
        params: idParams,
        querystring: stockMovementListQuery,
        response: answers({ 200: stockMovementList }),
        tags,
      },
      config: { access },
    },
    async (request) => listStockMovements(app.db, request.params.id, request.query),
  );

  app.post(
    "/",
    { schema: { body: stockItemBody, response: answers({ 201: stockItemRecord }), tags }, config: { access } },
    async (request, reply) =>
      reply.status(201).send(await createStockItem(app.db, await staffCaller(request), request.body)),
  );

  app.put(
    "/:id",
    {
      schema: {
        params: idParams,
        body: updateBody(stockItemUpdateBody),
        response: answers({ 200: stockItemRecord }),
        tags,
      },
      config: { put: "record", access },
    },
    async (request) => updateStockItem(app.db, await staffCaller(request), request.params.id, request.body),
  );

  app.put(
    "/:id/low-stock-threshold",
    {
      schema: { params: idParams, body: stockThresholdBody, response: answers({ 200: stockItemRecord }), tags },
      config: { put: "action", access },
    },
    async (request) => setLowStockThreshold(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access } },
    async (request) => deleteStockItem(app.db, request.params.id, await staffCaller(request), env.BUSINESS_TIMEZONE),
  );
};
