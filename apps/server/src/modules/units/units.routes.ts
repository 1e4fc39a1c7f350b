import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  unitBody,
  unitList,
  unitListQuery,
  unitRecord,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { createUnit, deleteUnit, getUnit, listUnits, updateUnit } from "./units.service";

const tags = ["units"];

export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: unitListQuery, response: answers({ 200: unitList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => listUnits(app.db, request.query),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: unitRecord }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => getUnit(app.db, request.params.id),
  );

  app.post(
    "/",
    { schema: { body: unitBody, response: answers({ 201: unitRecord }), tags }, config: { access: AREA_ROLES.admin } },
    async (request, reply) => reply.status(201).send(await createUnit(app.db, request.body)),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: updateBody(unitBody), response: answers({ 200: unitRecord }), tags },
      config: { put: "record", access: AREA_ROLES.admin },
    },
    async (request) => updateUnit(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request) => deleteUnit(app.db, request.params.id),
  );
};
