import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * Kedai declares the Node it is built and tested on (package.json `engines`); every package it is
 * built, tested and run with (package-lock.json) must accept that Node too, or an install on a
 * machine Kedai claims to support runs code its authors say does not run there.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

type LockedPackage = { version?: string; dev?: boolean; engines?: { node?: string } | string[] };

/** The packages of a lock file whose declared Node range leaves out the oldest Node `declared` allows. */
export function packagesExcluding(declared: string, lock: { packages: Record<string, LockedPackage> }): string[] {
  const oldest = semver.minVersion(declared);
  if (!oldest) throw new Error(`engines.node "${declared}" names no version`);
  return Object.entries(lock.packages)
    .filter(([path]) => path !== "")
    .flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !semver.satisfies(oldest, range) ? [`${path}@${entry.version}: node ${range}`] : [];
    });
}

describe("the Node Kedai declares", () => {
  const declared: string = read("package.json").engines.node;

  it("is the Node this suite runs on", () => {
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it("is accepted by every package in package-lock.json", () => {
    expect(packagesExcluding(declared, read("package-lock.json"))).toEqual([]);
  });

  it("catches a dependency that needs a newer Node", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/needs-22": { version: "3.0.0", engines: { node: ">=22" } },
        "node_modules/dev-tool": { version: "1.0.0", dev: true, engines: { node: ">=22.12.0" } },
        "node_modules/fine": { version: "1.0.0", engines: { node: "^20.19 || >=22" } },
      },
    };
    expect(packagesExcluding(declared, lock)).toEqual([
      "node_modules/needs-22@3.0.0: node >=22",
      "node_modules/dev-tool@1.0.0: node >=22.12.0",
    ]);
  });
});

/*
 * package.json pins `cookie` to 1.1.1 (overrides) because cookie 2 needs Node 22: @fastify/cookie
 * and light-my-request call `parseCookie` and `stringifySetCookie`, which 1.1 has with the same
 * shape. This fails when an upgrade calls something 1.1 lacks.
 */
describe("cookies under the cookie 1.1 override", () => {
  it("are set, signed and read back by @fastify/cookie through light-my-request", async () => {
    const { default: Fastify } = await import("fastify");
    const { default: fastifyCookie } = await import("@fastify/cookie");
    const app = Fastify();
    await app.register(fastifyCookie, { secret: "a-secret-of-at-least-32-characters!!" });
    app.get("/set", (_request, reply) =>
      reply.setCookie("sid", "a b;c", { path: "/", httpOnly: true, sameSite: "lax", signed: true }).send("ok"),
    );
    app.get("/read", (request) => ({ sid: request.unsignCookie(request.cookies.sid ?? "").value }));
    const set = await app.inject({ url: "/set" });
    expect(set.headers["set-cookie"]).toMatch(/^sid=a%20b%3Bc\.[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const [cookie] = set.cookies;
    const read = await app.inject({ url: "/read", cookies: { sid: cookie?.value ?? "" } });
    expect(read.json()).toEqual({ sid: "a b;c" });
    await app.close();
  });
});
