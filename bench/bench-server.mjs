// Starting and stopping the servers benchmarks measure: a TypeScript entry under bench/ that seeds
// its data, listens, then prints one JSON line (what it seeded) on stdout; or the built server
// itself, as `npm start` runs it.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import { build } from "esbuild";
import { newestMtime, root } from "../scripts/build-if-stale.mjs";

/**
 * The Chromium the benches drive (and Lighthouse runs): CHROMIUM_PATH, else the headless shell
 * `npm test` installs (scripts/ensure-chromium.mjs); the binary itself, not /usr/bin's wrapper
 * script, so Lighthouse's launcher ends the browser it started.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * The port a bench's server listens on: its own fixed one (the benches' are distinct, so two can
 * run side by side), or BENCH_PORT: the test suite's smoke runs take a free port, so a bench run
 * by hand on the same machine does not take theirs, nor they its.
 */
export const benchPort = (fixed) => Number(process.env.BENCH_PORT ?? fixed);

/**
 * Starts a server of the bench's own (a fake printer, a proxy, a page's files) on any free port of
 * 127.0.0.1 and resolves to that port.
 * @param {import("node:net").Server} server
 * @returns {Promise<number>}
 */
export async function listenOnFreePort(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  // Only a server listening on a pipe or a Unix socket answers a string; null: not listening.
  if (address === null || typeof address === "string") throw new Error(`not listening on a TCP port: ${address}`);
  return address.port;
}

/**
 * A bench's last line: how many of the answers it timed it checked, and how many of those were
 * wrong. A wrong one fails the run (exit 1), and so does a run that checked none: a fast wrong
 * answer is not a fast answer, and a run that measured nothing proves nothing. The test suite's
 * smoke runs of the benches (apps/server/test/bench-smoke*.test.ts) read this line.
 */
export function reportChecks(checked, wrong) {
  console.log(`answers checked: ${checked}, wrong: ${wrong}`);
  if (wrong > 0 || checked === 0) process.exitCode = 1;
}

/** Where a bench's TypeScript reaches: a bundle of it is older than none of these. */
const BUNDLED_SOURCES = ["bench", "apps/server/src", "apps/server/test", "apps/web/src", "packages/shared/src"];

/**
 * Node's arguments that run the TypeScript file bench/<script>: under tsx, which compiles and
 * resolves each module as it is imported; or, with `bundle` (BENCH_BUNDLE=1: the test suite's smoke
 * runs), a bundle of it made by esbuild as the server's own build makes dist/server.mjs (the server's
 * code and the shared package in one file, npm packages and the benches' .mjs modules as they are):
 * about 3 s of CPU less per process. Kept in apps/server/dist/bench/, where the server's code finds
 * its own folder as from its bundle, and made again when a source is newer.
 */
export async function benchNodeArgs(script, { bundle = process.env.BENCH_BUNDLE === "1" } = {}) {
  const source = join(root, "bench", script);
  if (!bundle) return ["--import", "tsx", source];
  const out = join(root, "apps/server/dist/bench", script.replace(/\.ts$/, ".mjs"));
  const newest = Math.max(...BUNDLED_SOURCES.map((dir) => newestMtime(join(root, dir))));
  if (existsSync(out) && statSync(out).mtimeMs >= newest) return [out];
  const { dependencies } = JSON.parse(readFileSync(join(root, "apps/server/package.json"), "utf8"));
  const external = Object.keys(dependencies).filter((name) => !name.startsWith("@kedai/"));
  // Another process may bundle the same script at once: each writes its own file, then renames it.
  const written = `${out}.${process.pid}.tmp.mjs`;
  mkdirSync(dirname(out), { recursive: true });
  await build({
    entryPoints: [source],
    outfile: written,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: "warning",
    plugins: [
      {
        // The .mjs modules stay where they are: they find the repository from their own place.
        name: "bench-modules-as-they-are",
        setup(on) {
          on.onResolve({ filter: /\.mjs$/ }, (args) => ({
            path: isAbsolute(args.path) ? args.path : resolve(args.resolveDir, args.path),
            external: true,
          }));
        },
      },
    ],
  });
  renameSync(written, out);
  return [out];
}

/**
 * Node flags for the servers a bench starts (its own under bench/, or the built one), from
 * BENCH_SERVER_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server alone.
 */
const serverNodeArgs = () => process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

/** Starts `bench/<script>` on `port` with `env` added; resolves to the child and its JSON line. */
export async function startBenchServer(script, port, env) {
  const nodeArgs = serverNodeArgs();
  const server = spawn(process.execPath, [...nodeArgs, ...(await benchNodeArgs(script))], {
    cwd: root,
    // Production needs the shop's public address (where online payments send the customer back).
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production", PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = await new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: server.stdout }).once("line", (line) => resolve(JSON.parse(line)));
  });
  return { server, ...ready };
}

/** Stops a server started by either function and waits for it to exit. */
export async function stopBenchServer(server) {
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

/**
 * With BENCH_MIGRATED_DUMP (bench/bench-database.ts: the test suite's smoke runs), an empty data
 * folder gets the migrated database from that dump before the server's first start, instead of the
 * server creating it (initdb and every migration); the server then seeds the demo data as on any
 * first start. Answers whether it did.
 */
export async function fromMigratedDump(dataDir, dump = process.env.BENCH_MIGRATED_DUMP) {
  const dir = join(dataDir, "db"); // the server's embeddedDatabaseDir
  if (!dump || (existsSync(dir) && readdirSync(dir).length > 0)) return false;
  const database = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(dump)]) });
  await database.close();
  return true;
}

/**
 * Starts the built server (apps/server/dist) on `port` with its data in `dataDir` (embedded
 * database, demo data on an empty folder); resolves once /api/health answers, with the time that
 * took (after fromMigratedDump's part, when it had one).
 */
export async function startBuiltServer(
  port,
  dataDir,
  { migratedDump = process.env.BENCH_MIGRATED_DUMP, nodeArgs = serverNodeArgs() } = {},
) {
  await fromMigratedDump(dataDir, migratedDump);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, "apps/server/dist/server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, readyMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The built server a bench measures. Its own, on `dataDir`, stopped by `stop`; or with
 * BENCH_SERVER_PID=<pid> one already listening on `port` (BENCH_PORT) with the demo data, which
 * several benches share (the test suite's smoke runs start one for the benches that only read or
 * add their own orders): the bench measures that one and leaves it running. `pid` for RSS figures.
 */
export async function builtServer(port, dataDir) {
  const shared = Number(process.env.BENCH_SERVER_PID);
  if (shared) return { pid: shared, stop: async () => {} };
  const { child } = await startBuiltServer(port, dataDir);
  return { pid: child.pid, stop: () => stopBenchServer(child) };
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`));

/**
 * Signs a staff account in at `base` as the web app does (a guest's CSRF cookie and token for the
 * login, then the session cookie and that session's own CSRF token): the headers its JSON requests
 * carry, the session token, and the account as the login answered it.
 */
export async function signIn(base, username, password) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: cookieOf(csrf, "kedai_csrf"),
      "x-csrf-token": (await csrf.json()).csrfToken,
    },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status} ${await login.text()}`);
  const { user } = await login.json();
  const cookie = cookieOf(login, "kedai_session");
  // A signed-in CSRF token is tied to the session: the guest's token no longer counts.
  const sessionCsrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = await sessionCsrf.json();
  return {
    headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
    session: cookie.slice("kedai_session=".length),
    user,
  };
}

/**
 * Signs a cashier in and opens their register at `cashier.outletId`, or finds it open (a server
 * shared with an earlier bench, BENCH_SERVER_PID): as signIn answers, with the register's session.
 */
export async function openTill(base, cashier, password) {
  const signedIn = await signIn(base, cashier.username, password);
  const { headers } = signedIn;
  const opened = await fetch(`${base}/api/register/open`, {
    method: "POST",
    headers,
    body: JSON.stringify({ outlet: cashier.outletId, openingBalance: 200000 }),
  });
  if (opened.status === 201) return { ...signedIn, register: await opened.json() };
  const refused = await opened.text();
  const status = await (await fetch(`${base}/api/register/status`, { headers })).json();
  if (!status.isOpen) throw new Error(`register ${cashier.username}: ${opened.status} ${refused}`);
  return { ...signedIn, register: status.session };
}
