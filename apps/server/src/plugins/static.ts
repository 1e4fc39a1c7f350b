import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/** One log line per file of a page load drowns the API's lines; files log only their failures. */
const STATIC_LOG_LEVEL = "warn";

/**
 * Serves uploads from DATA_DIR/uploads and the built web app with an SPA fallback: any non-/api
 * GET that is not a file gets index.html, and the app's router takes it from there. The web
 * build writes brotli and gzip copies of its text files (apps/web/vite-plugins/precompress.ts);
 * browsers that accept them get those, with `Vary: Accept-Encoding`.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; uploadsDir: string }) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    // Upload names are random and never reused, so browsers may keep them.
    maxAge: "30d",
    immutable: true,
    logLevel: STATIC_LOG_LEVEL,
  });

  const hasWeb = existsSync(join(opts.webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      logLevel: STATIC_LOG_LEVEL,
      setHeaders: (reply, path) => {
        // Vite's hashed assets never change; index.html must be revalidated to pick up new builds.
        const hashedAsset = path.startsWith(join(opts.webDist, "assets"));
        reply.header("cache-control", hashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    if (
      path.startsWith("/api") ||
      path.startsWith("/uploads/") ||
      !hasWeb ||
      !["GET", "HEAD"].includes(request.method)
    ) {
      throw new AppError("ROUTE_NOT_FOUND", 404);
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html", opts.webDist);
  });
});
