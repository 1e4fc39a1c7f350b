import { settingsSchema } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { getSettings } from "./settings.service";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: settingsSchema }), tags: ["settings"] }, config: { access: "public" } },
    () => getSettings(app.db),
  );
};
