import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  tableBody,
  tableList,
  tableListQuery,
  tableRecord,
  tableUpdateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { createTable, deleteTable, getTable, listTables, updateTable } from "./tables.service";

const tags = ["tables"];

/** The POS reads tables (cashiers included); the admin area manages them. */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: tableListQuery, response: answers({ 200: tableList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => listTables(app.db, request.query),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: tableRecord }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => getTable(app.db, request.params.id),
  );

  app.post(
    "/",
    {
      schema: { body: tableBody, response: answers({ 201: tableRecord }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request, reply) => reply.status(201).send(await createTable(app.db, request.body)),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: tableUpdateBody, response: answers({ 200: tableRecord }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request) => updateTable(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request) => deleteTable(app.db, request.params.id),
  );
};
