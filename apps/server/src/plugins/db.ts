import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DatabaseHandle } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database available as app.db and closes it after the last in-flight request. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
  app.decorate("db", opts.handle.db);
  if (opts.closeOnShutdown) app.addHook("onClose", () => opts.handle.close());
});
