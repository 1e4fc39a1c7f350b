import { AREA_ROLES, auditList, auditListQuery } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { listAudit } from "./audit.service";

const tags = ["audit"];

/** /api/audit: the audit log, for admins only (USER MANAGEMENT). */
export const auditRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: auditListQuery, response: answers({ 200: auditList }), tags },
      config: { access: AREA_ROLES.userManagement },
    },
    async (request) => listAudit(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
};
