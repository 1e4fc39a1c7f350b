import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answers } from "../../lib/answers";
import { now, setClockOffset } from "../../lib/clock";

const testClockBody = z.object({ offsetMinutes: z.number().int() });

/**
 * PUT /api/test-clock: moves the server's clock (lib/clock.ts) `offsetMinutes` from the system's,
 * 0 to put it back. Registered only when NODE_ENV=test (the e2e server), for the admin, and hidden
 * from /api/docs: no installation a business runs has it.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/",
    {
      schema: { body: testClockBody, response: answers({ 200: z.object({ now: z.string() }) }), hide: true },
      config: { put: "action", access: ["admin"] },
    },
    async (request) => {
      setClockOffset(request.body.offsetMinutes * 60_000);
      return { now: now().toISOString() };
    },
  );
};
