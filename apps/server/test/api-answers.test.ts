import * as shared from "@kedai/shared";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { useTestApp } from "./test-app";

/**
 * The web's tests fake the API (apps/web/src/test/fetch-mock.ts) and check every fake answer with
 * the contract the server answers that route with. Which contract that is comes from the server
 * itself: this test lists each route's success answers (the schemas from @kedai/shared the route
 * registers) into apps/web/src/test/api-answers.ts, and fails when that file is not what the
 * routes say now. After changing a route's answer: `npx vitest run apps/server/test/api-answers.test.ts -u`.
 */
const isContract = (schema: unknown) => typeof (schema as ZodType | undefined)?.safeParse === "function";
/** Each route's declared success statuses, by the contract's name (`null`: a file, or no body). */
const answersOf = new Map<string, Record<number, string | null>>();
const contractNames = new Map<unknown, string>(
  Object.entries(shared)
    .filter(([, value]) => isContract(value))
    .map(([name, value]) => [value, name]),
);
const unnamed: string[] = [];

/** Registered only in test runs, never faked by the web. */
const TEST_ONLY = "/api/test-clock";

useTestApp({
  onRoute: (route) => {
    if (!route.url.startsWith("/api/") || route.url === TEST_ONLY) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      const byStatus: Record<number, string | null> = {};
      for (const [status, schema] of Object.entries(response)) {
        if (!/^2\d\d$/.test(status)) continue;
        // A download's answer is its file (fileAnswers), with no JSON to check; its status still
        // tells a fake that answers another one.
        if (!isContract(schema)) {
          byStatus[Number(status)] = null;
          continue;
        }
        const name = contractNames.get(schema);
        if (name) byStatus[Number(status)] = name;
        else unnamed.push(`${key} ${status}`);
      }
      answersOf.set(key, byStatus);
    }
  },
});

function answersModule(): string {
  const routes = [...answersOf.entries()].sort(([a], [b]) => a.localeCompare(b));
  // In the order Biome keeps imported names (without regard to capitals), so the file stays as written.
  const names = [
    ...new Set(routes.flatMap(([, byStatus]) => Object.values(byStatus).filter((name) => name !== null))),
  ].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"));
  const lines = routes.map(([route, byStatus]) => {
    const statuses = Object.entries(byStatus).map(([status, name]) => `${status}: ${name}`);
    return `  "${route}": { ${statuses.join(", ")} },`.replace("{  }", "{}");
  });
  return [
    "// Written by apps/server/test/api-answers.test.ts from the routes the server registers; do not edit.",
    "// After changing a route's answer: npx vitest run apps/server/test/api-answers.test.ts -u",
    "",
    `import {\n${names.map((name) => `  ${name},`).join("\n")}\n} from "@kedai/shared";`,
    'import type { ZodType } from "zod";',
    "",
    "/**",
    ' * Every API route, "METHOD /api/path" (`:id` for a part of the path), with each success status it',
    " * declares and that answer's contract (null: a file, or no body; none listed: the route declares none).",
    " */",
    "export const API_ANSWERS: Record<string, Record<number, ZodType | null>> = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

describe("the web's fake API answers with the server's contracts", () => {
  it("apps/web/src/test/api-answers.ts lists every route's success answers as the server registers them", async () => {
    expect(answersOf.size, "the routes were found").toBeGreaterThan(100);
    await expect(answersModule()).toMatchFileSnapshot("../../web/src/test/api-answers.ts");
  });

  it("every JSON success answer is a contract of @kedai/shared (so the web's fakes can be checked with it)", () => {
    expect(unnamed).toEqual([]);
  });
});
