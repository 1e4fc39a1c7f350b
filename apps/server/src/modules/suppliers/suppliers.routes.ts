import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  supplierBody,
  supplierList,
  supplierListQuery,
  supplierRecord,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from "./suppliers.service";

const tags = ["suppliers"];
const access = AREA_ROLES.admin;

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { querystring: supplierListQuery, response: answers({ 200: supplierList }), tags }, config: { access } },
    async (request) => listSuppliers(app.db, request.query),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: supplierRecord }), tags }, config: { access } },
    async (request) => getSupplier(app.db, request.params.id),
  );

  app.post(
    "/",
    { schema: { body: supplierBody, response: answers({ 201: supplierRecord }), tags }, config: { access } },
    async (request, reply) => reply.status(201).send(await createSupplier(app.db, request.body)),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: updateBody(supplierBody), response: answers({ 200: supplierRecord }), tags },
      config: { put: "record", access },
    },
    async (request) => updateSupplier(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access } },
    async (request) => deleteSupplier(app.db, request.params.id, await staffCaller(request)),
  );
};
