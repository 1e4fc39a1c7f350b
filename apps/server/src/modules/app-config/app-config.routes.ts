import { appConfig, publicUrlProblem } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";

/**
 * GET /api/config: the installation's settings the web needs (public): the time zone before it
 * shows a date, the public address before it draws a table's QR code.
 */
export const appConfigRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: appConfig }), tags: ["config"] }, config: { access: "public" } },
    async () => ({
      businessTimeZone: env.BUSINESS_TIMEZONE,
      publicUrl: env.PUBLIC_URL,
      publicUrlProblem: publicUrlProblem(env.PUBLIC_URL),
    }),
  );
};
