import { AREA_ROLES, orderEventsQuery } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswers } from "../../lib/answers";
import { streamOrderEvents } from "./order-event-stream";

/** The live order stream for staff screens (docs/business-rules.md#live-updates). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      // Always a stream: no Accept negotiation, so no client gets a 406 in English.
      sse: "manual",
      // A stream, not a JSON answer: documented as its content type (as a download is), its
      // events described in docs/business-rules.md#live-updates.
      schema: {
        querystring: orderEventsQuery,
        response: fileAnswers("Aliran peristiwa pesanan (server-sent events)", ["text/event-stream"]),
      },
      config: { access: AREA_ROLES.staff },
    },
    async (request, reply) => {
      const header = request.headers["last-event-id"];
      await streamOrderEvents(
        app.db,
        app.orderEventFeed,
        reply.sse,
        (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId,
        request.log,
      );
    },
  );
};
