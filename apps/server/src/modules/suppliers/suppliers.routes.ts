import { AREA_ROLES, idParams, supplierBody, supplierListQuery } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from "./suppliers.service";

const tags = ["suppliers"];
const access = AREA_ROLES.admin;

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { querystring: supplierListQuery, tags }, config: { access } }, async (request) =>
    listSuppliers(app.db, request.query),
  );

  app.get("/:id", { schema: { params: idParams, tags }, config: { access } }, async (request) =>
    getSupplier(app.db, request.params.id),
  );

  app.post("/", { schema: { body: supplierBody, tags }, config: { access } }, async (request, reply) =>
    reply.status(201).send(await createSupplier(app.db, request.body)),
  );

  app.put("/:id", { schema: { params: idParams, body: supplierBody, tags }, config: { access } }, async (request) =>
    updateSupplier(app.db, request.params.id, request.body),
  );

  app.delete("/:id", { schema: { params: idParams, tags }, config: { access } }, async (request) =>
    deleteSupplier(app.db, request.params.id),
  );
};
