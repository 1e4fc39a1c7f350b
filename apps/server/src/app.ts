import { mkdirSync } from "node:fs";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { inBusinessTimeZone } from "@kedai/shared";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Env } from "./config/env";
import type { DatabaseHandle } from "./db/client";
import { webDistDir } from "./lib/paths";
import { orderEventsPlugin } from "./modules/events/order-event-feed";
import { memberDocumentBackend } from "./modules/member/member-documents";
import { Ojol } from "./modules/ojol/ojol";
import { createPaymentGateway, listeningUrl } from "./modules/payments/payment-gateway";
import { OrderPrinting } from "./modules/printing/print-orders";
import { PrintQueue } from "./modules/printing/print-queue";
import { ReceiptLogo } from "./modules/printing/receipt-logo";
import { createImageStore, uploadsDirOf } from "./modules/uploads/uploads.service";
import { authPlugin } from "./plugins/auth";
import { csrfPlugin } from "./plugins/csrf";
import { dbPlugin } from "./plugins/db";
import { answerFrameworkError, errorsPlugin } from "./plugins/errors";
import { openApiOptions } from "./plugins/openapi";
import { putKindsPlugin } from "./plugins/put-kinds";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { staticPlugin } from "./plugins/static";
import { wellFormedTextPlugin } from "./plugins/well-formed-text";
import { apiRoutes } from "./routes";

export type BuildAppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions["logger"];
  webDist?: string;
  /** Called for every route as it is registered (the tests' list of the API surface). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    // A path that is not valid percent-encoding (`/api/%zz`) or a parameter too long fails before
    // any route or error handler runs: answered in the API's one error shape, in Indonesian.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  // A date-time sent for a day (purchaseDate, promo days, filters) counts as its day on this
  // shop's clock: requests are read in the app's zone, never a default of the process.
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]["schema"]>((route) => {
    const validate = validatorCompiler(route);
    return (data) => inBusinessTimeZone(env.BUSINESS_TIMEZONE, () => validate(data));
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Menu pictures may be links to other sites (the menu form accepts a URL).
        imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Opt-in per route (`config.rateLimit`); logins count failures only (modules/auth/login-throttle).
  await app.register(rateLimitPlugin, { db: options.database.db });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 3, fields: 200 } });
  await app.register(dbPlugin, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(orderEventsPlugin, { database: options.database, heartbeatMs: env.SSE_HEARTBEAT_MS });
  app.decorate(
    "paymentGateway",
    createPaymentGateway(env, () => listeningUrl(app.server.address())),
  );
  app.decorate("images", createImageStore(options.database, env.DATA_DIR));
  app.decorate(
    "printing",
    new OrderPrinting(
      options.database.db,
      app.log,
      new PrintQueue(),
      env.BUSINESS_TIMEZONE,
      new ReceiptLogo(app.images, uploadsDirOf(env.DATA_DIR), app.log),
      env.PRINTERS_ON_LOOPBACK,
    ),
  );
  app.decorate(
    "ojol",
    // The demo's fake platforms send their webhooks through this app's own request handling.
    new Ojol(options.database.db, env, app.log, async (url, { headers, body }) => {
      const answer = await app.inject({ method: "POST", url, headers, payload: body });
      return { status: answer.statusCode, body: answer.body };
    }),
  );
  app.decorate("memberDocumentFiles", memberDocumentBackend(options.database, env.DATA_DIR));
  await app.register(authPlugin, { docsPublic: env.NODE_ENV !== "production", timeZone: env.BUSINESS_TIMEZONE });
  await app.register(csrfPlugin);
  await app.register(putKindsPlugin);

  await app.register(swagger, openApiOptions(env));
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const uploadsDir = uploadsDirOf(env.DATA_DIR);
  mkdirSync(uploadsDir, { recursive: true });

  await app.register(apiRoutes, { prefix: "/api", env });

  await app.register(staticPlugin, { webDist: options.webDist ?? webDistDir, uploadsDir, images: app.images });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
