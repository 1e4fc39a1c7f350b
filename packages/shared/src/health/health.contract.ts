import { z } from "zod";

/** GET /api/health: public and cheap, for load balancers and uptime checks. */
export const healthStatus = z.object({ status: z.literal("ok") });
export type HealthStatus = z.infer<typeof healthStatus>;

/**
 * GET /api/health/details (admin only): what an operator watches on an outlet PC. The embedded
 * database's memory grows with the heaviest work done since start and comes back only on restart.
 */
export const healthDetails = healthStatus.extend({
  database: z.enum(["embedded", "postgres"]),
  /** Of this server process, in MB: resident memory, JavaScript heap in use, memory outside it (buffers, WebAssembly). */
  memoryMb: z.object({ rss: z.number(), heapUsed: z.number(), external: z.number() }),
});
export type HealthDetails = z.infer<typeof healthDetails>;
