import { setupBody, setupDone, setupStatus } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { needsSetup, runSetup } from "./setup.service";

const tags = ["setup"];

/**
 * Whether this server runs the demo and still needs its owner (every page reads it first), and the
 * first-run setup of a real outlet. The setup's POST is public (no account exists yet) but, like
 * every write, needs the CSRF token; it works only while no staff account exists.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: setupStatus }), tags }, config: { access: "public" } },
    async () => ({ demoMode: env.DEMO_MODE, needsSetup: await needsSetup(app.db) }),
  );

  app.post(
    "/",
    {
      schema: { body: setupBody, response: answers({ 201: setupDone }), tags },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.status(201).send(await runSetup(app.db, request.body, env.BUSINESS_TIMEZONE)),
  );
};
