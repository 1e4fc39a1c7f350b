import { describe, expect, it } from "vitest";
import { operations as namedOperations } from "../src/openapi-operations";
import { useTestApp } from "./test-app";

const { ctx, clients } = useTestApp({ login: { admin: "admin" } });

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

describe("response contracts", () => {
  it("every operation in /api/docs documents the answer of its success status (JSON, or a file's bytes)", async () => {
    const response = await ctx.client().get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const undocumented = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(([, answer]) => Object.values(answer.content ?? {}).some((body) => body.schema));
      })
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
  });

  it("names and summarises every operation in src/openapi-operations.ts, and declares how to call it", async () => {
    const document = (await ctx.client().get("/api/docs/json")).json();
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie" },
      csrfToken: { type: "apiKey", in: "header", name: "x-csrf-token" },
    });
    expect(document.servers).toHaveLength(1);
    const paths = document.paths as Record<string, Record<string, { operationId: string; summary: string }>>;
    const unnamed = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .filter(([method, operation]) => {
          const named = namedOperations[`${method.toUpperCase()} ${path}`];
          return !named || operation.operationId !== named[0] || operation.summary !== named[1];
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unnamed).toEqual([]);
    expect(paths["/api/units"].get).toMatchObject({ security: [{ session: [] }] });
    expect(paths["/api/units"].post).toMatchObject({ security: [{ session: [], csrfToken: [] }] });
  });

  it("documents the shared error answer for the 4xx of a route", async () => {
    const paths = (await ctx.client().get("/api/docs/json")).json().paths;
    const schema = paths["/api/units/{id}"].delete.responses["4XX"].content["application/json"].schema;
    expect(Object.keys(schema.properties)).toEqual(["message", "code", "fields", "details"]);
  });

  it("checks the cached menu, plain and gzipped, against its declared list", async () => {
    // The test client validates every answer against its route's schema; the menu is sent
    // pre-serialised (bypassing Fastify's serializer), so this is where its shape is held.
    const plain = await clients.admin.get("/api/menu");
    const gzipped = await clients.admin.get("/api/menu", { headers: { "accept-encoding": "gzip" } });
    expect(plain.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
  });
});
