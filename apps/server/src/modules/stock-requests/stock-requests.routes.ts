import {
  AREA_ROLES,
  idParams,
  myStockRequestListQuery,
  STOCK_REQUEST_STATUS,
  stockRequestAnswer,
  stockRequestBody,
  stockRequestList,
  stockRequestListQuery,
  stockRequestShipmentBody,
  stockRequestStatusBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { customerCaller, staffCaller } from "../../plugins/auth";
import {
  changeStockRequestStatus,
  createStockRequest,
  listMemberStockRequests,
  listStockRequests,
  shipStockRequest,
} from "./stock-requests.service";

const tags = ["stock-requests"];
/** Head office's board: the back office's roles. */
const headOffice = AREA_ROLES.admin;
const members = ["franchise"] as const;

export const stockRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      schema: { body: stockRequestBody, response: answers({ 201: stockRequestAnswer }), tags },
      config: { access: members },
    },
    async (request, reply) => {
      const data = await createStockRequest(app.db, await customerCaller(request), request.body);
      return reply.status(201).send({ message: "Permintaan stok berhasil dikirim!", data });
    },
  );

  app.get(
    "/my",
    {
      schema: { querystring: myStockRequestListQuery, response: answers({ 200: stockRequestList }), tags },
      config: { access: members },
    },
    async (request) => listMemberStockRequests(app.db, (await customerCaller(request)).id, request.query),
  );

  app.get(
    "/",
    {
      schema: { querystring: stockRequestListQuery, response: answers({ 200: stockRequestList }), tags },
      config: { access: headOffice },
    },
    async (request) => listStockRequests(app.db, request.query),
  );

  app.put(
    "/:id/status",
    {
      schema: { params: idParams, body: stockRequestStatusBody, response: answers({ 200: stockRequestAnswer }), tags },
      config: { put: "action", access: headOffice },
    },
    async (request) => {
      const data = await changeStockRequestStatus(app.db, await staffCaller(request), request.params.id, request.body);
      const message =
        data.status === STOCK_REQUEST_STATUS.Dibatalkan
          ? "Permintaan stok dibatalkan."
          : `Status permintaan diubah menjadi "${data.status}".`;
      return { message, data };
    },
  );

  // A shipment of part or all of what is open: the quantities per item head office sends now.
  app.post(
    "/:id/shipments",
    {
      schema: {
        params: idParams,
        body: stockRequestShipmentBody,
        response: answers({ 200: stockRequestAnswer }),
        tags,
      },
      config: { access: headOffice },
    },
    async (request) => {
      const data = await shipStockRequest(app.db, await staffCaller(request), request.params.id, request.body);
      const message =
        data.status === STOCK_REQUEST_STATUS.Dikirim
          ? "Permintaan stok dikirim."
          : "Sebagian permintaan dikirim; sisanya tetap terbuka.";
      return { message, data };
    },
  );
};
