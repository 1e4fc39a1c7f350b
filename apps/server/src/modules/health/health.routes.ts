import { type HealthDetails, healthDetails, healthStatus } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";

const tags = ["health"];
const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: healthStatus }), tags }, config: { access: "public" } },
    async () => ({
      status: "ok" as const,
    }),
  );

  // Memory figures hint at load and uptime: for the operator only, not for anyone probing the site.
  app.get(
    "/details",
    { schema: { response: answers({ 200: healthDetails }), tags }, config: { access: ["admin"] } },
    async (): Promise<HealthDetails> => {
      const { rss, heapUsed, external } = process.memoryUsage();
      return {
        status: "ok",
        database: app.dbEngine === "pglite" ? "embedded" : "postgres",
        memoryMb: { rss: toMb(rss), heapUsed: toMb(heapUsed), external: toMb(external) },
      };
    },
  );
};
