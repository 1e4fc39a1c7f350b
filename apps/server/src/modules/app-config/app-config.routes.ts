import { appConfig } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";

/** GET /api/config: the installation's settings the web needs before it shows a date (public). */
export const appConfigRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: appConfig }), tags: ["config"] }, config: { access: "public" } },
    async () => ({ businessTimeZone: env.BUSINESS_TIMEZONE }),
  );
};
