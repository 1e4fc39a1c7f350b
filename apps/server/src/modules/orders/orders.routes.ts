import {
  AREA_ROLES,
  IDEMPOTENCY_KEY_HEADER,
  idParams,
  myOrdersQuery,
  onlineOrderBody,
  orderAnswer,
  orderCreated,
  orderFinalizeBody,
  orderList,
  orderListQuery,
  orderStatusBody,
  orderSubmitBody,
  orderSubmitHeaders,
  orderUpdateBody,
  posOrderBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { parseInput } from "../../lib/invalid-input";
import { customerCaller, staffCaller } from "../../plugins/auth";
import { changeOrderStatus } from "./change-order-status";
import { createOnlineOrder } from "./create-online-order";
import { createPosOrder } from "./create-pos-order";
import { finalizeOrder } from "./finalize-order";
import { listCustomerOrders, listOrders } from "./list-orders";
import { getOrderRecord } from "./order-record";
import { updateOrder } from "./update-order";

const tags = ["orders"];

/** The order ledger: place (POS and online), list, read, edit, move along the kitchen flow, take payment; a customer's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  /**
   * One endpoint, two channels (docs/business-rules.md#channels): a staff session places a POS
   * order (posOrderBody), a guest or a customer session an online one (onlineOrderBody). The body
   * is read by the caller's contract, so each gets its own field messages.
   */
  app.post(
    "/",
    {
      schema: {
        headers: orderSubmitHeaders,
        body: orderSubmitBody,
        response: answers({ 200: orderCreated, 201: orderCreated }),
        tags,
      },
      config: { access: "public" },
    },
    async (request, reply) => {
      const principal = await request.principal();
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const created =
        principal?.kind === "staff"
          ? await createPosOrder(
              app.db,
              await staffCaller(request, AREA_ROLES.pos),
              key,
              parseInput(posOrderBody, request.body),
              env.BUSINESS_TIMEZONE,
            )
          : await createOnlineOrder(
              app.db,
              principal?.customer.id ?? null,
              key,
              parseInput(onlineOrderBody, request.body),
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
    "/my",
    {
      schema: { querystring: myOrdersQuery, response: answers({ 200: orderList }), tags },
      config: { access: ["customer"] },
    },
    async (request) => listCustomerOrders(app.db, (await customerCaller(request)).id, request.query),
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
      data: await finalizeOrder(
        app.db,
        await staffCaller(request),
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
      ),
    }),
  );
};
