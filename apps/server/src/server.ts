import { buildApp } from "./app";
import { ConfigError, parseEnv } from "./config/env";
import { databaseOptionsFrom, openDatabase } from "./db/client";
import { isBrandNewDatabase, runFirstStartProcess } from "./db/first-start-process";
import { DataDirLockedError, lockDataDir } from "./lib/data-dir-lock";
import { nonBlockingStdout } from "./lib/log-destination";
import { startMaintenance } from "./maintenance";
import { invoiceSyncOf } from "./modules/payments/sync-invoice";
import { moveLocalUploadsIntoDatabase } from "./modules/uploads/uploads.service";
import { prepareData } from "./seed/prepare-data";

const DEMO_MODE_WARNING =
  "MODE DEMO: akun demo (password rahasia123) dan simulator pembayaran aktif. Jangan dipakai untuk outlet sungguhan: " +
  "jalankan `npm run start:production` (NODE_ENV=production) lalu buat akun pemilik di halaman pengaturan awal.";

class PortInUseError extends Error {
  constructor(port: number) {
    super(`Port ${port} sudah dipakai program lain. Hentikan program itu, atau jalankan dengan PORT=<port lain>.`);
  }
}

/** Starts Kedai: config, data folder lock, database + migrations, data, HTTP, graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  // A brand-new embedded database is created and filled by a process of its own (data included), so
  // this one starts as lean as a restart (ADR 0010).
  const preparedApart = !env.DATABASE_URL && isBrandNewDatabase(env.DATA_DIR);
  if (preparedApart) await runFirstStartProcess(env.DATA_DIR);
  const database = await openDatabase(databaseOptionsFrom(env));
  const logs = nonBlockingStdout();
  const app = await buildApp({ env, database, logger: { level: env.LOG_LEVEL, stream: logs.stream } });
  if (!preparedApart) await database.oneAtATime("prepare-data", () => prepareData(database.db, env, app.log));
  const moved = await moveLocalUploadsIntoDatabase(database, env.DATA_DIR);
  if (moved) app.log.info({ moved }, "uploaded pictures moved from DATA_DIR/uploads into the database");
  const stopMaintenance = startMaintenance(
    database,
    env,
    app.log,
    app.paymentGateway,
    invoiceSyncOf(app.log),
    app.ojolMenu,
  );
  app.addHook("onClose", async () => {
    stopMaintenance();
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Logging cannot block (lib/log-destination), so this timer always gets to run.
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      void logs.flush(500).finally(() => process.exit(1));
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      unlock();
    }
    if (logs.dropped() > 0) app.log.warn({ dropped: logs.dropped() }, "log lines dropped: stdout was not being read");
    await logs.flush(1_000);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // Nothing was served yet: close the database and free the data folder before saying why.
    await app.close().finally(unlock);
    throw (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? new PortInUseError(env.PORT) : error;
  }
  app.log.info(
    { engine: database.engine, readyMs: Math.round(performance.now() - startedAt) },
    `Kedai siap di http://localhost:${env.PORT}`,
  );
  if (env.DEMO_MODE) app.log.warn(DEMO_MODE_WARNING);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PortInUseError) {
    console.error(error.message);
  } else {
    console.error("Kedai gagal dijalankan:", error);
  }
  process.exit(1);
});
