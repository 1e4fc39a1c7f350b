import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  printerBody,
  printerList,
  printerListQuery,
  printerRecord,
  printOutcome,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from "./printers.service";

const tags = ["printers"];

/** The outlets' printers (/admin/printer): set up by admins and managers, their status read by the till too. */
export const printerRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Prints queued by the last requests finish before the database closes (child hooks run first).
  // Papers a stopped process left are sent once the app is up (ADR 0037); closing stops the retries
  // (their jobs stay stored) and waits for the papers being sent.
  app.addHook("onReady", async () => {
    const resumed = await app.printing.resume();
    if (resumed > 0) app.log.info({ resumed }, "print jobs left by the last run resumed");
  });
  app.addHook("onClose", async () => {
    app.printing.close();
    await app.printing.queue.idle();
  });

  app.get(
    "/",
    {
      schema: { querystring: printerListQuery, response: answers({ 200: printerList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => listPrinters(app.db, request.query.outlet),
  );

  app.post(
    "/",
    {
      schema: { body: printerBody, response: answers({ 201: printerRecord }), tags },
      config: { access: AREA_ROLES.printers },
    },
    async (request, reply) => {
      const editor = { user: await staffCaller(request), loopback: env.PRINTERS_ON_LOOPBACK };
      return reply.status(201).send(await createPrinter(app.db, request.body, editor));
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: updateBody(printerBody), response: answers({ 200: printerRecord }), tags },
      config: { put: "record", access: AREA_ROLES.printers },
    },
    async (request) => {
      const editor = { user: await staffCaller(request), loopback: env.PRINTERS_ON_LOOPBACK };
      return updatePrinter(app.db, request.params.id, request.body, editor);
    },
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: AREA_ROLES.printers },
    },
    async (request) => deletePrinter(app.db, request.params.id),
  );

  /** 'Tes cetak': a test page now; 502 with the printer's name and address when it does not answer. */
  app.post(
    "/:id/test",
    {
      schema: { params: idParams, response: answers({ 200: printOutcome }), tags },
      config: { access: AREA_ROLES.printers },
    },
    async (request) => app.printing.testPage(request.params.id),
  );
};
