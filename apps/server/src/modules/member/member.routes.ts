import {
  AREA_ROLES,
  MAX_MEMBER_DOCUMENT_BYTES,
  memberDashboard as memberDashboardAnswer,
  memberDocumentList,
  memberDocumentParams,
  memberDocumentReplacedAnswer,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers, fileAnswers } from "../../lib/answers";
import { customerCaller } from "../../plugins/auth";
import { memberDashboard } from "./member-dashboard";
import { listMemberDocuments, readMemberDocument, replaceMemberDocument } from "./member-documents";

const members = ["franchise"] as const;
/** Who replaces the guide's documents (admins) and who checks what members get (managers). */
const backOffice = ["admin", "manager"] as const;

/** /api/member: the guide's downloads (members), which the back office replaces. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["member"];

  app.get(
    "/documents",
    {
      schema: { response: answers({ 200: memberDocumentList }), tags },
      config: { access: [...members, ...AREA_ROLES.admin] },
    },
    async () => listMemberDocuments(app.memberDocumentFiles),
  );

  // Members download the guide; the back office's admins and managers, who replace and check it, too.
  app.get(
    "/documents/:kind",
    {
      schema: {
        params: memberDocumentParams,
        response: fileAnswers("Berkas dokumen panduan mitra", ["application/pdf", "application/zip"]),
        tags,
      },
      config: { access: [...members, ...backOffice] },
    },
    async (request, reply) => {
      const document = await readMemberDocument(request.params.kind, app.memberDocumentFiles);
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", `attachment; filename="${document.fileName}"`)
        .header("cache-control", "private, no-cache")
        .send(document.bytes);
    },
  );

  app.put(
    "/documents/:kind",
    {
      schema: { params: memberDocumentParams, response: answers({ 200: memberDocumentReplacedAnswer }), tags },
      // Part of the settings: changed by admins only (docs/decisions/0015-settings-changed-by-admins-only.md).
      config: { put: "action", access: AREA_ROLES.settings },
    },
    async (request) => {
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: MAX_MEMBER_DOCUMENT_BYTES, files: 1 } })
        : undefined;
      const data = await replaceMemberDocument(request.params.kind, part, app.memberDocumentFiles);
      return { message: `${data.label} berhasil diganti.`, data };
    },
  );
};

/** GET /api/reports/member-dashboard, registered under /reports beside the other reports. */
export const memberDashboardRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/member-dashboard",
    { schema: { response: answers({ 200: memberDashboardAnswer }), tags: ["member"] }, config: { access: members } },
    async (request) => memberDashboard(app.db, await customerCaller(request), env.BUSINESS_TIMEZONE),
  );
};
