import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  QR_TOKEN_ROLES,
  tableBody,
  tableByToken,
  tableList,
  tableListQuery,
  tableQrTokenAnswer,
  tableRecord,
  tableTokenParams,
  tableUpdateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import {
  createTable,
  deleteTable,
  findTableByToken,
  getTable,
  listTables,
  regenerateQrToken,
  updateTable,
} from "./tables.service";

const tags = ["tables"];

/** The POS reads tables (cashiers included); the admin area manages them and their QR codes; the storefront reads a QR code's table. */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: tableListQuery, response: answers({ 200: tableList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      const principal = await request.principal();
      const withToken = principal?.kind === "staff" && QR_TOKEN_ROLES.some((role) => role === principal.user.role);
      return listTables(app.db, request.query, withToken);
    },
  );

  app.get(
    "/by-token/:token",
    {
      schema: { params: tableTokenParams, response: answers({ 200: tableByToken }), tags },
      config: { access: "public" },
    },
    async (request) => findTableByToken(app.db, request.params.token),
  );

  app.post(
    "/:id/qr-token",
    {
      schema: { params: idParams, response: answers({ 200: tableQrTokenAnswer }), tags },
      config: { access: QR_TOKEN_ROLES },
    },
    async (request) => regenerateQrToken(app.db, request.params.id),
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
      config: { put: "record", access: AREA_ROLES.admin },
    },
    async (request) => updateTable(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request) => deleteTable(app.db, request.params.id, await staffCaller(request)),
  );
};
