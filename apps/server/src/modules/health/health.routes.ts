import { type HealthDetails, healthDetails, healthStatus } from "@kedai/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { AppError } from "../../lib/app-error";

const tags = ["health"];
const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
/** How long the database may take to answer `select 1` before the instance counts as not ready. */
const READY_WITHIN_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: healthStatus }), tags }, config: { access: "public" } },
    async () => ({
      status: "ok" as const,
    }),
  );

  // Readiness, for a load balancer: this instance can serve only while its database answers.
  // GET /api/health above stays the liveness check (the process runs), which never asks the database.
  app.get(
    "/ready",
    { schema: { response: answers({ 200: healthStatus }), tags }, config: { access: "public" } },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), late]);
      } catch (err) {
        request.log.warn({ err }, "readiness: the database does not answer");
        throw new AppError("SERVICE_UNAVAILABLE", { message: "Database tidak menjawab." });
      } finally {
        clearTimeout(timer);
      }
      return { status: "ok" as const };
    },
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
