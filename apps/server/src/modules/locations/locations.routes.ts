import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  isAdminRole,
  locationBody,
  locationList,
  locationListQuery,
  locationRecord,
  locationUpdateBody,
} from "@kedai/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { admits, staffCaller } from "../../plugins/auth";
import { createLocation, deleteLocation, getLocation, listLocations, updateLocation } from "./locations.service";

const tags = ["locations"];

/** Guests, customers and members see Active outlets only; staff see all. */
async function activeOnly(request: FastifyRequest): Promise<boolean> {
  const principal = await request.principal();
  return !(principal?.kind === "staff" && isAdminRole(principal.user.role));
}

/** An outlet's own tax is changed by the roles that change the settings' tax. */
async function taxPermission(request: FastifyRequest) {
  return { mayChangeTax: admits(AREA_ROLES.settings, await request.principal()), actor: await staffCaller(request) };
}

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: locationListQuery, response: answers({ 200: locationList }), tags },
      config: { access: "public" },
    },
    async (request) => listLocations(app.db, request.query, { activeOnly: await activeOnly(request) }),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: locationRecord }), tags }, config: { access: "public" } },
    async (request) => getLocation(app.db, request.params.id, { activeOnly: await activeOnly(request) }),
  );

  app.post(
    "/",
    {
      schema: { body: locationBody, response: answers({ 201: locationRecord }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request, reply) =>
      reply.status(201).send(await createLocation(app.db, request.body, await taxPermission(request))),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: locationUpdateBody, response: answers({ 200: locationRecord }), tags },
      config: { put: "record", access: AREA_ROLES.admin },
    },
    async (request) => updateLocation(app.db, request.params.id, request.body, await taxPermission(request)),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: AREA_ROLES.admin },
    },
    async (request) => deleteLocation(app.db, request.params.id, await staffCaller(request)),
  );
};
