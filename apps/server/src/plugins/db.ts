import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DatabaseHandle } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseHandle["engine"];
  }
}

/** Makes the database available as app.db (its engine as app.dbEngine) and closes it after the last in-flight request. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
  app.decorate("db", opts.handle.db);
  app.decorate("dbEngine", opts.handle.engine);
  if (opts.closeOnShutdown) app.addHook("onClose", () => opts.handle.close());
});
