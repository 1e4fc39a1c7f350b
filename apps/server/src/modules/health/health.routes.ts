import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { tags: ["health"] }, config: { access: "public" } }, async () => ({ status: "ok" }));
};
