import {
  AREA_ROLES,
  idParams,
  registerCloseBody,
  registerCloseReview,
  registerOpenBody,
  registerSessionRecord,
  registerStatus,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { closeRegister } from "./close-register";
import { openRegister } from "./open-register";
import { reviewRegisterClose } from "./register-review";
import { getRegisterStatus } from "./register-status";

const tags = ["register"];

/** The cashier's shift: is it open, open it, review what closing will count, close it with the counted cash. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    { schema: { response: answers({ 200: registerStatus }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => getRegisterStatus(app.db, (await staffCaller(request)).id),
  );

  app.post(
    "/open",
    {
      schema: { body: registerOpenBody, response: answers({ 201: registerSessionRecord }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request, reply) =>
      reply.status(201).send(await openRegister(app.db, await staffCaller(request), request.body)),
  );

  app.get(
    "/:id/review",
    {
      schema: { params: idParams, response: answers({ 200: registerCloseReview }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => reviewRegisterClose(app.db, await staffCaller(request), request.params.id),
  );
  app.put(
    "/close/:id",
    {
      schema: { params: idParams, body: registerCloseBody, response: answers({ 200: registerSessionRecord }), tags },
      config: { put: "action", access: AREA_ROLES.pos },
    },
    async (request) => {
      const session = await closeRegister(app.db, await staffCaller(request), request.params.id, request.body);
      // The shift report on the outlet's receipt printers, after the close has committed.
      app.printing.shiftReport(session);
      return session;
    },
  );
};
