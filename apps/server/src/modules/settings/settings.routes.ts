import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSettings } from "./settings.service";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { tags: ["settings"] }, config: { access: "public" } }, () => getSettings(app.db));
};
