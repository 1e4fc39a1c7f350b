import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Env } from "../config/env";
import { SESSION_COOKIE } from "../modules/auth/session.service";
import { operations } from "../openapi-operations";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf";

type TransformInput = Parameters<SwaggerTransform>[0];

const SESSION = { session: [] };
const CSRF = { csrfToken: [] };
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "/api/orders/:id" → "/api/orders/{id}", as OpenAPI writes a path. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/**
 * Per operation: its operationId and summary (src/openapi-operations.ts, or the route's own), and
 * how to call it: the session cookie unless the route is public, and the CSRF header on a write.
 */
const describeOperation: SwaggerTransform = (input: TransformInput) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  const path = openApiPath(transformed.url);
  const [operationId, summary] = operations[`${method} ${path}`] ?? [undefined, undefined];
  const schema = transformed.schema as { operationId?: string; summary?: string };
  const isPublic = input.route.config?.access === "public";
  const needsCsrf = WRITES.has(method) && input.route.config?.csrf !== false;
  const withCsrf = (requirement: Record<string, never[]>) => (needsCsrf ? { ...requirement, ...CSRF } : requirement);
  return {
    url: transformed.url,
    schema: {
      ...schema,
      operationId:
        schema.operationId ??
        operationId ??
        `${method.toLowerCase()}${path.replace(/\W+(\w)?/g, (_, c = "") => c.toUpperCase())}`,
      summary: schema.summary ?? summary ?? `${method} ${path}`,
      security: isPublic ? [withCsrf({}), withCsrf(SESSION)] : [withCsrf(SESSION)],
    },
  };
};

/**
 * OpenAPI 3.0's `nullable` does not widen an `enum`: a nullable enum must list null itself, or a
 * strict validator refuses the null it allows (`customerType: null` of a staff profile).
 */
export function nullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) for (const item of node) nullInNullableEnums(item);
  else if (node && typeof node === "object") {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    for (const value of Object.values(schema)) nullInNullableEnums(value);
  }
  return node;
}

/**
 * The @fastify/swagger options of /api/docs: the cookie session and CSRF header declared as
 * security schemes, the server the document is served by, every operation named and summarised.
 */
export function openApiOptions(env: Env): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Kedai API",
        version: "1.0.0",
        description:
          "Pemesanan online, kasir (POS) dan back office. Errors answer `{ message, code, fields? }`; the codes are listed in docs/error-codes.md.",
        license: { name: "Proprietary", url: "https://example.invalid/kedai-license" },
      },
      servers: [{ url: env.PUBLIC_URL ?? "/", description: env.PUBLIC_URL ? "Kedai" : "This server" }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "Session cookie set by POST /api/auth/login (and sign-up).",
          },
          csrfToken: {
            type: "apiKey",
            in: "header",
            name: CSRF_HEADER,
            description: `Every write sends the token of GET /api/auth/csrf here (it also sets the ${CSRF_COOKIE} cookie).`,
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: (document) =>
      nullInNullableEnums("openapiObject" in document ? document.openapiObject : document.swaggerObject),
  };
}
