import {
  AREA_ROLES,
  idParams,
  stockCountAnswer,
  stockCountBody,
  stockCountList,
  stockCountListQuery,
  stockCountRecord,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import {
  createStockCount,
  listStockCounts,
  postStockCount,
  stockCountById,
  updateStockCount,
} from "./stock-counts.service";

const tags = ["stock-counts"];
/** The back office counts stock (staff included, like adjustments): drafts, lists and sheets. */
const counting = AREA_ROLES.admin;
/**
 * Posting rewrites the location's stock to the count and books the difference as money lost or
 * found: admin and manager, as they send transfers.
 */
const posting = ["admin", "manager"] as const;

export const stockCountRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: stockCountListQuery, response: answers({ 200: stockCountList }), tags },
      config: { access: counting },
    },
    async (request) => listStockCounts(app.db, request.query),
  );

  app.get(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: stockCountRecord }), tags },
      config: { access: counting },
    },
    async (request) => stockCountById(app.db, request.params.id),
  );

  app.post(
    "/",
    {
      schema: { body: stockCountBody, response: answers({ 201: stockCountAnswer }), tags },
      config: { access: counting },
    },
    async (request, reply) => {
      const data = await createStockCount(app.db, await staffCaller(request), request.body, env.BUSINESS_TIMEZONE);
      return reply.status(201).send({ message: "Draf stok opname disimpan.", data });
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        params: idParams,
        body: updateBody(stockCountBody),
        response: answers({ 200: stockCountAnswer }),
        tags,
      },
      config: { put: "record", access: counting },
    },
    async (request) => {
      const data = await updateStockCount(app.db, request.params.id, request.body);
      return { message: "Draf stok opname diperbarui.", data };
    },
  );

  app.put(
    "/:id/post",
    {
      schema: { params: idParams, response: answers({ 200: stockCountAnswer }), tags },
      config: { put: "action", access: posting },
    },
    async (request) => {
      const data = await postStockCount(app.db, await staffCaller(request), request.params.id);
      return { message: "Stok opname diposting; stok lokasi disesuaikan dengan hasil hitung.", data };
    },
  );
};
