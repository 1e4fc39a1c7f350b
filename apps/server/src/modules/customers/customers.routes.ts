import { registerBody, signedInAnswer } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { customerProfile } from "../auth/auth.service";
import { startSession } from "../auth/session.service";
import { registerCustomer } from "./customers.service";

export const customerRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.post(
    "/register",
    {
      schema: { body: registerBody, response: answers({ 201: signedInAnswer }), tags: ["customers"] },
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
