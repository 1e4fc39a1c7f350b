import {
  idParams,
  stockTransferAnswer,
  stockTransferBody,
  stockTransferList,
  stockTransferListQuery,
  stockTransferReceiveBody,
  stockTransferRecord,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import {
  cancelStockTransfer,
  listStockTransfers,
  receiveStockTransfer,
  sendStockTransfer,
  stockTransferById,
} from "./stock-transfers.service";

const tags = ["stock-transfers"];
/**
 * Admin and manager: a transfer moves stock between places on their word, as a purchase commits
 * money; back-office staff count and request stock but do not send it across the business.
 */
const access = ["admin", "manager"] as const;

export const stockTransferRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: stockTransferListQuery, response: answers({ 200: stockTransferList }), tags },
      config: { access },
    },
    async (request) => listStockTransfers(app.db, request.query),
  );

  app.get(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: stockTransferRecord }), tags },
      config: { access },
    },
    async (request) => stockTransferById(app.db, request.params.id),
  );

  app.post(
    "/",
    {
      schema: { body: stockTransferBody, response: answers({ 201: stockTransferAnswer }), tags },
      config: { access },
    },
    async (request, reply) => {
      const data = await sendStockTransfer(app.db, await staffCaller(request), request.body, env.BUSINESS_TIMEZONE);
      return reply.status(201).send({ message: "Transfer stok dikirim.", data });
    },
  );

  app.put(
    "/:id/receive",
    {
      schema: {
        params: idParams,
        body: stockTransferReceiveBody,
        response: answers({ 200: stockTransferAnswer }),
        tags,
      },
      config: { put: "action", access },
    },
    async (request) => {
      const data = await receiveStockTransfer(app.db, await staffCaller(request), request.params.id, request.body);
      return { message: "Transfer stok diterima.", data };
    },
  );

  app.put(
    "/:id/cancel",
    {
      schema: { params: idParams, response: answers({ 200: stockTransferAnswer }), tags },
      config: { put: "action", access },
    },
    async (request) => {
      const data = await cancelStockTransfer(app.db, await staffCaller(request), request.params.id);
      return { message: "Transfer stok dibatalkan; stok dikembalikan ke lokasi asal.", data };
    },
  );
};
