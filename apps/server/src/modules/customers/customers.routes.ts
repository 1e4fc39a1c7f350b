import {
  AREA_ROLES,
  customerBody,
  customerCreatedAnswer,
  customerList,
  customerListQuery,
  redeemPointsAnswer,
  redeemPointsBody,
  registerBody,
  signedInAnswer,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { customerProfile } from "../auth/auth.service";
import { startSession } from "../auth/session.service";
import { addCustomer, listCustomers, registerCustomer } from "./customers.service";
import { redeemPoints } from "./loyalty-points";

const tags = ["customers"];
/** The till looks customers up, adds them and redeems their points. */
const tillAccess = AREA_ROLES.pos;

export const customerRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: customerListQuery, response: answers({ 200: customerList }), tags },
      config: { access: tillAccess },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.post(
    "/",
    {
      schema: { body: customerBody, response: answers({ 201: customerCreatedAnswer }), tags },
      config: { access: tillAccess },
    },
    async (request, reply) => reply.status(201).send(await addCustomer(app.db, request.body)),
  );

  app.post(
    "/redeem-points",
    {
      schema: { body: redeemPointsBody, response: answers({ 200: redeemPointsAnswer }), tags },
      config: { access: tillAccess },
    },
    async (request) => redeemPoints(app.db, (await staffCaller(request)).id, request.body),
  );

  app.post(
    "/register",
    {
      schema: { body: registerBody, response: answers({ 201: signedInAnswer }), tags },
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const customer = await registerCustomer(app.db, request.body);
      // Sign-up logs the new customer in.
      await startSession(app.db, request, reply, { customerId: customer.id }, env.COOKIE_SECURE);
      return reply.status(201).send({ message: "Registrasi berhasil.", user: customerProfile(customer) });
    },
  );
};
