import {
  AREA_ROLES,
  IDEMPOTENCY_KEY_HEADER,
  idParams,
  orderAnswer,
  orderCreated,
  orderFinalizeBody,
  orderList,
  orderListQuery,
  orderStatusBody,
  orderSubmitHeaders,
  orderUpdateBody,
  posOrderBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { changeOrderStatus } from "./change-order-status";
import { createPosOrder } from "./create-pos-order";
import { finalizeOrder } from "./finalize-order";
import { listOrders } from "./list-orders";
import { getOrderRecord } from "./order-record";
import { updateOrder } from "./update-order";

const tags = ["orders"];

/** The POS order ledger: place, list, read, edit, move along the kitchen flow, take payment. */
export const orderRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.post(
    "/",
    {
      schema: {
        headers: orderSubmitHeaders,
        body: posOrderBody,
        response: answers({ 200: orderCreated, 201: orderCreated }),
        tags,
      },
      config: { access: AREA_ROLES.pos },
    },
    async (request, reply) => {
      const created = await createPosOrder(
        app.db,
        await staffCaller(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        env.BUSINESS_TIMEZONE,
      );
      return reply
        .status(created.replayed ? 200 : 201)
        .send({ data: created.order, stockWarnings: created.stockWarnings });
    },
  );

  app.get(
    "/",
    {
      schema: { querystring: orderListQuery, response: answers({ 200: orderList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => listOrders(app.db, request.query, env.BUSINESS_TIMEZONE),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: orderAnswer }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => ({ data: await getOrderRecord(app.db, request.params.id) }),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: orderUpdateBody, response: answers({ 200: orderCreated }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      const updated = await updateOrder(
        app.db,
        await staffCaller(request),
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
      );
      return { data: updated.order, stockWarnings: updated.stockWarnings };
    },
  );

  app.put(
    "/:id/status",
    {
      schema: { params: idParams, body: orderStatusBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await changeOrderStatus(app.db, await staffCaller(request), request.params.id, request.body),
    }),
  );

  app.put(
    "/:id/finalize",
    {
      schema: { params: idParams, body: orderFinalizeBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await finalizeOrder(app.db, await staffCaller(request), request.params.id, request.body),
    }),
  );
};
