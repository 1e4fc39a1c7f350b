// Starting and stopping the servers benchmarks measure: a TypeScript entry under bench/ that seeds
// its data, listens, then prints one JSON line (what it seeded) on stdout; or the built server
// itself, as `npm start` runs it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { root } from "../scripts/build-if-stale.mjs";

/**
 * The Chromium the benches drive (and Lighthouse runs): CHROMIUM_PATH, else the headless shell
 * `npm test` installs (scripts/ensure-chromium.mjs); the binary itself, not /usr/bin's wrapper
 * script, so Lighthouse's launcher ends the browser it started.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * Starts `bench/<script>` on `port` with `env` added; resolves to the child and its JSON line.
 * BENCH_SERVER_NODE_ARGS adds Node flags to the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startBenchServer(script, port, env) {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(root, "bench", script)], {
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
 * Starts the built server (apps/server/dist) on `port` with its data in `dataDir` (embedded
 * database, demo data on an empty folder); resolves once /api/health answers, with the time that took.
 */
export async function startBuiltServer(port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/server.mjs")], {
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

/** Signs a cashier in and opens their register at `cashier.outletId`: as signIn answers. */
export async function openTill(base, cashier, password) {
  const signedIn = await signIn(base, cashier.username, password);
  const { headers } = signedIn;
  const opened = await fetch(`${base}/api/register/open`, {
    method: "POST",
    headers,
    body: JSON.stringify({ outlet: cashier.outletId, openingBalance: 200000 }),
  });
  if (opened.status !== 201) throw new Error(`register ${cashier.username}: ${opened.status} ${await opened.text()}`);
  return signedIn;
}
