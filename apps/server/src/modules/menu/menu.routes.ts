import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  menuAvailabilityBody,
  menuItem,
  menuList,
  menuListQuery,
} from "@kedai/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { admits, staffCaller } from "../../plugins/auth";
import { createMenuItem, deleteMenuItem, setMenuAvailability, updateMenuItem } from "./menu.service";
import { etagMatches, getMenuSnapshot, gzippedBody } from "./menu-cache";
import { parseMenuInput, readMenuForm } from "./menu-form";
import { getMenuItem, type MenuAudience } from "./menu-read";

const tags = ["menu"];
const admin = { access: AREA_ROLES.admin };
/** The menu form posts multipart/form-data (with an optional picture); the POS and scripts may post JSON. */
const consumes = ["multipart/form-data", "application/json"];

/**
 * Recipes and costs are back-office data: only the admin area's roles see them. Switched-off
 * ('Habis') items are listed with `?all=true` to the back office and to the till, which switches
 * them back on; the storefront never sees them (docs/business-rules.md#roles).
 */
async function audienceOf(request: FastifyRequest, all: boolean): Promise<MenuAudience> {
  const principal = await request.principal();
  const backOffice = admits(AREA_ROLES.admin, principal);
  return { backOffice, includeUnavailable: all && (backOffice || admits(AREA_ROLES.pos, principal)) };
}

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: menuListQuery, response: answers({ 200: menuList }), tags },
      config: { access: "public" },
    },
    async (request, reply) => {
      const snapshot = await getMenuSnapshot(app.db, await audienceOf(request, request.query.all === true));
      // The cached body is already serialised (text, or gzip bytes): Fastify sends it as is, without
      // the response schema's serializer, so no request pays for it again (ADR 0004). The API tests
      // check it against `menuList` instead. Hence the untyped reply.
      const preSerialised: FastifyReply = reply;
      // Browsers revalidate every time (no-cache) and get a 304 while the catalog is unchanged.
      preSerialised
        .header("cache-control", "no-cache")
        .header("vary", "Cookie, Accept-Encoding")
        .header("etag", snapshot.etag)
        .type("application/json; charset=utf-8");
      if (etagMatches(request.headers["if-none-match"], snapshot.etag)) return preSerialised.code(304).send();
      if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
        return preSerialised.header("content-encoding", "gzip").send(gzippedBody(snapshot));
      }
      return preSerialised.send(snapshot.body);
    },
  );

  app.get(
    "/items/:id",
    { schema: { params: idParams, response: answers({ 200: menuItem }), tags }, config: { access: "public" } },
    async (request, reply) => {
      const { backOffice } = await audienceOf(request, false);
      reply.header("cache-control", "no-cache").header("vary", "Cookie");
      return getMenuItem(app.db, request.params.id, { backOffice, includeUnavailable: backOffice });
    },
  );

  app.post(
    "/",
    { schema: { consumes, response: answers({ 201: menuItem }), tags }, config: admin },
    async (request, reply) => {
      const { fields, image } = await readMenuForm(request);
      const item = await createMenuItem(app.db, app.images, parseMenuInput(fields), image);
      return reply.status(201).send(item);
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, consumes, response: answers({ 200: menuItem }), tags },
      config: { ...admin, put: "record" },
    },
    async (request) => {
      const { fields, image } = await readMenuForm(request);
      return updateMenuItem(app.db, app.images, request.params.id, fields, image, await staffCaller(request));
    },
  );

  app.patch(
    "/:id/availability",
    {
      schema: { params: idParams, body: menuAvailabilityBody, response: answers({ 200: menuItem }), tags },
      // The back office's switch and the till's 'Habis' / 'Tersedia lagi' (docs/business-rules.md#master-data).
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      const item = await setMenuAvailability(
        app.db,
        request.params.id,
        request.body.isAvailable,
        await staffCaller(request),
        await audienceOf(request, true),
      );
      // 'Habis' (or back on sale) reaches the food platforms now, not at the next minute's sync.
      void app.ojol.syncMenus();
      return item;
    },
  );

  app.delete(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: admin },
    async (request) => deleteMenuItem(app.db, app.images, request.params.id, await staffCaller(request)),
  );
};
