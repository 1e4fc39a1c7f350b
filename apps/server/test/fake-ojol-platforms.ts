import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import Fastify from "fastify";
import { parse } from "yaml";

/**
 * GrabFood's partner OpenAPI document as a validator: `check("PauseStoreRequest", body)` answers
 * the document's complaints about a body (none: []). OpenAPI 3.0 schemas carry keywords JSON
 * Schema does not know (example, x-…) and formats like int64: those are not judged.
 */
export function grabSchemas() {
  const document = parse(
    readFileSync(join(import.meta.dirname, "../src/modules/ojol/grab/openapi.yaml"), "utf8"),
  ) as Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, "grab");
  return (schema: string, body: unknown): string[] => {
    const validate = ajv.getSchema(`grab#/components/schemas/${schema}`);
    if (!validate) throw new Error(`no schema ${schema} in GrabFood's document`);
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

export type PlatformRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

/** Which of Grab's operations Kedai calls, by method and path, with their request body's schema. */
const GRAB_OPERATIONS: Record<string, string> = {
  "PUT /partner/v1/menu": "update_menu_request",
  "POST /partner/v1/merchant/menu/notification": "UpdateMenuNotifRequest",
  "PUT /partner/v1/merchant/pause": "PauseStoreRequest",
};

/**
 * A fake food platform on 127.0.0.1 for the menu tests (this file is the menu side; the order side
 * has its own fakes): a token endpoint giving `token` to the client id and secret it was made
 * with, and every other call recorded and answered 204 when it bears that token. The GrabFood
 * fake also refuses (400) a body its OpenAPI document does not allow, recording the complaints.
 */
async function startFakePlatform(
  platform: "grabfood" | "gofood",
  credentials: { clientId: string; clientSecret: string },
) {
  const token = `${platform}-token-${Math.random().toString(36).slice(2)}`;
  const requests: PlatformRequest[] = [];
  const complaints: string[] = [];
  const check = platform === "grabfood" ? grabSchemas() : null;
  const server = Fastify();
  server.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  server.post(platform === "grabfood" ? "/grabid/v1/oauth2/token" : "/oauth2/token", async (request, reply) => {
    const body = request.body as Record<string, string>;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64");
    const proven =
      platform === "grabfood"
        ? body.client_id === credentials.clientId && body.client_secret === credentials.clientSecret
        : request.headers.authorization === `Basic ${basic}`;
    if (!proven || body.grant_type !== "client_credentials") return reply.code(401).send({ error: "invalid_client" });
    return { access_token: token, token_type: "Bearer", expires_in: 3600 };
  });
  server.all("/*", async (request, reply) => {
    const call = {
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      body: request.body,
    };
    requests.push(call);
    if (call.authorization !== `Bearer ${token}`) return reply.code(401).send({ message: "unauthorised" });
    if (check) {
      const schema = GRAB_OPERATIONS[`${call.method} ${call.path}`];
      const problems = schema ? check(schema, call.body) : [`no such operation ${call.method} ${call.path}`];
      if (problems.length > 0) {
        complaints.push(...problems);
        return reply.code(400).send({ message: problems.join("; ") });
      }
    }
    return reply.code(204).send();
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error(`fake ${platform} is not listening`);
  return {
    url: `http://127.0.0.1:${address.port}`,
    /** The calls other than the token's, in order. */
    requests,
    /** What GrabFood's document found wrong in a body Kedai sent (empty: nothing). */
    complaints,
    close: () => server.close(),
  };
}

export const startFakeGrab = (credentials: { clientId: string; clientSecret: string }) =>
  startFakePlatform("grabfood", credentials);
export const startFakeGoFood = (credentials: { clientId: string; clientSecret: string }) =>
  startFakePlatform("gofood", credentials);
