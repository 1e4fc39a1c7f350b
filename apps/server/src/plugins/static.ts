import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { type ImageStore, UPLOADED_ROUTE } from "../modules/uploads/uploads.service";

/** One log line per file of a page load drowns the API's lines; files log only their failures. */
const STATIC_LOG_LEVEL = "warn";

/** Upload names are random and never reused, so browsers may keep them. */
const UPLOAD_CACHE_CONTROL = "public, max-age=2592000, immutable";

type StaticOptions = { webDist: string; uploadsDir: string; images: ImageStore };

/**
 * Serves uploaded pictures from the image store, other files under /uploads/ (the demo pictures)
 * from DATA_DIR/uploads, and the built web app with an SPA fallback: any non-/api
 * GET that is not a file gets index.html, and the app's router takes it from there. The web
 * build writes brotli and gzip copies of its text files (apps/web/vite-plugins/precompress.ts);
 * browsers that accept them get those, with `Vary: Accept-Encoding`.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: StaticOptions) => {
  // A file, not part of the API: left out of the OpenAPI document like the other static files.
  app.get<{ Params: { name: string } }>(
    UPLOADED_ROUTE,
    { logLevel: STATIC_LOG_LEVEL, schema: { hide: true } },
    async (request, reply) => {
      const image = await opts.images.read(request.params.name);
      if (!image) throw new AppError("ROUTE_NOT_FOUND");
      return reply.type(image.contentType).header("cache-control", UPLOAD_CACHE_CONTROL).send(image.bytes);
    },
  );
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
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
      // The build's own notes (.vite/: Vite's manifest, each file's modules) are for its tests, not
      // for visitors: a dot path is answered like any unknown path, with the app.
      dotfiles: "ignore",
      logLevel: STATIC_LOG_LEVEL,
      // Ours, below: send's own `max-age=0` would be written over it.
      cacheControl: false,
      // Called with Node's response (@fastify/static 9; version 10, which passes Fastify's reply,
      // needs Node 22).
      setHeaders: (response, path) => {
        // Vite's hashed assets never change; index.html must be revalidated to pick up new builds.
        const hashedAsset = path.startsWith(join(opts.webDist, "assets"));
        response.setHeader("cache-control", hashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
        // A cache between shop and server must keep the brotli, gzip and plain copies apart
        // (@fastify/static 9 does not say so itself).
        response.setHeader("vary", "Accept-Encoding");
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
      throw new AppError("ROUTE_NOT_FOUND");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html", opts.webDist);
  });
});
